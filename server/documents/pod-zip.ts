/**
 * Many proofs of delivery as one ZIP (CONTRACT.md "documents"), streamed as
 * it is read: the selection is read in pages of 20 (ids and LR numbers), and
 * each POD's bytes only when the reader has taken the one before, stored into
 * the ZIP as they are (PDFs are compressed already) by fflate's streaming
 * Zip. What is held at once is one POD, however many are asked for.
 */
import { and, asc, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import { Zip, ZipPassThrough } from "fflate";
import type { Database } from "../../database/client";
import { podFiles, shipments } from "../../database/schema";
import { INDIA_OFFSET_MS } from "@core/india-time";
import type { PodSelection } from "@core/schemas/pod-selection";

export const POD_ZIP_PAGE = 20;

/** The ZIP entry of a shipment's POD. */
export function podEntryName(lrNo: string): string {
  return `${lrNo}-POD.pdf`;
}

type PodRow = { shipmentId: number; lrNo: string };

/** One page of this business's PODs after `afterId`, in shipment order. */
function readPage(db: Database, businessId: string, selection: PodSelection, afterId: number) {
  return db
    .select({ shipmentId: podFiles.shipmentId, lrNo: shipments.lrNo })
    .from(podFiles)
    .innerJoin(shipments, eq(shipments.id, podFiles.shipmentId))
    .where(
      and(
        eq(shipments.businessId, businessId),
        gt(podFiles.shipmentId, afterId),
        selected(selection),
      ),
    )
    .orderBy(asc(podFiles.shipmentId))
    .limit(POD_ZIP_PAGE) as Promise<PodRow[]>;
}

/** One POD's bytes, still of this business (a page read a moment ago may be stale). */
async function readContent(db: Database, businessId: string, shipmentId: number) {
  const [row] = await db
    .select({ content: podFiles.content })
    .from(podFiles)
    .innerJoin(shipments, eq(shipments.id, podFiles.shipmentId))
    .where(and(eq(podFiles.shipmentId, shipmentId), eq(shipments.businessId, businessId)));
  return row?.content ?? null;
}

/** How many PODs of this business the selection holds. */
export async function countPods(
  db: Database,
  businessId: string,
  selection: PodSelection,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(podFiles)
    .innerJoin(shipments, eq(shipments.id, podFiles.shipmentId))
    .where(and(eq(shipments.businessId, businessId), selected(selection)));
  return row?.n ?? 0;
}

function selected(selection: PodSelection) {
  if ("lrNos" in selection) return inArray(shipments.lrNo, [...selection.lrNos]);
  return and(
    gte(podFiles.createdAt, indiaMidnight(selection.from, 0)),
    lt(podFiles.createdAt, indiaMidnight(selection.to, 1)),
  );
}

/** Midnight in India at the start of `day` plus `days`, as an instant. */
function indiaMidnight(day: string, days: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000 - INDIA_OFFSET_MS);
}

/**
 * The ZIP of this business's PODs in the selection, as a stream that reads
 * the database as it is read. Null when the selection holds none of them.
 */
export async function openPodZip(
  db: Database,
  businessId: string,
  selection: PodSelection,
): Promise<ReadableStream<Uint8Array> | null> {
  let page = await readPage(db, businessId, selection, 0);
  if (page.length === 0) return null;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const zip = new Zip((error, chunk, final) => {
    if (error) return controller.error(error);
    if (chunk.byteLength > 0) controller.enqueue(chunk);
    if (final) controller.close();
  });
  let next = 0;
  let lastId = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      // One POD a pull: the stream asks again only when its reader has room.
      async pull() {
        if (next === page.length) {
          page =
            page.length < POD_ZIP_PAGE ? [] : await readPage(db, businessId, selection, lastId);
          next = 0;
          if (page.length === 0) return zip.end();
        }
        const row = page[next++]!;
        lastId = row.shipmentId;
        const content = await readContent(db, businessId, row.shipmentId);
        // A POD removed since the page was read is left out, not an empty entry.
        if (!content) return;
        const file = new ZipPassThrough(podEntryName(row.lrNo));
        zip.add(file);
        file.push(content, true);
      },
      cancel() {
        zip.terminate();
      },
    },
    // A reader's room counted in chunks: a little ahead, never a page.
    { highWaterMark: 2 },
  );
}
