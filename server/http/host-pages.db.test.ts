import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "@core/content/company";
import { openDatabase, type DatabaseHandle } from "../../database/client";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { openRenderingApp, type RenderingApp } from "../../tests/support/test-rendering-app";
import { createServices } from "../services/create-services";

/**
 * The pages the host answers itself (server/http/host-pages.ts) are in the
 * visitor's language, with the phone: too many tracking lookups, and a
 * shipment's page while the database does not answer. The JSON API's
 * answers stay English.
 */
const WORDS = {
  "": { lang: "en", tooMany: "Too many requests", unavailable: "We cannot answer just now" },
  "/hi": { lang: "hi", tooMany: "बहुत ज़्यादा कोशिशें", unavailable: "अभी हम जवाब नहीं दे पा रहे" },
  "/mr": {
    lang: "mr",
    tooMany: "खूप जास्त प्रयत्न",
    unavailable: "आत्ता आम्ही उत्तर देऊ शकत नाही",
  },
} as const;
const prefixes = Object.keys(WORDS) as (keyof typeof WORDS)[];

async function expectHostPage(
  res: Response,
  prefix: keyof typeof WORDS,
  trouble: "tooMany" | "unavailable",
) {
  expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
  expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
  const html = await res.text();
  const words = WORDS[prefix];
  expect(html).toContain(`<html lang="${words.lang}">`);
  expect(html).toContain(`<h1>${words[trouble]}</h1>`);
  expect(html).toContain(`href="tel:${company.phone.tel}"`);
  expect(html).toContain(company.phone.display);
}

describe("too many tracking lookups", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({
      services: { rateLimit: { budgets: { tracking: { points: 1, durationSeconds: 60 } } } },
    });
  });
  afterAll(() => t?.database.close());

  it.each(prefixes)("a page answers 429 in its language with the phone: '%s'", async (prefix) => {
    const headers = { "X-Forwarded-For": `198.51.100.${80 + prefixes.indexOf(prefix)}` };
    const page = `${prefix}/track-shipment-v2/LR123456789`;
    expect((await t.app.request(page, { headers })).status).not.toBe(429);
    const refused = await t.app.request(page, { headers });
    expect(refused.status).toBe(429);
    await expectHostPage(refused, prefix, "tooMany");
    const api = await t.app.request("/api/order/web/tracking/LR123456789", { headers });
    expect(api.status).toBe(429);
    expect(await api.json()).toEqual({
      ok: false,
      message: "Too many tracking requests from your network. Please wait a little and try again.",
    });
  });
});

describe("a shipment's page while the database does not answer", () => {
  let lost: DatabaseHandle;
  let rendering: RenderingApp;

  beforeAll(async () => {
    // Nothing listens on port 1: every query meets a refused connection, an outage.
    lost = await openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:1/none" });
    rendering = await openRenderingApp(createServices(lost));
  }, 120_000);
  afterAll(async () => {
    await rendering?.close();
    await lost?.close();
  });

  it.each(prefixes)("answers 503 in its language with the phone: '%s'", async (prefix) => {
    const res = await rendering.app.request(`${prefix}/track-shipment-v2/LR123456789`);
    expect(res.status).toBe(503);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    await expectHostPage(res, prefix, "unavailable");
  });

  it("keeps the API's answer English", async () => {
    const res = await rendering.app.request("/api/order/web/tracking/LR123456789");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, message: "Please try again later." });
  });
});
