import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientRegistrations, franchiseEnquiries, quoteRequests } from "../../database/schema";
import { createCaptchaService } from "../services/captcha";
import { LOAD_DIRECTORY_MS, openTestApp, type TestApp } from "../../tests/support/test-app";
import { newCaptcha, nextIp, postJson, validLeads } from "../../tests/support/test-leads";
import { countEmails } from "../../tests/support/test-outbox";

const SECRET = "a-test-secret-of-32-characters!!";

describe("lead forms over JSON: spam, abuse and failures", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ services: { secret: SECRET }, pincodes: true });
  }, LOAD_DIRECTORY_MS);
  afterAll(() => t?.database.close());

  const stored = async () => {
    const tables = [quoteRequests, clientRegistrations, franchiseEnquiries];
    const counts = await Promise.all(
      tables.map((table) => t.database.db.select({ n: count() }).from(table)),
    );
    const emails = await countEmails(t.database.db);
    return [...counts.map(([row]) => row?.n ?? 0), emails].join(",");
  };

  it("answers 415 to a body that is not JSON", async () => {
    const res = await t.app.request("/api/contact/create", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Meera",
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ ok: false, message: "Send the body as application/json." });
  });

  it.each([
    ["broken JSON", '{"name":', "The request body is not valid JSON."],
    ["a list", "[1,2]", "Send the fields as a JSON object."],
    ["a string", '"hello"', "Send the fields as a JSON object."],
    ["null", "null", "Send the fields as a JSON object."],
  ])("answers 400, never 5xx, to %s", async (_, raw, message) => {
    const res = await postJson(t, "/contact/create", raw);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, message });
  });

  it("answers 413 to a body over 32 KB and stores nothing", async () => {
    const before = await stored();
    const res = await postJson(t, "/request-quote/create", {
      ...validLeads.quote,
      notes: "x".repeat(40_000),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, message: "The request is too large." });
    expect(await stored()).toBe(before);
  });

  it("refuses a submission whose honeypot is filled, and stores nothing", async () => {
    const before = await stored();
    const res = await postJson(t, "/request-quote/create", {
      ...validLeads.quote,
      website_url: "http://spam.example",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("The form was not sent properly. Please try again.");
    expect(await stored()).toBe(before);
  });

  it("answers 429 with Retry-After after 5 submissions a minute from one address, per form", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await postJson(t, "/request-quote/create", validLeads.quote, ip)).status).toBe(201);
    }
    const before = await stored();
    const refused = await postJson(t, "/request-quote/create", validLeads.quote, ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      ok: false,
      message: "Too many submissions from your network. Please wait a minute and try again.",
    });
    expect(await stored()).toBe(before);
    // Another form from the same address, and the same form from another address, still pass.
    expect((await postJson(t, "/contact/create", validLeads.contact, ip)).status).toBe(201);
    expect((await postJson(t, "/request-quote/create", validLeads.quote)).status).toBe(201);
  });

  it("counts refused submissions apart, on a looser budget: 30 in 10 minutes, then 429", async () => {
    const ip = nextIp();
    const broken = { ...validLeads.quote, email: "asha@" };
    for (let i = 0; i < 30; i += 1)
      expect((await postJson(t, "/request-quote/create", broken, ip)).status).toBe(400);
    const refused = await postJson(t, "/request-quote/create", broken, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(60);
    // Stored submissions have their own budget: the same address may still send a good one.
    expect((await postJson(t, "/request-quote/create", validLeads.quote, ip)).status).toBe(201);
  });

  it("answers 400 with errors.captchaInput to a wrong answer, and stores nothing", async () => {
    const before = await stored();
    const captcha = await newCaptcha(t);
    const wrong = String(Number(captcha.captchaInput) + 1);
    const res = await postJson(t, "/clients/register", {
      ...validLeads.client,
      ...captcha,
      captchaInput: wrong,
    });
    expect(res.status).toBe(400);
    const message = "That answer is not right. Please answer the new question.";
    expect(await res.json()).toEqual({
      ok: false,
      message,
      error: message,
      errors: { captchaInput: message },
    });
    expect(await stored()).toBe(before);
  });

  it("accepts a captcha token once", async () => {
    const captcha = await newCaptcha(t);
    expect(
      (await postJson(t, "/franchise/register", { ...validLeads.franchise, ...captcha })).status,
    ).toBe(201);
    const before = await stored();
    const again = await postJson(t, "/franchise/register", { ...validLeads.franchise, ...captcha });
    expect(again.status).toBe(400);
    expect((await again.json()).errors).toEqual({
      captchaInput: "That question was already answered. Please answer the new question.",
    });
    expect(await stored()).toBe(before);
  });

  it("refuses a captcha token older than 10 minutes", async () => {
    const old = createCaptchaService(t.database.db, SECRET, {
      now: () => Date.now() - 11 * 60_000,
    }).issue();
    const [, a, b] = /(\d+) \+ (\d+)/.exec(old.question)!.map(Number);
    const res = await postJson(t, "/clients/register", {
      ...validLeads.client,
      captchaToken: old.token,
      captchaInput: String(a! + b!),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      captchaInput: "That question has expired. Please answer the new question.",
    });
  });

  it("refuses a made-up captcha token as a wrong answer", async () => {
    const res = await postJson(t, "/clients/register", {
      ...validLeads.client,
      captchaToken: "made-up",
      captchaInput: "7",
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toEqual(["captchaInput"]);
  });

  it("issues captcha questions that are never cached", async () => {
    const res = await t.app.request("/api/captcha");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["question", "token"]);
    expect(body.question).toMatch(/^What is ([1-9]|10) \+ ([1-9]|10)\?$/);
  });
});

describe("lead forms over JSON: storage unavailable", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
    await t.database.close();
  });

  it.each([
    ["/request-quote/create", async () => validLeads.quote],
    // Issuing a question needs no database; checking the answer does.
    ["/clients/register", async () => ({ ...validLeads.client, ...(await newCaptcha(t)) })],
  ])("%s answers 503 with the contract's message, no stack trace", async (path, body) => {
    const res = await postJson(t, path, await body());
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, message: "Please try again later." });
  });
});
