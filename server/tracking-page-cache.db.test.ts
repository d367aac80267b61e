import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrackingService } from "./services/tracking";
import { openTestApp, type TestApp } from "../tests/support/test-app";
import { createTrackingPageCache, type CachedPage } from "./tracking-page-cache";

/** Issue 19 item 1: a crowd on one shipment page costs one render, and an unchanged shipment none. */
const PATH = "/track-shipment-v2/LR123456789";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function renderer(status = 200) {
  let renders = 0;
  return {
    count: () => renders,
    render: async () => {
      renders += 1;
      const nonce = `nonce${renders}`;
      await sleep(20); // a render takes a while: the others arrive meanwhile
      const html = `<!DOCTYPE html><html><body><script nonce="${nonce}">window.x=${renders}</script></body></html>`;
      return {
        response: new Response(html, {
          status,
          headers: { "Content-Type": "text/html; charset=utf-8" },
        }),
        nonce,
      };
    },
  };
}

describe("the shipment page cache", () => {
  it("renders once for requests that miss together, and keeps no nonce", async () => {
    const pages = createTrackingPageCache();
    const { count, render } = renderer();
    const source = {};
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pages.serve(PATH, source, render)),
    );
    expect(count()).toBe(1);
    expect(new Set(answers).size).toBe(1);
    const page = answers[0] as CachedPage;
    expect(new TextDecoder().decode(page.body)).not.toContain("nonce");
    expect(page.scriptHashes).toHaveLength(1);

    expect(await pages.serve(PATH, source, render)).toBe(page); // still the same answer: no render
    expect(count()).toBe(1);
    const fresh = await pages.serve(PATH, {}, render); // a new answer: rendered again
    expect(count()).toBe(2);
    expect(fresh).not.toBe(page);
  });

  it("answers a page it may not keep to each request as rendered", async () => {
    const pages = createTrackingPageCache();
    const { count, render } = renderer(503);
    const source = {};
    const answers = await Promise.all([1, 2, 3].map(() => pages.serve(PATH, source, render)));
    for (const answer of answers) expect((answer as Response).status).toBe(503);
    expect(count()).toBeGreaterThanOrEqual(1);
    expect(pages.size).toBe(0);
  });
});

describe("the tracking answer of an unchanged shipment", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());

  it("is the same object after its time to live, and a new one once the shipment changes", async () => {
    const tracking = createTrackingService(t.database.db, { cacheTtlMs: 1 });
    const first = await tracking.findTracking("LR123456789");
    await sleep(5);
    const again = await tracking.findTracking("LR123456789");
    expect(again).toBe(first);

    await tracking.upsertShipment("LR123456789", "Out for Delivery");
    const changed = await tracking.findTracking("LR123456789");
    expect(changed).not.toBe(first);
    expect(changed?.order_status).toBe("Out for Delivery");
  });
});
