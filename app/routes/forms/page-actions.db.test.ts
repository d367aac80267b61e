import { eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitLeadForm } from "./lead-action.server";
import type { LeadActionData } from "../../components/forms/lead-action-data";
import { englishMessage } from "@core/messages";
import { ClientRegistrationSchema } from "@core/schemas/client-registration";
import { QuoteRequestSchema } from "@core/schemas/quote-request";
import { clientRegistrations, quoteRequests } from "../../../tests/support/database";
import { LOAD_DIRECTORY_MS, openTestApp, type TestApp } from "../../../tests/support/test-app";
import { nextIp, solve, validLeads } from "../../../tests/support/test-leads";
import { queuedEmails } from "../../../tests/support/test-outbox";

/** The field errors as the page shows them in English (they travel as keys: core/messages.ts). */
function english(errors: Record<string, string[] | null> | null | undefined) {
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([field, messages]) => [field, messages?.map(englishMessage)]),
  );
}

/** A notice with its text as the page shows it in English. */
function englishNotice(notice: LeadActionData["notice"]) {
  return notice && "text" in notice && notice.text
    ? { ...notice, text: englishMessage(notice.text) }
    : notice;
}

/** The page door: what a form posted without JavaScript gets, and what it stores. */
describe("lead form page actions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ pincodes: true });
  }, LOAD_DIRECTORY_MS);
  afterAll(() => t?.database.close());

  function post(path: string, fields: Record<string, string>, ip = nextIp()) {
    const request = new Request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    const context = {
      services: t.services,
      visitor: { ip, userAgent: "page-tests" },
      cspNonce: "",
      siteUrl: "",
    } as AppLoadContext;
    return { request, context };
  }
  const asData = (result: unknown) => result as UNSAFE_DataWithResponseInit<LeadActionData>;

  it("stores a custom quote exactly as typed and redirects to ?sent=1, so a refresh cannot send it twice", async () => {
    const response = await submitLeadForm(
      post("/request-quote", validLeads.quote),
      "customQuote",
      QuoteRequestSchema,
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(303);
    expect((response as Response).headers.get("Location")).toBe("/request-quote?sent=1");
    const rows = await t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.kind, "custom"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...validLeads.quote, userAgent: "page-tests" });
    expect(await queuedEmails(t.database.db)).toHaveLength(2);
  });

  it("answers 400 with the field errors and every value as typed, and stores nothing", async () => {
    const typed = { ...validLeads.quote, email: "asha@", name: "Asha  " };
    const answer = asData(
      await submitLeadForm(post("/get-a-quote", typed), "quote", QuoteRequestSchema),
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data.notice).toEqual({ kind: "invalid" });
    // The page shows each message in its language; in English, these words.
    expect(english(answer.data.result?.error)).toEqual({
      email: ["Enter your email address, like name@example.com."],
    });
    expect(answer.data.result?.initialValue).toEqual(typed);
    expect(
      await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.kind, "quote")),
    ).toHaveLength(0);
  });

  it("after a wrong captcha answer keeps everything else, clears the answer and asks a new question", async () => {
    const first = t.services.captcha.issue();
    const wrong = String(Number(solve(first.question)) + 1);
    const typed = { ...validLeads.client, captchaToken: first.token, captchaInput: wrong };
    const answer = asData(
      await submitLeadForm(
        post("/join-us/client-registration", typed),
        "client",
        ClientRegistrationSchema,
      ),
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data.notice).toEqual({ kind: "captcha" });
    expect(answer.data.result?.error?.captchaInput?.map(englishMessage)).toEqual([
      "That answer is not right. Please answer the new question.",
    ]);
    const { captchaInput: _answer, ...kept } = typed;
    expect(answer.data.result?.initialValue).toEqual(kept);
    expect(answer.data.captcha?.token).not.toBe(first.token);

    const second = answer.data.captcha!;
    const retry = {
      ...validLeads.client,
      captchaToken: second.token,
      captchaInput: solve(second.question),
    };
    const accepted = await submitLeadForm(
      post("/join-us/client-registration", retry),
      "client",
      ClientRegistrationSchema,
    );
    expect((accepted as Response).status).toBe(303);
    expect(await t.database.db.select().from(clientRegistrations)).toHaveLength(1);
  });

  it("shows the same question again when only other fields were wrong", async () => {
    const captcha = t.services.captcha.issue();
    const typed = {
      ...validLeads.client,
      pincode: "0123",
      captchaToken: captcha.token,
      captchaInput: solve(captcha.question),
    };
    const answer = asData(
      await submitLeadForm(
        post("/join-us/client-registration", typed),
        "client",
        ClientRegistrationSchema,
      ),
    );
    expect(answer.data.captcha).toEqual(captcha);
    expect(answer.data.result?.initialValue).toMatchObject({
      captchaInput: solve(captcha.question),
    });
  });

  it("lets a visitor without JavaScript correct a form many times, then sends it", async () => {
    const ip = nextIp();
    for (let i = 0; i < 8; i += 1) {
      const typo = asData(
        await submitLeadForm(
          post("/get-a-quote", { ...validLeads.quote, email: `asha${i}@` }, ip),
          "quote",
          QuoteRequestSchema,
        ),
      );
      expect(typo.init?.status).toBe(400);
    }
    const sent = await submitLeadForm(
      post("/get-a-quote", validLeads.quote, ip),
      "quote",
      QuoteRequestSchema,
    );
    expect((sent as Response).status).toBe(303);
  });

  it("answers 429 with Retry-After and the values as typed after 5 stored a minute", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      const stored = await submitLeadForm(
        post("/get-a-quote", validLeads.quote, ip),
        "quote",
        QuoteRequestSchema,
      );
      expect((stored as Response).status).toBe(303);
    }
    const answer = asData(
      await submitLeadForm(post("/get-a-quote", validLeads.quote, ip), "quote", QuoteRequestSchema),
    );
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(englishNotice(answer.data.notice)).toEqual({
      kind: "rejected",
      text: "Too many submissions from your network. Please wait a minute and try again.",
    });
    expect(answer.data.result?.initialValue).toEqual(validLeads.quote);
  });

  it("refuses a filled honeypot and keeps the values", async () => {
    const answer = asData(
      await submitLeadForm(
        post("/get-a-quote", { ...validLeads.quote, website_url: "spam" }),
        "quote",
        QuoteRequestSchema,
      ),
    );
    expect(answer.init?.status).toBe(400);
    expect(englishNotice(answer.data.notice)).toEqual({
      kind: "rejected",
      text: "The form was not sent properly. Please try again.",
    });
  });
});
