/**
 * What a shipment's page shows about its delivery (CONTRACT.md
 * "Delivery options for the receiver"), decided once in the loader from the
 * tracking answer and the delivery options service's view, so the page
 * renders plain data: the expected date, a silence of 48 hours or more, a
 * missed delivery, whether "Change delivery" is offered (with its date
 * window) and the requests already made, without personal details.
 */
import { getShipmentStatus, isFinalStatus } from "@core/shipment-status";
import type { OrderTracking, TrackingEntry } from "@core/schemas/tracking";

/** A request as anyone with the LR number may see it: what was asked and its state, nobody's details. */
export type PublicDeliveryRequest = {
  id: string;
  option: string;
  status: string;
  requestedDate?: string;
  branch?: string;
  decisionReason?: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: when operations owe the answer. */
  dueAt?: string;
};

/** What the delivery options service tells the page about one shipment (its DeliveryView). */
export type DeliveryState = {
  /** YYYY-MM-DD, or null when unknown. */
  expectedDeliveryDate: string | null;
  /** Hours since its newest event, when 48 or more and the journey has not ended; else null. */
  silentSinceHours: number | null;
  /** Not ended, and the booking has the two facts a request is proved by. */
  optionsOffered: boolean;
  /** A request waits for operations. */
  waiting: boolean;
  /** The days a reschedule may ask for, as of today. */
  window: { first: string; last: string };
  requests: readonly PublicDeliveryRequest[];
};

export type DeliveryPanel = {
  /** YYYY-MM-DD, or null when unknown or the journey has ended. */
  expected: string | null;
  /** Whether the shipment has had no news for 48 hours or more, its journey not ended. */
  silent: boolean;
  /** The newest event, when it is a delivery attempt. */
  attempt: Pick<TrackingEntry, "orderdate" | "timestamp"> | null;
  /** The days a reschedule may ask for, when the form is offered now. */
  change: { first: string; last: string } | null;
  /** A request waits for an answer: no form until it has one. */
  waiting: boolean;
  /**
   * When the waiting request is due, and the moment the page was made
   * (ISO 8601): the page says "by 1:00 PM today" from both, the same on the
   * server and in the browser (core/answer-by.ts).
   */
  answer: { dueAt: string; asOf: string } | null;
  /** Newest first. */
  requests: PublicDeliveryRequest[];
};

/**
 * The days of silence the page names: SILENCE_HOURS / 24 of
 * core/delivery-options.ts, which the page's scripts may not import (it
 * reaches zod, which the tracking page never loads; delivery-panel.test.ts
 * keeps the two equal).
 */
export const SILENCE_DAYS = 2;

/** The newest event by its id (the API lists them oldest first). */
export function newestEvent(history: readonly TrackingEntry[]): TrackingEntry | undefined {
  return history.reduce<TrackingEntry | undefined>(
    (newest, entry) => (!newest || entry.tracking_id > newest.tracking_id ? entry : newest),
    undefined,
  );
}

/** Delivered or Cancelled, by the shipment's status or any of its events. */
export function journeyEnded(tracking: OrderTracking): boolean {
  return (
    isFinalStatus(tracking.order_status) ||
    tracking.tracking_history.some((entry) => isFinalStatus(entry.tracking_status))
  );
}

/**
 * The panel of one shipment; null when there is nothing to show (the
 * journey has ended, or the service knows nothing of it). The form is
 * offered while nothing waits and the booking can prove a request.
 */
export function deliveryPanel(
  tracking: OrderTracking,
  state: DeliveryState | null,
  now: Date = new Date(),
): DeliveryPanel | null {
  if (!state || journeyEnded(tracking)) return null;
  const newest = newestEvent(tracking.tracking_history);
  const attempted = newest && getShipmentStatus(newest.tracking_status).key === "attempted";
  const requests = [...state.requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const waiting = state.waiting || requests.some((request) => request.status === "received");
  const dueAt = requests.find((request) => request.status === "received")?.dueAt;
  return {
    expected: state.expectedDeliveryDate,
    silent: state.silentSinceHours !== null,
    attempt: attempted ? { orderdate: newest.orderdate, timestamp: newest.timestamp } : null,
    change: state.optionsOffered && !waiting ? state.window : null,
    waiting,
    answer: dueAt ? { dueAt, asOf: now.toISOString() } : null,
    requests,
  };
}
