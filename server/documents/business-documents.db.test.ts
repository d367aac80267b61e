import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { podFiles } from "../../database/schema";
import type { DatabaseHandle } from "../../database/client";
import {
  makeBusinessWithShipments,
  type MadeBusiness,
} from "../../tests/support/business-documents";
import { readPdf } from "../../tests/support/pdf-reading";
import { openTestDatabase } from "../../tests/support/test-database";
import { createBusinessDocuments } from "./business-documents";
import { POD_ZIP_PAGE } from "./pod-zip";

let handle: DatabaseHandle;
let documents: ReturnType<typeof createBusinessDocuments>;
let a: MadeBusiness;
let b: MadeBusiness;

beforeAll(async () => {
  handle = await openTestDatabase();
  documents = createBusinessDocuments(handle.db, { siteUrl: "https://www.example.com/" });
  // More PODs than two pages of the ZIP's reads, and a business that must never see them.
  a = await makeBusinessWithShipments(handle.db, {
    name: "Alpha Traders",
    count: 45,
    delivered: 2 * POD_ZIP_PAGE + 3,
  });
  b = await makeBusinessWithShipments(handle.db, { name: "Beta Mills", count: 2, delivered: 1 });
});
afterAll(() => handle?.close());

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("a booking's documents", () => {
  it("prints labels for every package of the booking's shipments, and LR copies one a shipment", async () => {
    const labels = await documents.bookingLabels(a.businessId, a.bookingId);
    const pages = await readPdf(labels!.content, [1, 2]);
    expect(pages).toHaveLength(90);
    expect(pages[1]!.text).toContain(`${a.lrNos[0]}-2`);
    expect(pages[1]!.text).toContain("2 of 2");
    expect(pages[0]!.text).toContain(`www.example.com/track-shipment-v2/${a.lrNos[0]}`);
    const copies = await documents.bookingLrCopies(a.businessId, a.bookingId);
    const copyPages = await readPdf(copies!.content, [1, 45]);
    expect(copyPages).toHaveLength(45);
    expect(copyPages[44]!.text).toContain(a.lrNos[44]);
    expect(copyPages[0]!.text).toContain("Alpha Traders");
  });

  it("finds nothing of another business's booking or LR number", async () => {
    expect(await documents.bookingLabels(b.businessId, a.bookingId)).toBeNull();
    expect(await documents.bookingLrCopies(b.businessId, a.bookingId)).toBeNull();
    expect(await documents.bookingLabels(a.businessId, "not-a-uuid")).toBeNull();
    expect(await documents.lrCopy(b.businessId, a.lrNos[0]!)).toBeNull();
    expect(await documents.label(b.businessId, a.lrNos[0]!)).toBeNull();
    expect(await documents.pod(b.businessId, a.lrNos[0]!)).toBeNull();
    expect(await documents.lrCopy(a.businessId, a.lrNos[0]!.toLowerCase())).not.toBeNull();
  });

  it("serves a delivered shipment's POD as kept, and none for one not delivered", async () => {
    const pod = await documents.pod(a.businessId, a.lrNos[0]!);
    expect(pod!.fileName).toBe(`${a.lrNos[0]}-POD.pdf`);
    expect((await readPdf(pod!.content))[0]!.text).toContain(`POD ${a.lrNos[0]}`);
    expect(await documents.pod(a.businessId, a.lrNos[44]!)).toBeNull();
  });
});

describe("the POD ZIP", () => {
  it("holds each asked-for POD of the business as <LR>-POD.pdf, read page by page", async () => {
    const stream = await documents.podZip(a.businessId, { lrNos: a.lrNos });
    const files = unzipSync(await readAll(stream!));
    const names = Object.keys(files);
    expect(names).toHaveLength(2 * POD_ZIP_PAGE + 3);
    expect(names[0]).toBe(`${a.lrNos[0]}-POD.pdf`);
    expect(names).toContain(`${a.lrNos[2 * POD_ZIP_PAGE + 2]}-POD.pdf`);
    const [stored] = await handle.db
      .select()
      .from(podFiles)
      .where(eq(podFiles.fileName, `POD-${a.lrNos[0]}.pdf`));
    expect(files[names[0]!]).toEqual(new Uint8Array(stored!.content));
  });

  it("leaves out other businesses' PODs, and is none when only those were asked for", async () => {
    const stream = await documents.podZip(a.businessId, { lrNos: [a.lrNos[0]!, b.lrNos[0]!] });
    expect(Object.keys(unzipSync(await readAll(stream!)))).toEqual([`${a.lrNos[0]}-POD.pdf`]);
    expect(await documents.podZip(b.businessId, { lrNos: [a.lrNos[0]!] })).toBeNull();
  });

  it("takes the PODs received on a range of days in India", async () => {
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const stream = await documents.podZip(b.businessId, { from: today, to: today });
    expect(Object.keys(unzipSync(await readAll(stream!)))).toEqual([`${b.lrNos[0]}-POD.pdf`]);
    expect(
      await documents.podZip(b.businessId, { from: "2020-01-01", to: "2020-01-31" }),
    ).toBeNull();
    expect(await documents.countPods(a.businessId, { from: today, to: today })).toBe(
      2 * POD_ZIP_PAGE + 3,
    );
  });
});
