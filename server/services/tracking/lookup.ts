/**
 * The tracking lookups: one shipment or several in the API's shape, through
 * a cache of a few seconds, its proof of delivery and its headline.
 */
import { desc, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../../database/client";
import { podFiles, shipments, trackingEvents } from "../../../database/schema";
import { SILENCE_HOURS } from "@core/delivery-options";
import { todayInIndia } from "@core/schemas/lead-fields";
import type { OrderTracking } from "@core/schemas/tracking";
import { isFinalStatus } from "@core/shipment-status";
import { formatOrderDate } from "../order-date";
import type { TrackingContext } from "./context";
import { trackingColumns, type EventRow } from "./statements";

/**
 * What a shipment's page shows that changes with time alone: India's date
 * (the reschedule window starts tomorrow) and whether the shipment has gone
 * silent (no event for 48 hours, not Delivered or Cancelled).
 */
function pageMoment(answer: OrderTracking, now = Date.now()): string {
  const last = answer.tracking_history.at(-1);
  const silent =
    last !== undefined &&
    !isFinalStatus(answer.order_status) &&
    now - Date.parse(last.timestamp) >= SILENCE_HOURS * 60 * 60 * 1000;
  return `${todayInIndia(new Date(now))}|${silent ? "silent" : ""}`;
}

/**
 * The answer given last time for a shipment, when a reload found nothing
 * changed in it: the very same object, so the pages rendered from it stay
 * cached past the time to live (server/app.ts keeps a page's part while its
 * answer is the same object). A shipment that changed gets a new object, and
 * its pages are rendered again.
 */
function unchanged(context: TrackingContext, answer: OrderTracking): OrderTracking {
  const { lastAnswers } = context;
  // The page also shows what time changes: the reschedule window (from today) and the
  // 48-hour silence note. A new day or a silence begun renders it again.
  const json = `${JSON.stringify(answer)}|${pageMoment(answer)}`;
  const last = lastAnswers.get(answer.lr_no);
  if (last?.json === json) return last.answer;
  lastAnswers.delete(answer.lr_no);
  if (lastAnswers.size >= 5_000) lastAnswers.delete(lastAnswers.keys().next().value!);
  lastAnswers.set(answer.lr_no, { json, answer });
  return answer;
}

/** The shipments asked for, read together; null for each that does not exist. */
async function loadTrackings(
  context: TrackingContext,
  lrNos: string[],
): Promise<Map<string, OrderTracking | null>> {
  const { db, oneTracking, companion } = context;
  const rows =
    lrNos.length === 1
      ? await oneTracking.execute({ lrNo: lrNos[0] })
      : await db.select(trackingColumns).from(shipments).where(inArray(shipments.lrNo, lrNos));
  const found = new Map<string, OrderTracking | null>(lrNos.map((lrNo) => [lrNo, null]));
  for (const row of rows) {
    const events: EventRow[] = typeof row.events === "string" ? JSON.parse(row.events) : row.events;
    // Cached answers are shared between requests: frozen, so no caller can change one.
    const history = events.map((e) => {
      const at = new Date(Number(e.at));
      return Object.freeze({
        tracking_id: e.id,
        tracking_status: e.status,
        remarks: e.remarks,
        location: e.location,
        orderdate: formatOrderDate(at),
        timestamp: at.toISOString(),
      });
    });
    Object.freeze(history);
    const answer = unchanged(
      context,
      Object.freeze({
        lr_no: row.lrNo,
        order_status: row.orderStatus,
        pod: row.hasPod ? `/api/order/web/pod/${row.lrNo}` : null,
        expected_delivery_date: row.expectedDeliveryDate,
        tracking_history: history,
      }),
    );
    found.set(row.lrNo, answer);
    if (lrNos.length === 1) companion?.keep(answer, row);
  }
  return found;
}

/**
 * Forgets the cached answer of a shipment changed outside ingestion (a
 * delivery request, its decision): the next lookup reads it again and
 * its page is rendered again.
 */
export function forget(context: TrackingContext, lrNo: string) {
  context.cache.delete(lrNo);
  context.lastAnswers.delete(lrNo);
}

/** The shipment in the API's shape, or null when there is none. `lrNo` must be parsed. */
export function findTracking(
  context: TrackingContext,
  lrNo: string,
): Promise<OrderTracking | null> {
  return context.cache.get(lrNo, () =>
    loadTrackings(context, [lrNo]).then((found) => found.get(lrNo) ?? null),
  );
}

/**
 * Several shipments (CONTRACT.md "Tracking several shipments"), through
 * the same cache as single lookups: only the numbers not cached are read,
 * together. `lrNos` must be parsed and distinct; answers come in their order.
 */
export async function findTrackings(
  context: TrackingContext,
  lrNos: readonly string[],
): Promise<{ lrNo: string; tracking: OrderTracking | null }[]> {
  const found = await context.cache.getMany(
    lrNos,
    (missing) => loadTrackings(context, missing),
    null,
  );
  return lrNos.map((lrNo) => ({ lrNo, tracking: found.get(lrNo) ?? null }));
}

/** The proof-of-delivery PDF, or null. */
export async function findPod(context: TrackingContext, lrNo: string) {
  const [row] = await context.db
    .select({ fileName: podFiles.fileName, content: podFiles.content, size: podFiles.size })
    .from(podFiles)
    .innerJoin(shipments, eq(shipments.id, podFiles.shipmentId))
    .where(eq(shipments.lrNo, lrNo));
  return row ?? null;
}

/** The shipment's row, or undefined when there is none. */
export async function findShipmentRow(db: Database, lrNo: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.lrNo, lrNo));
  return row;
}

/** The status of the shipment's newest event (by when it happened, then by id), or null. */
export async function newestEventStatus(tx: Database | Transaction, shipmentId: number) {
  const [newest] = await tx
    .select({ status: trackingEvents.trackingStatus })
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, shipmentId))
    .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id))
    .limit(1);
  return newest?.status ?? null;
}

/** The headline status, whether an operator pinned it, and the newest event's status. */
export async function findHeadline(
  context: TrackingContext,
  lrNo: string,
): Promise<{ orderStatus: string; pinned: boolean; newestEvent: string | null } | null> {
  const shipment = await findShipmentRow(context.db, lrNo);
  if (!shipment) return null;
  return {
    orderStatus: shipment.orderStatus,
    pinned: shipment.statusPinned,
    newestEvent: await newestEventStatus(context.db, shipment.id),
  };
}
