import { gunzipSync } from "node:zlib";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrackingService } from "../services/tracking";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { openRenderingApp, type RenderingApp } from "../../tests/support/test-rendering-app";

/**
 * A found shipment's page is joined from the frame of its
 * language and the shipment's own part (server/tracking/shipment-page.ts). What the
 * visitor gets must be the page React Router renders whole, with a nonce of
 * its own, and a crowd on one shipment costs one render of its part.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DATA = /window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/;

async function decodeData(html: string): Promise<unknown> {
  const line = JSON.parse(DATA.exec(html)![1]!) as string;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(line));
      controller.close();
    },
  });
  return (await decodeTurboStream(stream, globalThis as unknown as Window)).value;
}

const nonces = (html: string) => [...html.matchAll(/ nonce="([^"]+)"/g)].map((m) => m[1]);
const sameButNonceAndData = (html: string) =>
  html.replace(/ nonce="[^"]+"/g, ' nonce=""').replace(DATA, "enqueue(DATA);");

describe("a found shipment's page, joined from its parts", () => {
  let t: TestApp;
  let app: RenderingApp["app"];
  let closeVite: () => Promise<void>;

  beforeAll(async () => {
    t = await openTestApp();
    ({ app, close: closeVite } = await openRenderingApp(t.services));
  }, 120_000);
  afterAll(async () => {
    await closeVite?.();
    await t?.database.close();
  });

  // The demo's shipments: in transit, booked with no history, delayed, cancelled, a delivery attempted.
  const shipments = ["LR123456789", "LR000000000", "LR555555555", "LR777777777", "LR444444444"];
  for (const prefix of ["", "/hi", "/mr"])
    for (const lrNo of shipments)
      it(`is the page rendered whole: ${prefix || "/en"} ${lrNo}`, async () => {
        const url = `${prefix}/track-shipment-v2/${lrNo}`;
        const joined = await app.request(url);
        // A query is rendered whole (the links to the other languages keep it); as for a
        // crawler, so its data is written in place, not streamed after (timing decides that).
        const whole = await app.request(`${url}?whole=1`, {
          headers: { "User-Agent": "Googlebot/2.1" },
        });
        expect(joined.status).toBe(200);
        expect(whole.status).toBe(200);
        const joinedHtml = await joined.text();
        const wholeHtml = (await whole.text()).replaceAll("?whole=1", "");
        expect(sameButNonceAndData(joinedHtml)).toBe(sameButNonceAndData(wholeHtml));
        expect(await decodeData(joinedHtml)).toEqual(await decodeData(wholeHtml));
        // Joined, not rendered whole: the host writes the root's data first, React Router the route's.
        expect(DATA.exec(joinedHtml)![1]).not.toBe(DATA.exec(wholeHtml)![1]);
        // Its own nonce, in the policy and on every inline script.
        const policy = joined.headers.get("Content-Security-Policy")!;
        const own = /'nonce-([^']+)'/.exec(policy)![1];
        expect(new Set(nonces(joinedHtml))).toEqual(new Set([own]));
        expect(joined.headers.get("Cache-Control")).toBe("no-store");
      });

  it("gives every answer a nonce of its own, and gzip when asked", async () => {
    const url = "/track-shipment-v2/LR123456789";
    const plain = await app.request(url);
    const zipped = await app.request(url, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("Vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get("Content-Length"))).toBe(body.byteLength);
    const unzipped = gunzipSync(body).toString();
    const plainHtml = await plain.text();
    expect(nonces(unzipped)[0]).not.toBe(nonces(plainHtml)[0]);
    expect(sameButNonceAndData(unzipped)).toBe(sameButNonceAndData(plainHtml));
  });

  it("shows a new event at once, to a crowd arriving together alike", async () => {
    const url = "/track-shipment-v2/LR555555555";
    const before = await (await app.request(url)).text();
    await t.services.tracking.upsertShipment("LR555555555", "Out for Delivery");
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => (await app.request(url)).text()),
    );
    for (const html of answers) {
      expect(html).toContain("Out for Delivery");
      expect(sameButNonceAndData(html)).toBe(sameButNonceAndData(answers[0]!));
    }
    expect(sameButNonceAndData(before)).not.toBe(sameButNonceAndData(answers[0]!));
  });

  it("renders whole what it cannot join: unknown, not an LR number, another spelling", async () => {
    expect((await app.request("/track-shipment-v2/LR999999999")).status).toBe(404);
    expect((await app.request("/track-shipment-v2/L%3Cb%3E")).status).toBe(400);
    const lower = await app.request("/track-shipment-v2/lr123456789");
    expect(lower.status).toBe(200);
    expect(await lower.text()).toContain('href="/hi/track-shipment-v2/lr123456789"');
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
