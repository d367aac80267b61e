/**
 * Shipment tracking: one service behind the tracking API, both tracking
 * pages, the chat assistant and the company's ingestion API. Its parts:
 * the lookups (./tracking/lookup.ts) and what changes a shipment
 * (./tracking/ingestion.ts), sharing one context (./tracking/context.ts).
 */
import type { Database } from "../../database/client";
import { LrNumberSchema } from "@core/schemas/lr-number";
import { bindContext } from "./bind-context";
import { createAuditLog } from "./staff/audit";
import { createTtlCache } from "./ttl-cache";
import type { OnEventsAdded, TrackingContext } from "./tracking/context";
import {
  appendEvents,
  followNewestEvent,
  putPod,
  putPodFile,
  setFacts,
  shipmentFacts,
  upsertShipment,
} from "./tracking/ingestion";
import { findHeadline, findPod, findTracking, findTrackings, forget } from "./tracking/lookup";
import { prepareOneTracking, type LookupCompanion } from "./tracking/statements";

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

type TrackingOptions = {
  cacheTtlMs?: number;
  companion?: LookupCompanion;
  onEventsAdded?: OnEventsAdded;
};

/** The service's functions, bound to one database and its caches. */
export function createTrackingService(
  db: Database,
  { cacheTtlMs = TRACKING_CACHE_TTL_MS, onEventsAdded, companion }: TrackingOptions = {},
) {
  const context: TrackingContext = {
    db,
    cache: createTtlCache({ ttlMs: cacheTtlMs, maxEntries: 5_000 }),
    lastAnswers: new Map(),
    audit: createAuditLog(db),
    oneTracking: prepareOneTracking(db, companion),
    companion,
    onEventsAdded,
  };
  const bind = bindContext(context);
  return {
    forget: bind(forget),
    findTracking: bind(findTracking),
    findTrackings: bind(findTrackings),
    findPod: bind(findPod),
    findHeadline: bind(findHeadline),
    upsertShipment: bind(upsertShipment),
    followNewestEvent: bind(followNewestEvent),
    appendEvents: bind(appendEvents),
    shipmentFacts: bind(shipmentFacts),
    setFacts: bind(setFacts),
    putPodFile: bind(putPodFile),
    putPod: bind(putPod),
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
