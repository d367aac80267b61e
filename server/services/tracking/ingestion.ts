/**
 * What changes a shipment's tracking, from the ingestion API and the staff
 * console alike: the shipment and its headline, its events, its delivery
 * facts and its proof of delivery. A staff member's change is audited;
 * each change drops the shipment's cached answer.
 */
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../../database/client";
import { podFiles, shipments, trackingEvents } from "../../../database/schema";
import { maskedPhone } from "@core/delivery-options";
import type { ShipmentFactsChange } from "@core/schemas/shipment-facts";
import { podProblem } from "@core/schemas/shipment-update";
import type { StaffActor } from "@core/staff-access";
import { enqueueBusinessEvents, type AddedEvent } from "../../outbox/channels/business-webhook";
import { podAsPdf } from "../pod-file";
import type { NewEvent } from "../tracking-alerts/context";
import { onShipment, type TrackingContext } from "./context";
import { findShipmentRow, newestEventStatus } from "./lookup";

/** A shipment's delivery facts as staff see them. */
export type ShipmentFacts = {
  destinationPincode: string | null;
  /** "•••• 4321", or null when no phone is stored. */
  phoneLast4: string | null;
  expectedDeliveryDate: string | null;
};

/** A tracking event as ingestion sends it. */
export type IngestedEvent = {
  externalId: string;
  status: string;
  location: string;
  remarks: string;
  occurredAt: Date;
};

/**
 * Creates the shipment or updates its status (ingestion, or a staff member
 * whose change is audited). Returns whether it was new. `pin` (an
 * operator setting the headline by hand) keeps this
 * status as the headline until released, whatever events come after.
 */
export async function upsertShipment(
  context: TrackingContext,
  lrNo: string,
  orderStatus: string,
  actor?: StaffActor,
  { pin = false }: { pin?: boolean } = {},
): Promise<{ created: boolean }> {
  const pinned = pin ? { statusPinned: true } : {};
  const [row] = await context.db
    .insert(shipments)
    .values({ lrNo, orderStatus, ...pinned })
    .onConflictDoUpdate({
      target: shipments.lrNo,
      set: { orderStatus, ...pinned, updatedAt: sql`now()` },
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  context.cache.delete(lrNo);
  const created = Boolean(row?.created);
  if (actor)
    await context.audit.recordBy(actor, created ? "shipment.created" : "shipment.status_changed", {
      target: onShipment(lrNo),
      detail: { order_status: orderStatus, ...(pin ? { pinned: true } : {}) },
    });
  return { created };
}

/**
 * Releases a pinned headline (a staff member's, audited): the headline
 * follows the newest event again, from now. Returns the headline, or
 * null when the shipment does not exist.
 */
export async function followNewestEvent(
  context: TrackingContext,
  lrNo: string,
  actor: StaffActor,
): Promise<string | null> {
  const result = await context.db.transaction(async (tx) => {
    const [shipment] = await tx.select().from(shipments).where(eq(shipments.lrNo, lrNo));
    if (!shipment) return null;
    const orderStatus = (await newestEventStatus(tx, shipment.id)) ?? shipment.orderStatus;
    await tx
      .update(shipments)
      .set({ orderStatus, statusPinned: false, updatedAt: sql`now()` })
      .where(eq(shipments.id, shipment.id));
    await context.audit.recordBy(
      actor,
      "shipment.headline_released",
      { target: onShipment(lrNo), detail: { order_status: orderStatus } },
      tx,
    );
    return orderStatus;
  });
  context.cache.delete(lrNo);
  return result;
}

/**
 * Inserts the events the shipment does not have yet (by `externalId`), each
 * a staff member adds audited with its status; answers those really added.
 * This is the one place tracking events are written (the ingestion API, the
 * staff console, a delivery request's decision), so a business's webhook
 * is queued here, in the same transaction (docs/decisions/042-business-webhooks.md).
 */
async function insertNewEvents(
  context: TrackingContext,
  tx: Transaction,
  shipment: { id: number; lrNo: string },
  events: readonly IngestedEvent[],
  actor?: StaffActor,
): Promise<NewEvent[]> {
  const added: NewEvent[] = [];
  const withIds: AddedEvent[] = [];
  for (const e of events) {
    const inserted = await tx
      .insert(trackingEvents)
      .values({
        shipmentId: shipment.id,
        externalId: e.externalId,
        trackingStatus: e.status,
        location: e.location,
        remarks: e.remarks,
        occurredAt: e.occurredAt,
      })
      .onConflictDoNothing({ target: [trackingEvents.shipmentId, trackingEvents.externalId] })
      .returning({ id: trackingEvents.id });
    if (inserted.length > 0) {
      const event = {
        status: e.status,
        location: e.location,
        remarks: e.remarks,
        occurredAt: e.occurredAt,
      };
      added.push(event);
      withIds.push({ ...event, id: inserted[0]!.id });
    }
    if (inserted.length > 0 && actor)
      await context.audit.recordBy(
        actor,
        "shipment.event_added",
        { target: onShipment(shipment.lrNo), detail: { status: e.status } },
        tx,
      );
  }
  await enqueueBusinessEvents(tx, shipment, withIds);
  return added;
}

/**
 * Appends tracking events (ingestion). An event whose `externalId` the
 * shipment already has is skipped, so a retried call adds nothing twice.
 * Returns null when the shipment does not exist. Each event a staff
 * member adds is audited with its status. Unless an operator pinned it,
 * the headline becomes the newest event's status (an
 * "In Transit" event left the headline at "Delayed").
 */
export async function appendEvents(
  context: TrackingContext,
  lrNo: string,
  events: readonly IngestedEvent[],
  actor?: StaffActor,
  /**
   * A transaction to be part of (a delivery request's decision): the
   * events are added in a savepoint of it, and stand or fall with it.
   */
  within?: Transaction,
): Promise<{ added: number; skipped: number; order_status: string } | null> {
  const result = await (within ?? context.db).transaction(async (tx) => {
    const [shipment] = await tx.select().from(shipments).where(eq(shipments.lrNo, lrNo));
    if (!shipment) return null;
    const added = await insertNewEvents(context, tx, { id: shipment.id, lrNo }, events, actor);
    if (context.onEventsAdded)
      await context.onEventsAdded(tx, { id: shipment.id, lrNo: shipment.lrNo }, added);
    const follows = added.length > 0 && !shipment.statusPinned;
    const orderStatus = (follows && (await newestEventStatus(tx, shipment.id))) || null;
    await tx
      .update(shipments)
      .set({ updatedAt: sql`now()`, ...(orderStatus ? { orderStatus } : {}) })
      .where(eq(shipments.id, shipment.id));
    return {
      added: added.length,
      skipped: events.length - added.length,
      order_status: orderStatus ?? shipment.orderStatus,
    };
  });
  context.cache.delete(lrNo);
  return result;
}

/**
 * The shipment's delivery facts as the staff console shows them: the
 * receiver's phone only as its last four digits. Null when there is no
 * such shipment.
 */
export async function shipmentFacts(
  context: TrackingContext,
  lrNo: string,
): Promise<ShipmentFacts | null> {
  const shipment = await findShipmentRow(context.db, lrNo);
  if (!shipment) return null;
  return {
    destinationPincode: shipment.destinationPincode,
    phoneLast4: maskedPhone(shipment.consigneePhone),
    expectedDeliveryDate: shipment.expectedDeliveryDate,
  };
}

/**
 * Changes the delivery facts: a field left undefined keeps
 * its value, null clears it. A staff member's change is audited with
 * the names of the facts changed, never their values. False when there
 * is no such shipment.
 */
export async function setFacts(
  context: TrackingContext,
  lrNo: string,
  change: ShipmentFactsChange,
  actor?: StaffActor,
): Promise<boolean> {
  const set: ShipmentFactsChange = Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  );
  const changed = Object.keys(set);
  if (changed.length === 0) return (await findShipmentRow(context.db, lrNo)) !== undefined;
  const updated = await context.db
    .update(shipments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(shipments.lrNo, lrNo))
    .returning({ id: shipments.id });
  if (updated.length === 0) return false;
  context.cache.delete(lrNo);
  if (actor)
    await context.audit.recordBy(actor, "shipment.facts_changed", {
      target: onShipment(lrNo),
      detail: { facts: changed },
    });
  return true;
}

/**
 * Stores (or replaces) the POD PDF; a staff member's upload is audited.
 * Returns false when the shipment does not exist.
 */
export async function putPod(
  context: TrackingContext,
  lrNo: string,
  content: Uint8Array,
  fileName: string,
  actor?: StaffActor,
): Promise<boolean> {
  const shipment = await findShipmentRow(context.db, lrNo);
  if (!shipment) return false;
  const values = {
    fileName,
    contentType: "application/pdf",
    size: content.byteLength,
    content,
  };
  await context.db
    .insert(podFiles)
    .values({ shipmentId: shipment.id, ...values })
    .onConflictDoUpdate({ target: podFiles.shipmentId, set: values });
  context.cache.delete(lrNo);
  if (actor)
    await context.audit.recordBy(actor, "shipment.pod_uploaded", {
      target: onShipment(lrNo),
      detail: { size: content.byteLength },
    });
  return true;
}

/**
 * A proof of delivery as sent by either door: checked by its bytes, a
 * photo placed on a PDF page (server/services/pod-file.ts), then stored
 * as putPod does. Null when the shipment does not exist.
 */
export async function putPodFile(
  context: TrackingContext,
  lrNo: string,
  bytes: Uint8Array,
  actor?: StaffActor,
): Promise<{ ok: true; size: number } | { ok: false; problem: string } | null> {
  const problem = podProblem(bytes);
  if (problem) return { ok: false, problem };
  if (!(await findShipmentRow(context.db, lrNo))) return null;
  const converted = await podAsPdf(bytes);
  if (!converted.ok) return { ok: false, problem: converted.message };
  if (!(await putPod(context, lrNo, converted.pdf, `POD-${lrNo}.pdf`, actor))) return null;
  return { ok: true, size: converted.pdf.byteLength };
}
