/**
 * What a shipment's page shows of its delivery to anyone with the LR
 * number: the expected date, a 48-hour silence, whether the options are
 * offered, and the requests made, without anyone's details. Read in one
 * statement, or with the tracking lookup (`createDeliveryViewPrefetch`).
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { shipments } from "../../../database/schema";
import {
  rescheduleWindow,
  SILENCE_HOURS,
  type DeliveryOption,
  type DeliveryRequestStatus,
} from "@core/delivery-options";
import {
  DeliveryViewRequestsSchema,
  DeliveryViewRowSchema,
  type DeliveryViewRow,
} from "@core/schemas/delivery-view";
import { todayInIndia } from "@core/schemas/lead-fields";
import type { OrderTracking } from "@core/schemas/tracking";
import { isFinalStatus } from "@core/shipment-status";
import { TRACKING_CACHE_TTL_MS } from "../tracking";
import type { LookupCompanion } from "../tracking/context";
import type { DeliveryOptionsContext } from "./context";

const HOUR_MS = 60 * 60 * 1000;

/** A request as the shipment's page and its API show it to anyone with the LR number. */
export type PublicDeliveryRequest = {
  id: string;
  option: DeliveryOption;
  status: DeliveryRequestStatus;
  /** reschedule: the day asked for (YYYY-MM-DD). */
  requestedDate?: string;
  /** collect: the branch's key (core/content/company.ts `branches`), as stored. */
  branch?: string;
  /** declined (or a note on acceptance): written by operations for the receiver. */
  decisionReason?: string;
  createdAt: string;
  /** While it waits: when operations owe the answer, 4 working hours after it arrived. */
  dueAt?: string;
  decidedAt?: string;
};

export type DeliveryView = {
  expectedDeliveryDate: string | null;
  /** Hours since the last event, when that is 48 or more and the shipment is not Delivered or Cancelled. */
  silentSinceHours: number | null;
  /**
   * Whether the options are offered: not Delivered or Cancelled, and the
   * booking has both facts to prove them by (a shipment without them offers
   * nothing rather than a form nobody can pass).
   */
  optionsOffered: boolean;
  /** Whether a request waits for operations (then no new one is taken). */
  waiting: boolean;
  /** The dates a reschedule may ask for, from today (India's calendar). */
  window: { first: string; last: string };
  /** Newest first. */
  requests: PublicDeliveryRequest[];
};

/**
 * What a shipment's delivery view reads, as columns of one row of
 * "shipments": its facts, its last event and statuses, and its requests as
 * a JSON array (times as epoch milliseconds). Subqueries name their tables:
 * drizzle leaves a one-table query's columns unqualified, and "id" inside
 * them would be the event's own.
 */
const viewColumns = {
  orderStatus: shipments.orderStatus,
  expectedDeliveryDate: shipments.expectedDeliveryDate,
  createdAt: shipments.createdAt,
  // Both facts the proof asks for are on the booking; their values stay in the database.
  provable: sql<boolean>`("shipments"."destination_pincode" is not null and "shipments"."consignee_phone" is not null)`,
  lastAt: sql<
    Date | string | null
  >`(select max(e.occurred_at) from tracking_events e where e.shipment_id = "shipments"."id")`,
  statuses: sql<
    string[]
  >`array(select e.tracking_status from tracking_events e where e.shipment_id = "shipments"."id")`,
  requests: sql<unknown>`coalesce((
    select json_agg(json_build_object(
      'id', r.id, 'option', r.option, 'status', r.status, 'requestedDate', r.requested_date,
      'branch', r.branch, 'decisionReason', r.decision_reason,
      'decidedAt', floor(extract(epoch from r.decided_at) * 1000)::bigint,
      'dueAt', floor(extract(epoch from r.due_at) * 1000)::bigint,
      'createdAt', floor(extract(epoch from r.created_at) * 1000)::bigint
    ) order by r.created_at desc)
    from delivery_requests r where r.shipment_id = "shipments"."id"), '[]'::json)`,
};

/**
 * What the view reads, in ONE prepared statement (see `viewColumns`),
 * unless the tracking lookup just read it with the shipment's answer.
 */
export function prepareView(db: Database) {
  return db
    .select(viewColumns)
    .from(shipments)
    .where(eq(shipments.lrNo, sql.placeholder("lrNo")))
    .prepare("delivery_view");
}

/** The view from its row at `now` (the silence and the reschedule window depend on the day). */
function viewFrom(found: DeliveryViewRow, now: Date): DeliveryView {
  // Ended (Delivered or Cancelled), by its status or an event.
  const ended =
    isFinalStatus(found.orderStatus) || found.statuses.some((status) => isFinalStatus(status));
  const lastAt = found.lastAt ? new Date(found.lastAt) : found.createdAt;
  const hours = Math.floor((now.getTime() - lastAt.getTime()) / HOUR_MS);
  const rows = DeliveryViewRequestsSchema.parse(found.requests);
  const requests = rows.map((row): PublicDeliveryRequest => {
    const shown: PublicDeliveryRequest = {
      id: row.id,
      option: row.option,
      status: row.status,
      createdAt: new Date(Number(row.createdAt)).toISOString(),
    };
    // The page says by when; once answered, the promise no longer concerns the receiver.
    if (row.status === "received") shown.dueAt = new Date(Number(row.dueAt)).toISOString();
    if (row.requestedDate) shown.requestedDate = row.requestedDate;
    if (row.branch) shown.branch = row.branch;
    if (row.decisionReason) shown.decisionReason = row.decisionReason;
    if (row.decidedAt !== null) shown.decidedAt = new Date(Number(row.decidedAt)).toISOString();
    return shown;
  });
  return {
    expectedDeliveryDate: found.expectedDeliveryDate,
    silentSinceHours: !ended && hours >= SILENCE_HOURS ? hours : null,
    optionsOffered: !ended && found.provable,
    waiting: rows.some((r) => r.status === "received"),
    window: rescheduleWindow(found.expectedDeliveryDate, todayInIndia(now)),
    requests,
  };
}

/**
 * The delivery view read in the tracking lookup's own query (its
 * LookupCompanion): a shipment's page opened for the first time then costs
 * one database round trip, not two. Each answer keeps the view
 * read with it for `maxAgeMs`, the tracking answers' own time to live: the
 * page shows the view as fresh as its timeline. A request stored or decided
 * here drops the answer (`onChange`), so the next lookup reads both again.
 */
export function createDeliveryViewPrefetch(maxAgeMs = TRACKING_CACHE_TTL_MS) {
  const kept = new WeakMap<OrderTracking, { row: DeliveryViewRow; at: number }>();
  return {
    columns: viewColumns,
    keep(answer: OrderTracking, row: Record<string, unknown>) {
      // The lookup's row holds these columns among its own; one not as read is not kept.
      const parsed = DeliveryViewRowSchema.safeParse(row);
      if (parsed.success) kept.set(answer, { row: parsed.data, at: Date.now() });
    },
    /** The view read with this answer, while fresh. */
    take(answer: OrderTracking): DeliveryViewRow | undefined {
      const entry = kept.get(answer);
      return entry && Date.now() - entry.at <= maxAgeMs ? entry.row : undefined;
    },
  } satisfies LookupCompanion & Record<string, unknown>;
}
export type DeliveryViewPrefetch = ReturnType<typeof createDeliveryViewPrefetch>;

/**
 * The shipment's delivery facts and requests as anyone with the LR number
 * may see them; null when none. Given the tracking answer the page shows,
 * the view read with it (`createDeliveryViewPrefetch`) when still fresh.
 */
export async function forShipment(
  context: DeliveryOptionsContext,
  lrNo: string,
  now: Date = new Date(),
  tracking?: OrderTracking,
): Promise<DeliveryView | null> {
  const found =
    (tracking && context.prefetch?.take(tracking)) ?? (await context.viewOf.execute({ lrNo }))[0];
  return found ? viewFrom(found, now) : null;
}
