import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitLeadForm } from "./lead-action.server";
import type { LeadActionData } from "../../components/forms/lead-action-data";
import { englishMessage } from "@core/messages";
import { ContactMessageSchema } from "@core/schemas/contact-message";
import { SUBMISSION_TOKEN_FIELD } from "@core/schemas/new-submission-token";
import {
  contactMessages,
  type DatabaseHandle,
  jobApplications,
  migrateDatabase,
  openDatabase,
  quoteRequests,
  seedDemoData,
} from "../../../tests/support/database";
import { createApp, createLogger, createServices } from "../../../tests/support/server";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  applicationForm,
  openJobIds,
  resumePdf,
  validApplication,
} from "../../../tests/support/test-applications";
import { nextIp, validLeads } from "../../../tests/support/test-leads";
import { queuedEmails } from "../../../tests/support/test-outbox";

const post = (
  t: Pick<TestApp, "app">,
  pathname: string,
  body: unknown,
  key?: string,
  ip = nextIp(),
) =>
  t.app.request(`/api${pathname}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": ip,
      ...(key ? { "Idempotency-Key": key } : {}),
    },
    body: JSON.stringify(body),
  });

describe("retries of the same submission are stored once", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());

  const quotesNamed = async (name: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(quoteRequests)
        .where(eq(quoteRequests.name, name))
    )[0]!.n;

  it("answers a retry with the same Idempotency-Key exactly as the first time, storing one lead and its e-mails once", async () => {
    const lead = { ...validLeads.quote, name: "Retry Once" };
    const first = await post(t, "/request-quote/create", lead, "quote-key-1");
    const second = await post(t, "/request-quote/create", lead, "quote-key-1");
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const body = await first.json();
    expect(await second.json()).toEqual(body);
    expect(await quotesNamed("Retry Once")).toBe(1);
    const mails = await queuedEmails(t.database.db, { replyTo: lead.email });
    expect(mails.filter((m) => m.body.includes(body.id))).toHaveLength(1);
  });

  it("answers twins sent at once with one lead", async () => {
    const lead = { ...validLeads.quote, name: "Twins At Once" };
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(t, "/request-quote/create", lead, "twins")),
    );
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(await quotesNamed("Twins At Once")).toBe(1);
  });

  it("does not count a retry against the rate limit", async () => {
    const ip = nextIp();
    const lead = { ...validLeads.quote, name: "Many Retries" };
    for (let i = 0; i < 8; i += 1)
      expect((await post(t, "/request-quote/create", lead, "many-retries", ip)).status).toBe(201);
    expect(await quotesNamed("Many Retries")).toBe(1);
  });

  it("answers 422 to the same key with other fields, storing nothing more", async () => {
    await post(t, "/request-quote/create", { ...validLeads.quote, name: "Key Reuser" }, "reused");
    const res = await post(
      t,
      "/request-quote/create",
      { ...validLeads.quote, name: "Other Person" },
      "reused",
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.ok).toBe(false);
    expect(body.errors["Idempotency-Key"]).toMatch(/already used for a different submission/);
    expect(await quotesNamed("Other Person")).toBe(0);
  });

  it("keeps keys apart per form, and works without a key as before", async () => {
    const same = "shared-between-forms";
    expect((await post(t, "/request-quote/create", validLeads.quote, same)).status).toBe(201);
    expect((await post(t, "/contact/create", validLeads.contact, same)).status).toBe(201);
    const a = await (await post(t, "/contact/create", validLeads.contact)).json();
    const b = await (await post(t, "/contact/create", validLeads.contact)).json();
    expect(a.id).not.toBe(b.id);
  });

  it("answers 400 to a malformed key", async () => {
    const res = await post(t, "/contact/create", validLeads.contact, "x".repeat(256));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveProperty("Idempotency-Key");
  });

  it("stores an application sent twice with one key once, résumé included", async () => {
    const jobId = (await openJobIds(t)).open[0]!;
    const data = validApplication(jobId);
    data.basicInformation.email = "twice@example.org";
    const send = () =>
      t.app.request("/api/job-applications/apply", {
        method: "POST",
        headers: { "X-Forwarded-For": nextIp(), "Idempotency-Key": "application-1" },
        body: applicationForm(data, { bytes: resumePdf(), name: "cv.pdf" }),
      });
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    const rows = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, "twice@example.org"));
    expect(rows).toHaveLength(1);
  });

  it("stores a page form posted twice with its token once, and refuses the token for other details", async () => {
    const postPage = (fields: Record<string, string>) => {
      const request = new Request("http://localhost/contact-us", {
        method: "POST",
        body: new URLSearchParams(fields),
      });
      const context = {
        services: t.services,
        visitor: { ip: nextIp(), userAgent: "page-tests" },
        cspNonce: "",
        siteUrl: "",
      } as AppLoadContext;
      return submitLeadForm({ request, context }, "contact", ContactMessageSchema);
    };
    const fields = {
      ...validLeads.contact,
      name: "Page Retry",
      [SUBMISSION_TOKEN_FIELD]: "a1b2c3d4-token",
    };
    const first = (await postPage(fields)) as Response;
    const second = (await postPage(fields)) as Response;
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.name, "Page Retry"));
    expect(rows).toHaveLength(1);

    const other = (await postPage({
      ...fields,
      message: "Something else",
    })) as UNSAFE_DataWithResponseInit<LeadActionData>;
    expect(other.init?.status).toBe(422);
    // The page shows the notice in its language (it travels as a key); in English, these words.
    const notice = other.data.notice as { kind: string; text: string };
    expect({ ...notice, text: englishMessage(notice.text) }).toEqual({
      kind: "rejected",
      text: "This form was already sent with other details. Reload the page to send a new one.",
    });
  });
});

describe("an Idempotency-Key after a restart", () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The database as a new process opens it: PGlite from its directory, or PostgreSQL again. */
  async function openAgain(first: boolean): Promise<DatabaseHandle> {
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      if (first) (await openTestApp()).database.close(); // a clean, migrated schema
      return openDatabase({ kind: "postgres", url, poolSize: 2 });
    }
    dir ??= await mkdtemp(path.join(tmpdir(), "idempotency-"));
    const handle = await openDatabase({ kind: "pglite", dataDir: dir });
    if (first) {
      await migrateDatabase(handle);
      await seedDemoData(handle.db);
    }
    return handle;
  }

  function serve(database: DatabaseHandle) {
    const services = createServices(database);
    return {
      app: createApp({
        services,
        logger: createLogger("silent"),
        siteUrl: "http://localhost:3000",
      }),
      services,
    };
  }

  it("answers the retry from the database, not from the process's memory", async () => {
    const lead = { ...validLeads.contact, name: "After Restart" };
    const before = await openAgain(true);
    const first = await post(serve(before), "/contact/create", lead, "restart-key");
    expect(first.status).toBe(201);
    await before.close();

    const after = await openAgain(false);
    try {
      const second = await post(serve(after), "/contact/create", lead, "restart-key");
      expect(second.status).toBe(201);
      expect(await second.json()).toEqual(await first.json());
      const rows = await after.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.name, "After Restart"));
      expect(rows).toHaveLength(1);
    } finally {
      await after.close();
    }
    // Two openings of a database on disk, migrations and demo data: slow on a busy machine.
  }, 120_000);
});
