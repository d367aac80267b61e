/**
 * Shipment tracking: one service behind the tracking API, both tracking
 * pages, the chat assistant and the company's ingestion API.
 */
import { desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../database/client";
import { podFiles, shipments, trackingEvents } from "../../database/schema";
import type { Transaction } from "../../database/client";
import type { NewEvent } from "./tracking-alerts";
import { formatOrderDate } from "./order-date";
import { createTtlCache } from "./ttl-cache";
import { LrNumberSchema } from "@core/schemas/lr-number";
import { maskedPhone, SILENCE_HOURS } from "@core/delivery-options";
import type { ShipmentFactsChange } from "@core/schemas/shipment-facts";
import { todayInIndia } from "@core/schemas/lead-fields";
import { isFinalStatus } from "@core/shipment-status";
import type { OrderTracking, TrackingEntry } from "@core/schemas/tracking";
import type { StaffActor } from "@core/staff-access";
import { createAuditLog } from "./staff/audit";
import { podAsPdf } from "./pod-file";
import { podProblem } from "@core/schemas/shipment-update";

/** A shipment's delivery facts as staff see them. */
export type ShipmentFacts = {
  destinationPincode: string | null;
  /** "•••• 4321", or null when no phone is stored. */
  phoneLast4: string | null;
  expectedDeliveryDate: string | null;
};

type EventRow = {
  id: number;
  status: string;
  remarks: string;
  location: string;
  at: number | string;
};

export type LrParseResult = { ok: true; lrNo: string } | { ok: false; message: string };

export function parseLrNumber(input: string): LrParseResult {
  const result = LrNumberSchema.safeParse(input);
  return result.success
    ? { ok: true, lrNo: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? "That is not an LR number." };
}

/**
 * How stale a tracking answer may be. Ingestion through this process clears
 * its shipment at once; other processes (PostgreSQL deployments) catch up
 * within this time. It keeps a burst of worried refreshes off the database.
 */
export const TRACKING_CACHE_TTL_MS = 5_000;

/**
 * More columns for the one-shipment lookup, and who keeps them: another
 * service's view of the same shipment read in the same round trip (the
 * delivery view of a shipment's page). `keep` gets each answer
 * with its whole row; the columns may name only "shipments".
 */
export type LookupCompanion = {
  columns: Record<string, SQL | AnyPgColumn>;
  keep(answer: OrderTracking, row: Record<string, unknown>): void;
};

type TrackingOptions = {
  cacheTtlMs?: number;
  companion?: LookupCompanion;
  /**
   * Called in the ingestion's transaction with the events it really added
   * (not the skipped repeats): the tracking alerts queue their e-mails there.
   */
  onEventsAdded?: (
    tx: Transaction,
    shipment: { id: number; lrNo: string },
    events: NewEvent[],
  ) => Promise<void>;
};

export function createTrackingService(
  db: Database,
  { cacheTtlMs = TRACKING_CACHE_TTL_MS, onEventsAdded, companion }: TrackingOptions = {},
) {
  const cache = createTtlCache<OrderTracking | null>({ ttlMs: cacheTtlMs, maxEntries: 5_000 });
  const audit = createAuditLog(db);
  const onShipment = (lrNo: string) => ({ type: "shipment", id: lrNo });

  /**
   * The answer given last time for a shipment, when a reload found nothing
   * changed in it: the very same object, so the pages rendered from it stay
   * cached past the time to live (server/tracking-page-cache.ts). A shipment
   * that changed gets a new object, and its pages are rendered again.
   */
  const lastAnswers = new Map<string, { json: string; answer: OrderTracking }>();
  function unchanged(answer: OrderTracking): OrderTracking {
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

  async function findShipmentRow(lrNo: string) {
    const [row] = await db.select().from(shipments).where(eq(shipments.lrNo, lrNo));
    return row;
  }

  /** The status of the shipment's newest event (by when it happened, then by id), or null. */
  async function newestEventStatus(tx: Database | Transaction, shipmentId: number) {
    const [newest] = await tx
      .select({ status: trackingEvents.trackingStatus })
      .from(trackingEvents)
      .where(eq(trackingEvents.shipmentId, shipmentId))
      .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id))
      .limit(1);
    return newest?.status ?? null;
  }

  /**
   * Every asked shipment with its events and whether it has a POD, in ONE
   * database round trip (the events as a JSON array per shipment), so a
   * batch of 25 costs about what one lookup does. Times travel as epoch
   * milliseconds, whatever the session's time zone.
   */
  /** What a lookup reads of each shipment (the select list of both queries below). */
  const trackingColumns = {
    lrNo: shipments.lrNo,
    orderStatus: shipments.orderStatus,
    expectedDeliveryDate: shipments.expectedDeliveryDate,
    // Written out with table names: Drizzle renders a column of a one-table select unqualified,
    // and an unqualified "id" inside the subquery would be the event's own.
    hasPod: sql<boolean>`exists (select 1 from pod_files p where p.shipment_id = shipments.id)`,
    events: sql<EventRow[]>`coalesce((
      select json_agg(json_build_object(
        'id', e.id, 'status', e.tracking_status, 'remarks', e.remarks, 'location', e.location,
        'at', floor(extract(epoch from e.occurred_at) * 1000)::bigint
      ) order by e.occurred_at, e.id)
      from tracking_events e where e.shipment_id = shipments.id), '[]'::json)`,
  };
  /**
   * One shipment, the lookup of every page opened for the first time: a
   * prepared statement, so the server plans it once a connection (planning
   * it cost as much as running it).
   */
  const oneTracking = db
    .select({ ...companion?.columns, ...trackingColumns })
    .from(shipments)
    .where(eq(shipments.lrNo, sql.placeholder("lrNo")))
    .prepare("tracking_one");

  async function loadTrackings(lrNos: string[]): Promise<Map<string, OrderTracking | null>> {
    const rows =
      lrNos.length === 1
        ? await oneTracking.execute({ lrNo: lrNos[0] })
        : await db.select(trackingColumns).from(shipments).where(inArray(shipments.lrNo, lrNos));
    const found = new Map<string, OrderTracking | null>(lrNos.map((lrNo) => [lrNo, null]));
    for (const row of rows) {
      const events: EventRow[] =
        typeof row.events === "string" ? JSON.parse(row.events) : row.events;
      const history: TrackingEntry[] = events.map((e) => {
        const at = new Date(Number(e.at));
        return {
          tracking_id: e.id,
          tracking_status: e.status,
          remarks: e.remarks,
          location: e.location,
          orderdate: formatOrderDate(at),
          timestamp: at.toISOString(),
        };
      });
      // Cached answers are shared between requests: frozen, so no caller can change one.
      const answer = unchanged(
        Object.freeze({
          lr_no: row.lrNo,
          order_status: row.orderStatus,
          pod: row.hasPod ? `/api/order/web/pod/${row.lrNo}` : null,
          expected_delivery_date: row.expectedDeliveryDate,
          tracking_history: Object.freeze(history.map((e) => Object.freeze(e))) as TrackingEntry[],
        }),
      );
      found.set(row.lrNo, answer);
      if (lrNos.length === 1) companion?.keep(answer, row);
    }
    return found;
  }

  /**
   * Stores (or replaces) the POD PDF; a staff member's upload is audited.
   * Returns false when the shipment does not exist.
   */
  async function putPod(
    lrNo: string,
    content: Uint8Array,
    fileName: string,
    actor?: StaffActor,
  ): Promise<boolean> {
    const shipment = await findShipmentRow(lrNo);
    if (!shipment) return false;
    const values = {
      fileName,
      contentType: "application/pdf",
      size: content.byteLength,
      content,
    };
    await db
      .insert(podFiles)
      .values({ shipmentId: shipment.id, ...values })
      .onConflictDoUpdate({ target: podFiles.shipmentId, set: values });
    cache.delete(lrNo);
    if (actor)
      await audit.recordBy(actor, "shipment.pod_uploaded", {
        target: onShipment(lrNo),
        detail: { size: content.byteLength },
      });
    return true;
  }

  return {
    /**
     * Forgets the cached answer of a shipment changed outside ingestion (a
     * delivery request, its decision): the next lookup reads it again and
     * its page is rendered again.
     */
    forget(lrNo: string) {
      cache.delete(lrNo);
      lastAnswers.delete(lrNo);
    },

    /** The shipment in the API's shape, or null when there is none. `lrNo` must be parsed. */
    findTracking(lrNo: string): Promise<OrderTracking | null> {
      return cache.get(lrNo, () => loadTrackings([lrNo]).then((found) => found.get(lrNo) ?? null));
    },

    /**
     * Several shipments (CONTRACT.md "Tracking several shipments"), through
     * the same cache as single lookups: only the numbers not cached are read,
     * together. `lrNos` must be parsed and distinct; answers come in their order.
     */
    async findTrackings(
      lrNos: readonly string[],
    ): Promise<{ lrNo: string; tracking: OrderTracking | null }[]> {
      const found = await cache.getMany(lrNos, loadTrackings, null);
      return lrNos.map((lrNo) => ({ lrNo, tracking: found.get(lrNo) ?? null }));
    },

    /** The proof-of-delivery PDF, or null. */
    async findPod(lrNo: string) {
      const [row] = await db
        .select({ fileName: podFiles.fileName, content: podFiles.content, size: podFiles.size })
        .from(podFiles)
        .innerJoin(shipments, eq(shipments.id, podFiles.shipmentId))
        .where(eq(shipments.lrNo, lrNo));
      return row ?? null;
    },

    /** The headline status, whether an operator pinned it, and the newest event's status. */
    async findHeadline(
      lrNo: string,
    ): Promise<{ orderStatus: string; pinned: boolean; newestEvent: string | null } | null> {
      const shipment = await findShipmentRow(lrNo);
      if (!shipment) return null;
      return {
        orderStatus: shipment.orderStatus,
        pinned: shipment.statusPinned,
        newestEvent: await newestEventStatus(db, shipment.id),
      };
    },

    /**
     * Creates the shipment or updates its status (ingestion, or a staff member
     * whose change is audited). Returns whether it was new. `pin` (an
     * operator setting the headline by hand) keeps this
     * status as the headline until released, whatever events come after.
     */
    async upsertShipment(
      lrNo: string,
      orderStatus: string,
      actor?: StaffActor,
      { pin = false }: { pin?: boolean } = {},
    ): Promise<{ created: boolean }> {
      const pinned = pin ? { statusPinned: true } : {};
      const [row] = await db
        .insert(shipments)
        .values({ lrNo, orderStatus, ...pinned })
        .onConflictDoUpdate({
          target: shipments.lrNo,
          set: { orderStatus, ...pinned, updatedAt: sql`now()` },
        })
        .returning({ created: sql<boolean>`(xmax = 0)` });
      cache.delete(lrNo);
      const created = Boolean(row?.created);
      if (actor)
        await audit.recordBy(actor, created ? "shipment.created" : "shipment.status_changed", {
          target: onShipment(lrNo),
          detail: { order_status: orderStatus, ...(pin ? { pinned: true } : {}) },
        });
      return { created };
    },

    /**
     * Releases a pinned headline (a staff member's, audited): the headline
     * follows the newest event again, from now. Returns the headline, or
     * null when the shipment does not exist.
     */
    async followNewestEvent(lrNo: string, actor: StaffActor): Promise<string | null> {
      const result = await db.transaction(async (tx) => {
        const [shipment] = await tx.select().from(shipments).where(eq(shipments.lrNo, lrNo));
        if (!shipment) return null;
        const orderStatus = (await newestEventStatus(tx, shipment.id)) ?? shipment.orderStatus;
        await tx
          .update(shipments)
          .set({ orderStatus, statusPinned: false, updatedAt: sql`now()` })
          .where(eq(shipments.id, shipment.id));
        await audit.recordBy(
          actor,
          "shipment.headline_released",
          { target: onShipment(lrNo), detail: { order_status: orderStatus } },
          tx,
        );
        return orderStatus;
      });
      cache.delete(lrNo);
      return result;
    },

    /**
     * Appends tracking events (ingestion). An event whose `externalId` the
     * shipment already has is skipped, so a retried call adds nothing twice.
     * Returns null when the shipment does not exist. Each event a staff
     * member adds is audited with its status. Unless an operator pinned it,
     * the headline becomes the newest event's status (an
     * "In Transit" event left the headline at "Delayed").
     */
    async appendEvents(
      lrNo: string,
      events: readonly {
        externalId: string;
        status: string;
        location: string;
        remarks: string;
        occurredAt: Date;
      }[],
      actor?: StaffActor,
      /**
       * A transaction to be part of (a delivery request's decision): the
       * events are added in a savepoint of it, and stand or fall with it.
       */
      within?: Transaction,
    ): Promise<{ added: number; skipped: number; order_status: string } | null> {
      const result = await (within ?? db).transaction(async (tx) => {
        const [shipment] = await tx.select().from(shipments).where(eq(shipments.lrNo, lrNo));
        if (!shipment) return null;
        const added: NewEvent[] = [];
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
          if (inserted.length > 0)
            added.push({
              status: e.status,
              location: e.location,
              remarks: e.remarks,
              occurredAt: e.occurredAt,
            });
          if (inserted.length > 0 && actor)
            await audit.recordBy(
              actor,
              "shipment.event_added",
              { target: onShipment(lrNo), detail: { status: e.status } },
              tx,
            );
        }
        if (onEventsAdded) await onEventsAdded(tx, { id: shipment.id, lrNo: shipment.lrNo }, added);
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
      cache.delete(lrNo);
      return result;
    },

    /**
     * The shipment's delivery facts as the staff console shows them: the
     * receiver's phone only as its last four digits. Null when there is no
     * such shipment.
     */
    async shipmentFacts(lrNo: string): Promise<ShipmentFacts | null> {
      const shipment = await findShipmentRow(lrNo);
      if (!shipment) return null;
      return {
        destinationPincode: shipment.destinationPincode,
        phoneLast4: maskedPhone(shipment.consigneePhone),
        expectedDeliveryDate: shipment.expectedDeliveryDate,
      };
    },

    /**
     * Changes the delivery facts: a field left undefined keeps
     * its value, null clears it. A staff member's change is audited with
     * the names of the facts changed, never their values. False when there
     * is no such shipment.
     */
    async setFacts(
      lrNo: string,
      change: ShipmentFactsChange,
      actor?: StaffActor,
    ): Promise<boolean> {
      const set = Object.fromEntries(
        Object.entries(change).filter(([, value]) => value !== undefined),
      ) as ShipmentFactsChange;
      const changed = Object.keys(set);
      if (changed.length === 0) return (await findShipmentRow(lrNo)) !== undefined;
      const updated = await db
        .update(shipments)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(shipments.lrNo, lrNo))
        .returning({ id: shipments.id });
      if (updated.length === 0) return false;
      cache.delete(lrNo);
      if (actor)
        await audit.recordBy(actor, "shipment.facts_changed", {
          target: onShipment(lrNo),
          detail: { facts: changed },
        });
      return true;
    },

    /**
     * A proof of delivery as sent by either door: checked by its bytes, a
     * photo placed on a PDF page (server/services/pod-file.ts), then stored
     * as putPod does. Null when the shipment does not exist.
     */
    async putPodFile(
      lrNo: string,
      bytes: Uint8Array,
      actor?: StaffActor,
    ): Promise<{ ok: true; size: number } | { ok: false; problem: string } | null> {
      const problem = podProblem(bytes);
      if (problem) return { ok: false, problem };
      if (!(await findShipmentRow(lrNo))) return null;
      const converted = await podAsPdf(bytes);
      if (!converted.ok) return { ok: false, problem: converted.message };
      if (!(await putPod(lrNo, converted.pdf, `POD-${lrNo}.pdf`, actor))) return null;
      return { ok: true, size: converted.pdf.byteLength };
    },

    /** Stores (or replaces) the POD PDF (see the function). */
    putPod,
  };
}

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

export type TrackingService = ReturnType<typeof createTrackingService>;
