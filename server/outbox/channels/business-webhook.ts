/**
 * The business webhook channel of the outbox (CONTRACT.md "Business
 * accounts", "webhook"; docs/decisions/042-business-webhooks.md): each new
 * tracking event of a business's shipment, queued in the transaction that
 * adds the event, POSTed to the URL the business had set at that moment,
 * signed as the delivery options' webhooks are (`X-SIL-Signature:
 * sha256=<hex HMAC-SHA256 of the exact body>`, here under the business's own
 * secret) with a stable `Idempotency-Key`, retried with their backoff and
 * given up after the same day.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../../database/client";
import { businesses, businessWebhooks, shipments } from "../../../database/schema";
import {
  BusinessWebhookPayloadSchema,
  type BusinessWebhookPayload,
  type ItemDescription,
} from "@core/schemas/outbox";
import { staffPages } from "@core/staff-access";
import type { SecretBox } from "../../accounts/secret-box";
import { enqueueItems, type Attempt, type ChannelSender, type OutboxItem } from "../queue";
import { givesUpAfterADay, postSigned, WEBHOOK_TIMEOUT_MS, webhookRetryDelayMs } from "./webhook";
import { z } from "@core/zod";

export const BUSINESS_WEBHOOK_EVENT = "tracking.event";

/** A tracking event just added, with its id (the spec's tracking_id). */
export type AddedEvent = {
  id: number;
  status: string;
  location: string;
  remarks: string;
  occurredAt: Date;
};

/** The Idempotency-Key of one event: the same on every try and every "Send again". */
export const eventKey = (eventId: number) => `${BUSINESS_WEBHOOK_EVENT}:${eventId}`;

/**
 * What the receiver answered a try, and when it was tried: its HTTP status
 * and first bytes, none when it could not be reached.
 */
export const BusinessWebhookAnswerSchema = z.object({
  at: z.string().optional(),
  status: z.number().int().optional(),
  answer: z.string().optional(),
});
export type BusinessWebhookAnswer = z.output<typeof BusinessWebhookAnswerSchema>;

export function businessWebhookOf(item: Pick<OutboxItem, "payload">): BusinessWebhookPayload {
  return BusinessWebhookPayloadSchema.parse(item.payload);
}

export function businessAnswerOf(item: Pick<OutboxItem, "lastAnswer">): BusinessWebhookAnswer {
  return item.lastAnswer === null ? {} : BusinessWebhookAnswerSchema.parse(item.lastAnswer);
}

/**
 * Queues the events, in the caller's transaction, when the shipment is a
 * business's and its webhook is on. The body is made here, once: every try
 * sends the same bytes.
 */
export async function enqueueBusinessEvents(
  tx: Transaction,
  shipment: { id: number; lrNo: string },
  events: readonly AddedEvent[],
) {
  if (events.length === 0) return;
  const [hook] = await tx
    .select({
      businessId: businessWebhooks.businessId,
      url: businessWebhooks.url,
      clientRef: shipments.clientRef,
    })
    .from(shipments)
    .innerJoin(businessWebhooks, eq(businessWebhooks.businessId, shipments.businessId))
    .where(and(eq(shipments.id, shipment.id), eq(businessWebhooks.enabled, true)));
  if (!hook) return;
  await enqueueItems(
    tx,
    events.map((e) => {
      const key = eventKey(e.id);
      const body = JSON.stringify({
        event: BUSINESS_WEBHOOK_EVENT,
        id: key,
        lr_no: shipment.lrNo,
        client_ref: hook.clientRef,
        status: e.status,
        remarks: e.remarks,
        location: e.location,
        timestamp: e.occurredAt.toISOString(),
        tracking_id: e.id,
      });
      return {
        channel: "business_webhook" as const,
        payload: {
          businessId: hook.businessId,
          url: hook.url,
          event: BUSINESS_WEBHOOK_EVENT,
          lrNo: shipment.lrNo,
          status: e.status,
          body,
        } satisfies BusinessWebhookPayload,
        key,
        aboutId: hook.businessId,
      };
    }),
  );
}

export type BusinessWebhookChannelOptions = {
  db: Database;
  /** Opens the businesses' sealed secrets; without it nothing can be signed. */
  box: SecretBox | undefined;
  timeoutMs?: number;
  now?: () => Date;
};

/** POSTs business webhook items, each to its own URL under its business's secret. */
export function createBusinessWebhookSender(options: BusinessWebhookChannelOptions): ChannelSender {
  const { db, box, timeoutMs = WEBHOOK_TIMEOUT_MS, now = () => new Date() } = options;

  /** The business's secret as it is now: a new secret signs what still waits. */
  async function secretOf(businessId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ sealed: businessWebhooks.secretSealed, enabled: businessWebhooks.enabled })
      .from(businessWebhooks)
      .where(eq(businessWebhooks.businessId, businessId));
    if (!row?.enabled) return undefined;
    return box?.open(row.sealed);
  }

  async function post(item: OutboxItem): Promise<Attempt> {
    const payload = businessWebhookOf(item);
    const key = item.key ?? item.id;
    const at = now().toISOString();
    const secret = await secretOf(payload.businessId);
    const log = { businessWebhookId: item.id, businessId: payload.businessId };
    if (!secret)
      return {
        delivered: false,
        problem: "the webhook is off, removed, or its secret cannot be opened: not sent",
        answer: { at } satisfies BusinessWebhookAnswer,
        log: { ...log, problem: "no secret" },
      };
    const tried = await postSigned({
      url: payload.url,
      body: payload.body,
      secret,
      event: payload.event,
      key,
      timeoutMs,
    });
    const { status, answer } = tried;
    const kept = { at, status, answer } satisfies BusinessWebhookAnswer;
    if (tried.delivered) return { delivered: true, answer: kept };
    return {
      delivered: false,
      problem: tried.problem,
      answer: kept,
      log: { ...log, status: status ?? null, problem: tried.problem.slice(0, 200) },
    };
  }

  return {
    channel: "business_webhook",
    send: post,
    retryDelayMs: webhookRetryDelayMs,
    givesUp: givesUpAfterADay,
    words: {
      gaveUp: "business webhook given up",
      retrying: "business webhook not delivered; will retry",
      runFailed: "business webhook run failed",
    },
  };
}

/** The businesses the items are for, by id: their legal names. */
export async function webhookBusinesses(
  db: Database,
  items: Pick<OutboxItem, "aboutId">[],
): Promise<Map<string, string>> {
  const ids = [...new Set(items.flatMap((item) => (item.aboutId ? [item.aboutId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: businesses.id, name: businesses.legalName })
    .from(businesses)
    .where(inArray(businesses.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The URL's host only: paths can hold a business's own tokens. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

/**
 * A business webhook on /staff/outbox: the business, the shipment and the
 * event's status, the receiving host, why it was not delivered and the
 * first bytes of the answer. Never the body's full URL or the secret.
 */
export function describeBusinessWebhook(
  item: Pick<OutboxItem, "payload" | "lastAnswer" | "lastError" | "key">,
  businessName: string | undefined,
): ItemDescription {
  const payload = businessWebhookOf(item);
  const { answer } = businessAnswerOf(item);
  const about = `“${payload.status}” of ${payload.lrNo} to ${businessName ?? "a business"}`;
  return {
    title: "A tracking event to a business",
    facts: [
      {
        term: "Business",
        text: businessName ?? "removed",
        href: `${staffPages.businesses.path}/${encodeURIComponent(payload.businessId)}`,
      },
      {
        term: "Shipment",
        text: `${payload.lrNo} (${payload.status})`,
        href: `${staffPages.shipments.path}/${encodeURIComponent(payload.lrNo)}`,
        look: "strong",
      },
      { term: "To", text: hostOf(payload.url), look: "mono" },
      { term: "Key", text: item.key ?? "", look: "mono" },
    ],
    notes: [
      ...(item.lastError ? [{ term: "Why", text: item.lastError, look: "strong" as const }] : []),
      ...(answer
        ? [{ term: "Their answer", text: answer, look: "mono" as const, isolate: true }]
        : []),
    ],
    lastErrorShown: false,
    actions: {
      retry: { label: "Try now", name: `Try the business webhook ${about} now` },
      now: { label: "Try now", name: `Try the business webhook ${about} now` },
    },
  };
}
