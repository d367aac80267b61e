/**
 * Re-encoding photos is bounded (docs/decisions/030-customer-care.md,
 * "Bounded re-encoding"): past the gate's slots and queue, a request with
 * photos answers 503 with Retry-After before anything is stored, and a
 * request without files never waits for the gate.
 */
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportAttachments, supportTickets } from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { nextIp } from "../../tests/support/test-leads";
import { createWorkGate } from "../services/work-gate";
import { countEmails } from "../../tests/support/test-outbox";

const valid = {
  category: "other",
  name: "Ravi Shinde",
  email: "ravi.shinde@example.org",
  phone: "9822012345",
  description: "The photos show the cartons as they arrived at our godown this morning.",
};

/** A photo of noise, which takes libvips a while to write again. */
async function photo() {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return new File([new Uint8Array(jpeg)], "IMG_1.jpg", { type: "image/jpeg" });
}

describe("POST /api/support/tickets while photos are being re-encoded", () => {
  let t: TestApp;
  beforeAll(async () => {
    // One re-encoding at a time and no queue: a second request with photos is refused at once.
    const reencoding = createWorkGate({ slots: 1, queue: 0, waitMs: 5_000 });
    t = await openTestApp({ services: { reencoding } });
  });
  afterAll(() => t?.database.close());

  const post = (files: File[]) => {
    const body = new FormData();
    body.set("data", JSON.stringify(valid));
    for (const file of files) body.append("attachments", file);
    return t.app.request("/api/support/tickets", {
      method: "POST",
      headers: { "X-Forwarded-For": nextIp() },
      body,
    });
  };
  const stored = async () => ({
    tickets: (await t.database.db.select({ n: count() }).from(supportTickets))[0]!.n,
    files: (await t.database.db.select({ n: count() }).from(supportAttachments))[0]!.n,
    emails: await countEmails(t.database.db),
  });

  it("answers 503 with Retry-After to the request past the bound, storing nothing of it", async () => {
    const image = await photo();
    const [first, second] = await Promise.all([post([image]), post([image])]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 503]);
    const busy = first.status === 503 ? first : second;
    expect(Number(busy.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await busy.json()).toEqual({
      ok: false,
      message:
        "We are very busy right now. Please send it again in a minute: what you typed stays here.",
    });
    // One ticket's e-mails: the visitor's acknowledgement and the support inbox's notice.
    expect(await stored()).toEqual({ tickets: 1, files: 1, emails: 2 });
  });

  it("takes the next request with photos once the bound frees, and one without files at any time", async () => {
    const before = await stored();
    const [withPhoto, withoutFiles] = await Promise.all([post([await photo()]), post([])]);
    expect([withPhoto.status, withoutFiles.status]).toEqual([201, 201]);
    expect(await stored()).toMatchObject({ tickets: before.tickets + 2, files: before.files + 1 });
  });
});
