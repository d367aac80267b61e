/**
 * What a shipment's page shows of its delivery to anyone with the LR
 * number: the expected date, a 48-hour silence, whether the options are
 * offered, and the requests made, without anyone's details, from what
 * ./view-query.ts reads.
 */
import {
  rescheduleWindow,
  SILENCE_HOURS,
  type DeliveryOption,
  type DeliveryRequestStatus,
} from "@core/delivery-options";
import { DeliveryViewRequestsSchema, type DeliveryViewRow } from "@core/schemas/delivery-view";
import { todayInIndia } from "@core/schemas/lead-fields";
import type { OrderTracking } from "@core/schemas/tracking";
import { isFinalStatus } from "@core/shipment-status";
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
