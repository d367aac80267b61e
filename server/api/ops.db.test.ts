import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { buildTextPdf } from "../../database/pdf";
import { shipments, trackingEvents } from "../../database/schema";
import { imagesOf } from "../../tests/support/pdf-reading";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { POD_MAX_BYTES } from "./ops";

const TOKEN = "test-ops-token-0123456789";
const auth = { Authorization: `Bearer ${TOKEN}` };
const json = { ...auth, "Content-Type": "application/json" };

describe("ingestion API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ opsApiToken: TOKEN });
  });
  afterAll(() => t?.database.close());

  const put = (path: string, body: unknown, headers: Record<string, string> = json) =>
    t.app.request(path, { method: "PUT", headers, body: JSON.stringify(body) });
  const post = (path: string, body: unknown, headers: Record<string, string> = json) =>
    t.app.request(path, { method: "POST", headers, body: JSON.stringify(body) });
  const countEvents = async (lrNo: string) => {
    const [s] = await t.database.db.select().from(shipments).where(eq(shipments.lrNo, lrNo));
    return s ? t.database.db.$count(trackingEvents, eq(trackingEvents.shipmentId, s.id)) : 0;
  };

  it.each([
    ["no token", {}],
    ["a wrong token", { Authorization: "Bearer wrong-token-wrong-token" }],
    ["another scheme", { Authorization: `Basic ${TOKEN}` }],
  ])("answers 401 with %s and changes nothing", async (_, headers) => {
    const res = await put(
      "/api/ops/shipments/NB100000001",
      { order_status: "Booked" },
      {
        ...headers,
        "Content-Type": "application/json",
      },
    );
    expect(res.status).toBe(401);
    expect(res.headers.get("WWW-Authenticate")).toContain("Bearer");
    expect(await t.database.db.$count(shipments, eq(shipments.lrNo, "NB100000001"))).toBe(0);
  });

  it("creates a shipment, then updates it; tracking shows the change at once", async () => {
    const created = await put("/api/ops/shipments/nb100000002", { order_status: "Booked" });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ ok: true, lr_no: "NB100000002", created: true });
    const before = await (await t.app.request("/api/order/web/tracking/NB100000002")).json();
    expect(before.orderTracking.order_status).toBe("Booked");
    const updated = await put("/api/ops/shipments/NB100000002", { order_status: "In Transit" });
    expect(updated.status).toBe(200);
    const track = await (await t.app.request("/api/order/web/tracking/NB100000002")).json();
    expect(track.orderTracking.order_status).toBe("In Transit");
  });

  it("appends events once, however often the call is retried", async () => {
    await put("/api/ops/shipments/NB100000003", { order_status: "In Transit" });
    const body = {
      events: [
        {
          id: "scan-1",
          status: "Manifested",
          location: "Vasai Hub",
          occurred_at: "2026-11-19T09:00:00+05:30",
        },
        {
          id: "scan-2",
          status: "In Transit",
          location: "Surat Hub",
          remarks: "Arrived",
          occurred_at: "2026-11-20T04:30:00Z",
        },
      ],
    };
    const first = await post("/api/ops/shipments/NB100000003/events", body);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ added: 2, skipped: 0 });
    const retry = await post("/api/ops/shipments/NB100000003/events", body);
    expect(await retry.json()).toMatchObject({ added: 0, skipped: 2 });
    expect(await countEvents("NB100000003")).toBe(2);

    const track = await (await t.app.request("/api/order/web/tracking/NB100000003")).json();
    expect(
      track.orderTracking.tracking_history.map(
        (e: { tracking_status: string }) => e.tracking_status,
      ),
    ).toEqual(["Manifested", "In Transit"]);
    expect(track.orderTracking.tracking_history[0].orderdate).toBe("19th Nov 2026 - 9:00 AM");
    expect(track.orderTracking.tracking_history[1].orderdate).toBe("20th Nov 2026 - 10:00 AM");
  });

  it("rejects bad events with field errors and stores none of the batch", async () => {
    await put("/api/ops/shipments/NB100000004", { order_status: "Booked" });
    const res = await post("/api/ops/shipments/NB100000004/events", {
      events: [
        { id: "ok-1", status: "Manifested", occurred_at: "2026-11-19T09:00:00+05:30" },
        { id: "", status: "", occurred_at: "yesterday" },
      ],
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.ok).toBe(false);
    expect(body.message).toBe(body.error);
    expect(Object.keys(body.errors).sort()).toEqual([
      "events.1.id",
      "events.1.occurred_at",
      "events.1.status",
    ]);
    expect(await countEvents("NB100000004")).toBe(0);
  });

  it.each([
    ["a missing status", { order_status: "" }, "order_status"],
    ["a wrong type", { order_status: 7 }, "order_status"],
    ["no object", [], "body"],
  ])("rejects a shipment with %s", async (_, body, field) => {
    const res = await put("/api/ops/shipments/NB100000005", body);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveProperty(field);
    expect(await t.database.db.$count(shipments, eq(shipments.lrNo, "NB100000005"))).toBe(0);
  });

  it("refuses a status off the list (a typo), in the shipment and in an event", async () => {
    const typo = await put("/api/ops/shipments/NB100000010", { order_status: "Intransit" });
    expect(typo.status).toBe(400);
    const body = await typo.json();
    expect(body.errors.order_status).toMatch(
      /^That is not a status we use\. Use one of: .*Delivery Attempted/,
    );
    expect(await t.database.db.$count(shipments, eq(shipments.lrNo, "NB100000010"))).toBe(0);

    await put("/api/ops/shipments/NB100000010", { order_status: "Manifested" });
    const event = await post("/api/ops/shipments/NB100000010/events", {
      events: [{ id: "t-1", status: "Intransit", occurred_at: "2026-11-19T09:00:00Z" }],
    });
    expect(event.status).toBe(400);
    expect(Object.keys((await event.json()).errors)).toEqual(["events.0.status"]);
    expect(await countEvents("NB100000010")).toBe(0);
  });

  it("stores a listed status in its own spelling and keeps the legacy spellings", async () => {
    await put("/api/ops/shipments/NB100000011", { order_status: "delivery attempted" });
    const tracking = async () =>
      (await (await t.app.request("/api/order/web/tracking/NB100000011")).json()).orderTracking;
    expect((await tracking()).order_status).toBe("Delivery Attempted");
    for (const legacy of ["Panding", "shipped", "Booked"]) {
      const res = await put("/api/ops/shipments/NB100000011", { order_status: legacy });
      expect(res.status, legacy).toBe(200);
      expect((await tracking()).order_status).toBe(legacy);
    }
    const res = await post("/api/ops/shipments/NB100000011/events", {
      events: [{ id: "p-1", status: "PANDING", occurred_at: "2026-11-19T09:00:00Z" }],
    });
    expect(res.status).toBe(200);
    expect((await tracking()).tracking_history[0].tracking_status).toBe("Panding");
  });

  it("answers 400 for malformed JSON, 415 for another content type, 400 for a bad LR", async () => {
    const malformed = await t.app.request("/api/ops/shipments/NB100000006", {
      method: "PUT",
      headers: json,
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(
      (
        await put(
          "/api/ops/shipments/NB100000006",
          { order_status: "x" },
          { ...auth, "Content-Type": "text/plain" },
        )
      ).status,
    ).toBe(415);
    expect((await put("/api/ops/shipments/..%2Fx", { order_status: "x" })).status).toBe(400);
  });

  it("answers 404 for events of a shipment that does not exist", async () => {
    const res = await post("/api/ops/shipments/NB199999999/events", {
      events: [{ id: "a", status: "Manifested", occurred_at: "2026-11-19T09:00:00Z" }],
    });
    expect(res.status).toBe(404);
  });

  describe("POD upload", () => {
    const upload = (lrNo: string, body: BodyInit, type = "application/pdf") =>
      t.app.request(`/api/ops/shipments/${lrNo}/pod`, {
        method: "PUT",
        headers: { ...auth, "Content-Type": type },
        body,
      });

    it("stores a PDF that the tracking API then links and serves", async () => {
      await put("/api/ops/shipments/NB100000007", { order_status: "Delivered" });
      const pdf = buildTextPdf([{ text: "POD NB100000007" }]);
      const res = await upload("NB100000007", pdf as BodyInit);
      expect(res.status).toBe(200);
      const track = await (await t.app.request("/api/order/web/tracking/NB100000007")).json();
      expect(track.orderTracking.pod).toBe("/api/order/web/pod/NB100000007");
      const served = new Uint8Array(
        await (await t.app.request(track.orderTracking.pod)).arrayBuffer(),
      );
      expect(Buffer.from(served).equals(Buffer.from(pdf))).toBe(true);
    });

    it("keeps a JPEG photo as a one-page PDF holding the image, without its EXIF", async () => {
      await put("/api/ops/shipments/NB100000012", { order_status: "Delivered" });
      const photo = await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 30, b: 30 } },
      })
        .jpeg()
        .withExif({ IFD0: { Copyright: "EXIF-MARK-NB12" } })
        .toBuffer();
      expect(photo.includes("EXIF-MARK-NB12")).toBe(true);
      // Declared as a PDF: the bytes decide.
      const res = await upload("NB100000012", new Uint8Array(photo) as BodyInit);
      expect(res.status).toBe(200);

      const served = await t.app.request("/api/order/web/pod/NB100000012");
      expect(served.headers.get("Content-Type")).toBe("application/pdf");
      const pdf = Buffer.from(await served.arrayBuffer());
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.subarray(-6).toString("latin1")).toBe("%%EOF\n");
      expect(imagesOf(pdf)).toEqual([{ width: 640, height: 480, filter: "DCTDecode" }]);
      expect(pdf.includes("EXIF-MARK-NB12")).toBe(false);
      // The image in the page is the photo: a JPEG of its size and colour.
      const from = pdf.indexOf("stream\n", pdf.indexOf("/DCTDecode")) + "stream\n".length;
      const jpeg = pdf.subarray(from, pdf.indexOf("\nendstream", from));
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([640, 480]);
      const [r, g, b] = data.subarray(0, 3);
      expect(Math.abs(r! - 200) + Math.abs(g! - 30) + Math.abs(b! - 30)).toBeLessThan(20);
    });

    it("refuses a photo that does not decode, and keeps nothing", async () => {
      await put("/api/ops/shipments/NB100000013", { order_status: "Delivered" });
      const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
      const res = await upload("NB100000013", broken as BodyInit, "image/jpeg");
      expect(res.status).toBe(400);
      expect((await res.json()).errors.file).toBe("The JPEG photo could not be read.");
      expect((await t.app.request("/api/order/web/pod/NB100000013")).status).toBe(404);
    });

    it("checks the bytes, not the declared type", async () => {
      await put("/api/ops/shipments/NB100000008", { order_status: "Delivered" });
      const res = await upload("NB100000008", "GIF89a pretending to be a PDF");
      expect(res.status).toBe(400);
      expect((await res.json()).errors.file).toBe("The file is not a PDF, JPEG or PNG.");
      expect((await t.app.request("/api/order/web/pod/NB100000008")).status).toBe(404);
    });

    it("answers 415 for another content type and 413 over the size limit", async () => {
      await put("/api/ops/shipments/NB100000009", { order_status: "Delivered" });
      expect((await upload("NB100000009", "%PDF-1.4", "image/gif")).status).toBe(415);
      const big = new Uint8Array(POD_MAX_BYTES + 1);
      big.set(Buffer.from("%PDF-1.4"));
      expect((await upload("NB100000009", big as BodyInit)).status).toBe(413);
      expect((await t.app.request("/api/order/web/pod/NB100000009")).status).toBe(404);
    });
  });
});

describe("ingestion API without OPS_API_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());

  it("is off: every path answers 404", async () => {
    const res = await t.app.request("/api/ops/shipments/NB100000001", {
      method: "PUT",
      headers: json,
      body: JSON.stringify({ order_status: "Booked" }),
    });
    expect(res.status).toBe(404);
  });
});
