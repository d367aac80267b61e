import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLogger, openTestApp, type TestApp } from "../../tests/support/test-app";
import {
  applicationForm,
  openJobIds,
  postApplication,
  resumePdf,
  validApplication,
} from "../../tests/support/test-applications";
import { postJson, validLeads } from "../../tests/support/test-leads";

const TOKEN = "ops-token-for-log-tests";

/** Values no log line may carry: each is distinctive enough to find anywhere in the output. */
const NAME = "Harshavardhan Kulkarni";
const EMAIL = "harsha.k@example.org";
const SECRET_TEXT = "Kothrud-lane-7781";

describe("control characters and personal data in logs", () => {
  let t: TestApp;
  let log: ReturnType<typeof capturedLogger>;
  let jobId: number;
  beforeAll(async () => {
    log = capturedLogger();
    t = await openTestApp({ opsApiToken: TOKEN, logger: log.logger });
    jobId = (await openJobIds(t)).open[0]!;
  });
  afterAll(() => t?.database.close());

  const expectNoPersonalData = () => {
    const text = log.text();
    expect(text).toContain('"msg"'); // the logger did write
    for (const value of [NAME, EMAIL, SECRET_TEXT]) expect(text).not.toContain(value);
  };

  it("answers 400 (not 503) to a NUL in the skills, with a field error, and logs none of it", async () => {
    const data = validApplication(jobId);
    data.basicInformation = { ...data.basicInformation, name: NAME, email: EMAIL };
    data.professionalInformation.skills = ["Excel", `Tally\u0000${SECRET_TEXT}`];
    const res = await postApplication(
      t,
      applicationForm(data, { bytes: resumePdf(), name: "cv.pdf" }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.errors).join()).toMatch(/^professionalInformation\.skills/);
    expect(Object.values(body.errors)).toContain("Remove the unusual characters from this field.");
    expectNoPersonalData();
  });

  it.each([
    ["a NUL in a name", { name: `${NAME}\u0000` }, "name"],
    ["a new line in a one-line field", { name: `${NAME}\nBcc: someone@example.org` }, "name"],
    ["an escape character in a message", { message: `${SECRET_TEXT}\u001b[2J` }, "message"],
  ])("refuses %s with 400 and a field error", async (_, change, field) => {
    const res = await postJson(t, "/contact/create", {
      ...validLeads.contact,
      email: EMAIL,
      ...change,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      [field]: "Remove the unusual characters from this field.",
    });
  });

  it("keeps new lines and tabs in a message", async () => {
    const res = await postJson(t, "/contact/create", {
      ...validLeads.contact,
      message: "Line one\r\nLine two\twith a tab",
    });
    expect(res.status).toBe(201);
  });

  it.each([
    [
      "a shipment status",
      "/shipments/LR246813579",
      "PUT",
      { order_status: "In\u0000Transit" },
      "order_status",
    ],
    [
      "an event's remarks",
      "/shipments/LR123456789/events",
      "POST",
      {
        events: [
          {
            id: "e-1",
            status: "In Transit",
            remarks: `${SECRET_TEXT}\u0000`,
            occurred_at: "2026-11-20T10:30:00+05:30",
          },
        ],
      },
      "events.0.remarks",
    ],
    ["a job's title", "/jobs/1", "PATCH", { title: "Driver\u0000" }, "title"],
  ])(
    "answers 400 to a NUL in %s through the ingestion API",
    async (_, path, method, body, field) => {
      const res = await t.app.request(`/api/ops${path}`, {
        method,
        headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).errors[field]).toBe(
        "Remove the unusual characters from this field.",
      );
      expectNoPersonalData();
    },
  );

  it("logs which form failed and the database's error code, never the values it failed on", async () => {
    // A constraint the database checks after the schema passed: its error names the failing row.
    await t.database.db.execute(
      sql.raw(`alter table contact_messages add constraint no_harsha check (name <> '${NAME}')`),
    );
    const res = await postJson(t, "/contact/create", {
      ...validLeads.contact,
      name: NAME,
      email: EMAIL,
      message: SECRET_TEXT,
    });
    expect(res.status).toBe(503);
    const text = log.text();
    expect(text).toContain("lead not stored");
    expect(text).toContain('"code":"23514"');
    expect(text).toContain('"constraint":"no_harsha"');
    expectNoPersonalData();
  });
});
