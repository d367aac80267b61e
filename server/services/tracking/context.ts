/**
 * What the tracking service's functions share (../tracking.ts binds them to
 * one): the database, the cached answers, the audit log, and what the
 * service was built with.
 */
import type { Database, Transaction } from "../../../database/client";
import type { OrderTracking } from "@core/schemas/tracking";
import type { AuditLog } from "../staff/audit";
import type { NewEvent } from "../tracking-alerts/context";
import type { createTtlCache } from "../ttl-cache";
import type { LookupCompanion, prepareOneTracking } from "./statements";

/**
 * Called in the ingestion's transaction with the events it really added
 * (not the skipped repeats): the tracking alerts queue their e-mails there.
 */
export type OnEventsAdded = (
  tx: Transaction,
  shipment: { id: number; lrNo: string },
  events: NewEvent[],
) => Promise<void>;

export type TrackingContext = {
  db: Database;
  /** Answers by LR number, a few seconds stale at most (TRACKING_CACHE_TTL_MS). */
  cache: ReturnType<typeof createTtlCache<OrderTracking | null>>;
  /** The answer given last time for each shipment, with its JSON (see `unchanged`). */
  lastAnswers: Map<string, { json: string; answer: OrderTracking }>;
  audit: AuditLog;
  /** The prepared one-shipment lookup (with the companion's columns). */
  oneTracking: ReturnType<typeof prepareOneTracking>;
  companion?: LookupCompanion;
  onEventsAdded?: OnEventsAdded;
};

/** An audit row's target: the shipment, by its LR number. */
export const onShipment = (lrNo: string) => ({ type: "shipment", id: lrNo });
