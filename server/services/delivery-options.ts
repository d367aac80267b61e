/**
 * Delivery options for the receiver (CONTRACT.md "Delivery options for the
 * receiver"; docs/decisions/033-delivery-options.md): the person a
 * shipment is for proves it with two facts of the booking (the delivery
 * PIN code and the last 4 digits of their phone) and asks for a new date,
 * leaves instructions, gives the driver another phone, or collects it at a
 * branch. One request waits per shipment; operations answer it within 4
 * working hours (./delivery-desk.ts), and its page says by when. Each
 * request and decision is told to the company's systems through the
 * webhook outbox (./webhooks.ts), in the same transaction.
 *
 * Personal data stays out of logs and out of the public view: the log
 * names the LR number, the option and the request's id; the page shows the
 * option, its state, a new date or a branch, never a phone, an e-mail or
 * the instructions' text.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { deliveryRequests, shipments, trackingEvents } from "../../database/schema";
import {
  DELIVERY_PROOF_LIMITS,
  DELIVERY_REQUEST_DUE_HOURS,
  findBranch,
  inRescheduleWindow,
  rescheduleWindow,
  SILENCE_HOURS,
  type BranchKey,
  type DeliveryOption,
  type DeliveryRequestStatus,
} from "@core/delivery-options";
import type { Lang } from "@core/i18n";
import {
  DeliveryRequestSchema,
  deliveryMessages,
  type DeliveryRequestFields,
} from "@core/schemas/delivery-request";
import { todayInIndia } from "@core/schemas/lead-fields";
import { isFinalStatus } from "@core/shipment-status";
import type { OrderTracking } from "@core/schemas/tracking";
import type { Logger } from "../logger";
import { TRACKING_CACHE_TTL_MS, type LookupCompanion } from "./tracking";
import { rateLimitKey } from "../visitor";
import { hashIp } from "./ip-hash";
import type { RateLimits } from "./rate-limit";
import { claimKey, findReplay, fingerprintOf, KeyTaken } from "./idempotency";
import { captchaErrors, type CaptchaService } from "./captcha";
import { captchaFields } from "@core/schemas/captcha";
import { addWorkingHours } from "@core/working-hours";
import { answerBy } from "@core/answer-by";
import { deliveryOptionTexts } from "@core/content/delivery-options";
import { texts as statusTexts } from "@core/content/shipment-statuses";
import { tellOperations } from "./team-emails";
import { enqueueWebhook } from "./webhooks";

/** Idempotency keys of the JSON door are kept apart from the lead forms' by this scope. */
const IDEMPOTENCY_SCOPE = "delivery-request";

function jsonObject(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const HOUR_MS = 60 * 60 * 1000;

export type RequestOutcome =
  | { kind: "created"; id: string; status: "received" }
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "wrong-facts" }
  | { kind: "locked"; retryAfterSeconds: number }
  | { kind: "closed" }
  | { kind: "waiting" }
  | { kind: "not-found" }
  /** The Idempotency-Key was used before for a different request (the JSON door's 422). */
  | { kind: "key-reused" };

/** A request as the shipment's page and its API show it to anyone with the LR number. */
export type PublicDeliveryRequest = {
  id: string;
  option: DeliveryOption;
  status: DeliveryRequestStatus;
  /** reschedule: the day asked for (YYYY-MM-DD). */
  requestedDate?: string;
  /** collect: the branch's key (core/content/company.ts `branches`). */
  branch?: BranchKey;
  /** declined (or a note on acceptance): written by operations for the receiver. */
  decisionReason?: string;
  createdAt: string;
  /** While it waits: when operations owe the answer, 4 working hours after it arrived. */
  dueAt?: string;
  decidedAt?: string;
};

/** A request as the view's query gives it (json_build_object: times as epoch milliseconds). */
type RequestRow = {
  id: string;
  option: string;
  status: string;
  requestedDate: string | null;
  branch: string | null;
  decisionReason: string | null;
  decidedAt: number | string | null;
  dueAt: number | string;
  createdAt: number | string;
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

/** The webhook's account of a request: what the company's systems need to act (docs/webhooks.md). */
export function requestPayload(
  row: typeof deliveryRequests.$inferSelect,
  lrNo: string,
): Record<string, unknown> {
  const branch = findBranch(row.branch);
  return {
    request_id: row.id,
    lr_no: lrNo,
    option: row.option,
    status: row.status,
    requested_date: row.requestedDate,
    instructions: row.instructions,
    alternate_phone: row.alternatePhone,
    branch: branch
      ? { key: branch.key, name: branch.name, address: branch.address, pincode: branch.pincode }
      : null,
    language: row.language,
    decision_reason: row.decisionReason,
    due_at: row.dueAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** A unique index said no: for delivery_requests, a request already waits. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}

type Dependencies = {
  db: Database;
  rateLimits: RateLimits;
  /** The arithmetic captcha a shipment's form asks once it has had 5 wrong tries in the hour. */
  captcha: CaptchaService;
  secret: string;
  logger: Logger;
  /** DELIVERY_WEBHOOK_URL is set: requests and decisions become webhook rows of the outbox. */
  webhooks: boolean;
  /** Called after a request is stored or decided: the shipment's cached answers are dropped. */
  onChange?: (lrNo: string) => void;
  /** The views the tracking lookup read with its answers. */
  prefetch?: DeliveryViewPrefetch;
  /** For the console's link in operations' e-mail (default http://localhost:3000). */
  siteUrl?: string;
  /** MAIL_TO_OPS: told of every new request (default: the general e-mail). */
  opsInbox?: string;
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
  requests: sql<RequestRow[] | string>`coalesce((
    select json_agg(json_build_object(
      'id', r.id, 'option', r.option, 'status', r.status, 'requestedDate', r.requested_date,
      'branch', r.branch, 'decisionReason', r.decision_reason,
      'decidedAt', floor(extract(epoch from r.decided_at) * 1000)::bigint,
      'dueAt', floor(extract(epoch from r.due_at) * 1000)::bigint,
      'createdAt', floor(extract(epoch from r.created_at) * 1000)::bigint
    ) order by r.created_at desc)
    from delivery_requests r where r.shipment_id = "shipments"."id"), '[]'::json)`,
};
type ViewRow = {
  orderStatus: string;
  expectedDeliveryDate: string | null;
  createdAt: Date;
  provable: boolean;
  lastAt: Date | string | null;
  statuses: string[];
  requests: RequestRow[] | string;
};

/** The view from its row at `now` (the silence and the reschedule window depend on the day). */
function viewFrom(found: ViewRow, now: Date): DeliveryView {
  // Ended (Delivered or Cancelled), by its status or an event.
  const ended =
    isFinalStatus(found.orderStatus) || found.statuses.some((status) => isFinalStatus(status));
  const lastAt = found.lastAt ? new Date(found.lastAt) : found.createdAt;
  const hours = Math.floor((now.getTime() - lastAt.getTime()) / HOUR_MS);
  const rows: RequestRow[] =
    typeof found.requests === "string" ? JSON.parse(found.requests) : found.requests;
  const requests = rows.map((row): PublicDeliveryRequest => {
    const shown: PublicDeliveryRequest = {
      id: row.id,
      option: row.option as DeliveryOption,
      status: row.status as DeliveryRequestStatus,
      createdAt: new Date(Number(row.createdAt)).toISOString(),
    };
    // The page says by when; once answered, the promise no longer concerns the receiver.
    if (row.status === "received") shown.dueAt = new Date(Number(row.dueAt)).toISOString();
    if (row.requestedDate) shown.requestedDate = row.requestedDate;
    if (row.branch) shown.branch = row.branch as BranchKey;
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
  const kept = new WeakMap<OrderTracking, { row: ViewRow; at: number }>();
  return {
    columns: viewColumns,
    keep(answer: OrderTracking, row: Record<string, unknown>) {
      kept.set(answer, { row: row as ViewRow, at: Date.now() });
    },
    /** The view read with this answer, while fresh. */
    take(answer: OrderTracking): ViewRow | undefined {
      const entry = kept.get(answer);
      return entry && Date.now() - entry.at <= maxAgeMs ? entry.row : undefined;
    },
  } satisfies LookupCompanion & Record<string, unknown>;
}
export type DeliveryViewPrefetch = ReturnType<typeof createDeliveryViewPrefetch>;

export function createDeliveryOptions(deps: Dependencies) {
  const { db, logger } = deps;

  const shipmentKey = (lrNo: string) => `lr:${lrNo}`;
  const addressKey = (ipHash: string) => `ip:${ipHash}`;
  const pairKey = (lrNo: string, ipHash: string) => `lr:${lrNo}:ip:${ipHash}`;

  async function findShipment(lrNo: string) {
    const [row] = await db.select().from(shipments).where(eq(shipments.lrNo, lrNo));
    return row;
  }

  /** Whether the shipment has ended (Delivered or Cancelled), by its status or an event. */
  async function hasEnded(shipment: { id: number; orderStatus: string }) {
    if (isFinalStatus(shipment.orderStatus)) return true;
    const events = await db
      .select({ status: trackingEvents.trackingStatus })
      .from(trackingEvents)
      .where(eq(trackingEvents.shipmentId, shipment.id));
    return events.some((e) => isFinalStatus(e.status));
  }

  /** The address's own locks: out of this shipment, or out of all (never the shipment for everyone). */
  async function lockOf(lrNo: string, ipHash: string) {
    const locks = [
      ["deliveryProof", pairKey(lrNo, ipHash)],
      ["deliveryProofAddress", addressKey(ipHash)],
    ] as const;
    for (const [budget, key] of locks) {
      const verdict = await deps.rateLimits.spent(budget, key);
      if (!verdict.ok) return verdict.retryAfterSeconds;
    }
    return null;
  }

  /** Whether the shipment's form asks the captcha: 5 wrong tries in the hour, from anywhere. */
  async function needsCaptcha(lrNo: string): Promise<boolean> {
    const tries = await deps.rateLimits.used("deliveryProofShipment", shipmentKey(lrNo));
    return tries >= DELIVERY_PROOF_LIMITS.captchaAfter;
  }

  /** The captcha's token and answer as sent, or the message for `captchaInput`. */
  function captchaAnswerOf(fields: unknown): { token: string; input: string } | string {
    const body = jsonObject(fields) ?? {};
    const input = captchaFields.captchaInput.safeParse(body.captchaInput);
    if (!input.success) return input.error.issues[0]!.message;
    const token = captchaFields.captchaToken.safeParse(body.captchaToken);
    if (!token.success || token.data === "") return captchaErrors.expired;
    return { token: token.data, input: input.data };
  }

  /** The first messages of each field, as the lead forms give them. */
  function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
    const errors: Record<string, string[]> = {};
    for (const issue of issues) {
      const key = issue.path.map(String).join(".") || "body";
      (errors[key] ??= []).push(issue.message);
    }
    return errors;
  }

  /**
   * A receiver's request. Checked in this order: the shipment exists, has
   * not ended, this address is not locked for wrong tries, the fields (the
   * captcha's answer with them once the shipment asks it; a new date's
   * window), no request waits, the captcha, then the two facts. A wrong
   * fact (either, or both) is answered alike and counted three ways: for
   * this address on this shipment (the fifth in an hour locks it out of
   * the shipment), for the address (the tenth locks it out of all), and for
   * the shipment (past the fifth its form asks the captcha).
   */
  async function request(
    lrNo: string,
    fields: unknown,
    meta: {
      ipHash: string;
      language: Lang;
      now?: Date;
      /** The JSON door's Idempotency-Key: a retry of a stored request answers it again. */
      idempotencyKey?: string;
    },
  ): Promise<RequestOutcome> {
    const at = meta.now ?? new Date();
    const shipment = await findShipment(lrNo);
    if (!shipment) return { kind: "not-found" };
    const key = meta.idempotencyKey;
    const fingerprint = key
      ? await fingerprintOf({ lr_no: shipment.lrNo, ...(jsonObject(fields) ?? {}) })
      : "";
    if (key) {
      const replay = await findReplay(db, IDEMPOTENCY_SCOPE, key, fingerprint);
      if (replay?.status === "accepted")
        return { kind: "created", id: replay.id, status: "received" };
      if (replay) return { kind: "key-reused" };
    }
    if (await hasEnded(shipment)) return { kind: "closed" };
    const locked = await lockOf(shipment.lrNo, meta.ipHash);
    if (locked !== null) return { kind: "locked", retryAfterSeconds: locked };

    const parsed = DeliveryRequestSchema.safeParse(fields);
    const captcha = (await needsCaptcha(shipment.lrNo)) ? captchaAnswerOf(fields) : null;
    if (!parsed.success || typeof captcha === "string") {
      const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
      if (typeof captcha === "string") errors.captchaInput = [captcha];
      return { kind: "invalid", errors };
    }
    const data: DeliveryRequestFields = parsed.data;
    if (data.date) {
      const window = rescheduleWindow(shipment.expectedDeliveryDate, todayInIndia(at));
      if (!inRescheduleWindow(data.date, window))
        return {
          kind: "invalid",
          errors: { date: [deliveryMessages.dateWindow(window.first, window.last)] },
        };
    }

    const [waiting] = await db
      .select({ id: deliveryRequests.id })
      .from(deliveryRequests)
      .where(
        and(eq(deliveryRequests.shipmentId, shipment.id), eq(deliveryRequests.status, "received")),
      );
    if (waiting) return { kind: "waiting" };
    if (captcha) {
      // The token is spent, right or wrong: one answer per question.
      const verdict = await deps.captcha.verify(captcha.token, captcha.input);
      if (verdict !== "ok")
        return { kind: "invalid", errors: { captchaInput: [captchaErrors[verdict]] } };
    }

    const bookedLast4 = (shipment.consigneePhone ?? "").replace(/\D/g, "").slice(-4);
    const proved =
      shipment.destinationPincode !== null &&
      bookedLast4.length === 4 &&
      data.pincode === shipment.destinationPincode &&
      data.phone_last4 === bookedLast4;
    if (!proved) {
      // All counted, whatever the first said: the answer is the same for the fifth as for the first.
      await deps.rateLimits.consume("deliveryProof", pairKey(shipment.lrNo, meta.ipHash));
      await deps.rateLimits.consume("deliveryProofAddress", addressKey(meta.ipHash));
      await deps.rateLimits.consume("deliveryProofShipment", shipmentKey(shipment.lrNo));
      logger.info({ lrNo, option: data.option }, "delivery request refused: facts do not match");
      return { kind: "wrong-facts" };
    }

    const dueAt = addWorkingHours(at, DELIVERY_REQUEST_DUE_HOURS);
    let id: string;
    try {
      id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(deliveryRequests)
          .values({
            shipmentId: shipment.id,
            option: data.option,
            requestedDate: data.date ?? null,
            instructions: data.instructions ?? null,
            alternatePhone: data.phone ?? null,
            branch: data.branch ?? null,
            email: data.email ?? null,
            language: meta.language,
            dueAt,
            ipHash: meta.ipHash,
            createdAt: at,
          })
          .returning();
        await tellOperations(tx, { ...row!, lrNo: shipment.lrNo }, deps);
        if (key)
          await claimKey(tx, {
            scope: IDEMPOTENCY_SCOPE,
            key,
            fingerprint,
            recordId: row!.id,
            // In English, as the JSON door answers.
            message: deliveryMessages.received(
              answerBy(dueAt, at, deliveryOptionTexts.answerBy, statusTexts.en.dates.months),
            ),
          });
        if (deps.webhooks)
          await enqueueWebhook(tx, {
            event: "delivery_request.created",
            key: `delivery_request.created:${row!.id}`,
            aboutId: row!.id,
            at,
            data: requestPayload(row!, shipment.lrNo),
          });
        return row!.id;
      });
    } catch (error) {
      // The same key twice at once: the first one's answer.
      if (error instanceof KeyTaken && key) return request(lrNo, fields, meta);
      // Two requests at once: the one-waiting index lets one through.
      if (isUniqueViolation(error)) return { kind: "waiting" };
      throw error;
    }
    deps.onChange?.(shipment.lrNo);
    logger.info({ lrNo, option: data.option, requestId: id }, "delivery request received");
    return { kind: "created", id, status: "received" };
  }

  /**
   * What the view reads, in ONE prepared statement (see `viewColumns`),
   * unless the tracking lookup just read it with the shipment's answer.
   */
  const viewOf = db
    .select(viewColumns)
    .from(shipments)
    .where(eq(shipments.lrNo, sql.placeholder("lrNo")))
    .prepare("delivery_view");

  /**
   * The shipment's delivery facts and requests as anyone with the LR number
   * may see them; null when none. Given the tracking answer the page shows,
   * the view read with it (`createDeliveryViewPrefetch`) when still fresh.
   */
  async function forShipment(
    lrNo: string,
    now: Date = new Date(),
    tracking?: OrderTracking,
  ): Promise<DeliveryView | null> {
    const found =
      (tracking && deps.prefetch?.take(tracking)) ?? (await viewOf.execute({ lrNo }))[0];
    return found ? viewFrom(found, now) : null;
  }

  return {
    request,
    forShipment,
    /** Whether the shipment's form asks the captcha now (the page shows it with a refused request). */
    needsCaptcha: (lrNo: string) => needsCaptcha(lrNo),
    /**
     * The address as `request` counts it (its `meta.ipHash`): keyed by the
     * secret, IPv6 by its /64 like every other limit.
     */
    addressOf: (ip: string) => hashIp(deps.secret, rateLimitKey(ip)),
    /** The proof's limits, as the page says them. */
    limits: DELIVERY_PROOF_LIMITS,
  };
}

export type DeliveryOptions = ReturnType<typeof createDeliveryOptions>;
