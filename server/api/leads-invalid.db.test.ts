import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clientRegistrations,
  contactMessages,
  franchiseEnquiries,
  pickupRequests,
  quoteRequests,
} from "../../database/schema";
import { LOAD_DIRECTORY_MS, openTestApp, type TestApp } from "../../tests/support/test-app";
import { postJson, validLeads } from "../../tests/support/test-leads";
import { countEmails } from "../../tests/support/test-outbox";

const INVISIBLE =
  "Remove the invisible characters from this field: they often come along with copied text.";

describe("lead forms over JSON: rejected submissions store nothing", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ pincodes: true });
  }, LOAD_DIRECTORY_MS);
  afterAll(() => t?.database.close());

  async function storedCount() {
    const tables = [
      quoteRequests,
      pickupRequests,
      contactMessages,
      clientRegistrations,
      franchiseEnquiries,
    ];
    const counts = await Promise.all(
      tables.map((table) => t.database.db.select({ n: count() }).from(table)),
    );
    const emails = await countEmails(t.database.db);
    return counts.reduce((sum, [row]) => sum + (row?.n ?? 0), emails);
  }

  it.each([
    ["/request-quote/create", ["name", "email", "service", "origin", "destination"]],
    [
      "/requestPickups/create/web",
      [
        "name",
        "phone_number",
        "email",
        "address",
        "city",
        "state",
        "pincode",
        "pickUpDate",
        "expectedPackages",
        "load_type",
      ],
    ],
    ["/contact/create", ["name", "email", "subject", "message"]],
    [
      "/clients/register",
      [
        "name",
        "company_name",
        "address",
        "city",
        "state",
        "contact",
        "email",
        "pincode",
        "captchaToken",
        "captchaInput",
      ],
    ],
    [
      "/franchise/register",
      [
        "name",
        "company",
        "business_type",
        "experience",
        "investment",
        "preferred_city",
        "address",
        "city",
        "state",
        "pincode",
        "contact",
        "email",
        "captchaToken",
        "captchaInput",
      ],
    ],
  ])("%s answers 400 naming every missing required field", async (path, required) => {
    const before = await storedCount();
    const res = await postJson(t, path, {});
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({
      ok: false,
      message: `Please correct the ${required.length} fields marked.`,
    });
    expect(body.error).toBe(body.message);
    expect(Object.keys(body.errors).sort()).toEqual([...required].sort());
    expect(await storedCount()).toBe(before);
  });

  it.each([
    [
      "an e-mail without a domain",
      { email: "asha@" },
      "email",
      "Enter your email address, like name@example.com.",
    ],
    [
      "a phone starting with 5",
      { phone: "58765 43210" },
      "phone",
      "Enter your 10-digit mobile number, like 98765 43210.",
    ],
    [
      "a phone with 9 digits",
      { phone: "98765 4321" },
      "phone",
      "Enter your 10-digit mobile number, like 98765 43210.",
    ],
    ["a service not offered", { service: "air" }, "service", "Choose the service you need."],
    ["a name of 101 characters", { name: "A".repeat(101) }, "name", "Use at most 100 characters."],
    [
      "notes with a NUL byte",
      { notes: "a\u0000b" },
      "notes",
      "Remove the unusual characters from this field.",
    ],
    // Invisible format characters: an override reverses what staff read.
    ["a name with a right-to-left override", { name: "Asha \u202Eahsa" }, "name", INVISIBLE],
    ["a name with a zero width space", { name: "As\u200Bha" }, "name", INVISIBLE],
    ["an origin with a word joiner", { origin: "Pune\u2060, Maharashtra" }, "origin", INVISIBLE],
    ["a name that is an object", { name: { $gt: "" } }, "name", "Send this field as text."],
    ["a name that is a list", { name: ["a", "b"] }, "name", "Send this field as text."],
    ["a name that is a number", { name: 12345 }, "name", "Send this field as text."],
    ["notes that are true", { notes: true }, "notes", "Send this field as text."],
  ])("refuses a quote with %s", async (_, change, field, message) => {
    const before = await storedCount();
    const res = await postJson(t, "/request-quote/create", { ...validLeads.quote, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      ok: false,
      message,
      error: message,
      errors: { [field]: message },
    });
    expect(await storedCount()).toBe(before);
  });

  it.each([
    [
      "a PIN code starting with 0",
      { pincode: "012345" },
      "pincode",
      "Enter the 6-digit PIN code, like 401208.",
    ],
    [
      "a PIN code of 5 digits",
      { pincode: "40120" },
      "pincode",
      "Enter the 6-digit PIN code, like 401208.",
    ],
    [
      "a date in the past",
      { pickUpDate: "2020-01-01" },
      "pickUpDate",
      "Choose today or a later date.",
    ],
    [
      "a date that is not a date",
      { pickUpDate: "tomorrow" },
      "pickUpDate",
      "Choose the pickup date.",
    ],
    ["0 boxes", { expectedPackages: 0 }, "expectedPackages", "Enter at least 1 box."],
    [
      "2.5 boxes",
      { expectedPackages: 2.5 },
      "expectedPackages",
      "Enter the number of boxes as a whole number, like 5.",
    ],
    ["a load type not offered", { load_type: "XL" }, "load_type", "Choose the load type."],
    [
      "a time that is not a time",
      { pickupTime: { from: "25:00" } },
      "pickupTime.from",
      "Enter the time like 10:30, or leave it empty.",
    ],
  ])("refuses a pickup with %s", async (_, change, field, message) => {
    const before = await storedCount();
    const res = await postJson(t, "/requestPickups/create/web", {
      ...validLeads.pickup(),
      ...change,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ [field]: message });
    expect(await storedCount()).toBe(before);
  });
});
