/**
 * The webhook channel of the outbox: events for the company's own systems
 * (CONTRACT.md "Delivery options for the receiver", "the company's
 * systems"; docs/webhooks.md). An item is one event, written in the same
 * transaction as what it tells, so a request is never stored without its
 * event or the other way round. It is POSTed with its body exactly as
 * stored, signed `X-SIL-Signature: sha256=<hex HMAC-SHA256 of the body
 * under WEBHOOK_SECRET>`, with the item's key as `Idempotency-Key` (the
 * same on every try), retried with backoff for a day, then failed for
 * operations to retry (/staff/outbox).
 */
import { createHmac } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { deliveryRequests, shipments } from "../../../database/schema";
import { isDeliveryOption, OPTION_LABELS, type DeliveryOption } from "@core/delivery-options";
import {
  WebhookAnswerSchema,
  WebhookPayloadSchema,
  type ItemDescription,
  type WebhookAnswer,
  type WebhookPayload,
} from "@core/schemas/outbox";
import { staffPages } from "@core/staff-access";
import { enqueueItems, type Attempt, type ChannelSender, type OutboxItem } from "../queue";
import { answerProblem, answerStart, webhookProblem } from "./webhook-problems";

export const SIGNATURE_HEADER = "X-SIL-Signature";
export const WEBHOOK_EVENTS = ["delivery_request.created", "delivery_request.decided"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Tries go on this long after the event, then it is `failed`. */
export const WEBHOOK_GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** How long one POST may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** 30 s after the first failure, doubling to at most 2 hours: 19 tries in a day, the last at about 22 hours. */
export function webhookRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 2 * 60 * 60_000);
}

/** `sha256=<hex HMAC-SHA256 of the exact body under the secret>`. */
export function signWebhook(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

type Writer = Pick<Database, "insert">;

/**
 * Queues one event in the caller's transaction. `key` names the event once
 * (a retried decision writes nothing twice: the key is unique).
 */
export async function enqueueWebhook(
  tx: Writer,
  event: { event: WebhookEvent; key: string; aboutId: string; at: Date; data: unknown },
) {
  const body = JSON.stringify({
    event: event.event,
    id: event.key,
    occurred_at: event.at.toISOString(),
    data: event.data,
  });
  await enqueueItems(tx, [
    {
      channel: "webhook",
      payload: { event: event.event, body } satisfies WebhookPayload,
      key: event.key,
      aboutId: event.aboutId,
      at: event.at,
    },
  ]);
}

/** A webhook item's event and body. */
export function webhookOf(item: Pick<OutboxItem, "payload">): WebhookPayload {
  return WebhookPayloadSchema.parse(item.payload);
}

/** What the receiver answered its last try, if anything. */
export function webhookAnswerOf(item: Pick<OutboxItem, "lastAnswer">): WebhookAnswer {
  return item.lastAnswer === null ? {} : WebhookAnswerSchema.parse(item.lastAnswer);
}

export type WebhookChannelOptions = {
  url: string;
  secret: string;
  timeoutMs?: number;
};

/** What one signed POST got: a 2xx, or why not; the answer's first bytes either way. */
export type SignedPost =
  | { delivered: true; status: number; answer: string | undefined }
  | { delivered: false; status: number | undefined; answer: string | undefined; problem: string };

/**
 * One try of a webhook, signed as CONTRACT.md "Delivery options" says: the
 * company's and every business's webhook are sent alike, redirects not
 * followed, ended after `timeoutMs`.
 */
export async function postSigned(options: {
  url: string;
  body: string;
  secret: string;
  event: string;
  key: string;
  timeoutMs: number;
}): Promise<SignedPost> {
  const { url, body, secret, event, key, timeoutMs } = options;
  let status: number | undefined;
  let answer: string | null = null;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": key,
        [SIGNATURE_HEADER]: signWebhook(body, secret),
        "X-SIL-Event": event,
        "User-Agent": "SIL-Webhooks/1",
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    // Its first bytes are kept for whoever reads the outbox; the rest is not read.
    answer = await answerStart(response);
    if (status >= 200 && status < 300)
      return { delivered: true, status, answer: answer ?? undefined };
    return {
      delivered: false,
      status,
      answer: answer ?? undefined,
      problem: answerProblem(status),
    };
  } catch (error) {
    const problem = webhookProblem(error, url, timeoutMs);
    return { delivered: false, status, answer: answer ?? undefined, problem };
  }
}

/** Webhooks are tried for a day from when they were queued. */
export function givesUpAfterADay(item: OutboxItem, _attempts: number, nextTry: Date): boolean {
  return nextTry.getTime() - item.createdAt.getTime() > WEBHOOK_GIVE_UP_AFTER_MS;
}

/** POSTs webhook items to DELIVERY_WEBHOOK_URL. */
export function createWebhookSender(options: WebhookChannelOptions): ChannelSender {
  const { url, secret, timeoutMs = WEBHOOK_TIMEOUT_MS } = options;

  async function post(item: OutboxItem): Promise<Attempt> {
    const { event, body } = webhookOf(item);
    const tried = await postSigned({
      url,
      body,
      secret,
      event,
      key: item.key ?? item.id,
      timeoutMs,
    });
    const { status, answer } = tried;
    if (tried.delivered) return { delivered: true, answer: { status, answer } };
    return {
      delivered: false,
      problem: tried.problem,
      answer: status === undefined ? null : { status, answer },
      log: {
        webhookId: item.id,
        event,
        status: status ?? null,
        problem: tried.problem.slice(0, 200),
      },
    };
  }

  return {
    channel: "webhook",
    send: post,
    retryDelayMs: webhookRetryDelayMs,
    givesUp: givesUpAfterADay,
    words: {
      gaveUp: "webhook given up",
      retrying: "webhook not delivered; will retry",
      runFailed: "webhook run failed",
    },
  };
}

/** The delivery request a webhook tells of, and its shipment; absent once erased. */
export type WebhookRequest = {
  requestId: string;
  option: DeliveryOption | null;
  requestStatus: string;
  lrNo: string | null;
};

/** The requests the webhooks of `items` tell of, by request id. */
export async function webhookRequests(
  db: Database,
  items: Pick<OutboxItem, "aboutId">[],
): Promise<Map<string, WebhookRequest>> {
  const ids = [...new Set(items.flatMap((item) => (item.aboutId ? [item.aboutId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      requestId: deliveryRequests.id,
      option: deliveryRequests.option,
      requestStatus: deliveryRequests.status,
      lrNo: shipments.lrNo,
    })
    .from(deliveryRequests)
    .leftJoin(shipments, eq(shipments.id, deliveryRequests.shipmentId))
    .where(inArray(deliveryRequests.id, ids));
  return new Map(
    rows.map((r) => [
      r.requestId,
      { ...r, option: isDeliveryOption(r.option) ? r.option : null } satisfies WebhookRequest,
    ]),
  );
}

const EVENT_WORDS: Record<string, string> = {
  "delivery_request.created": "A new delivery request",
  "delivery_request.decided": "A decision on a delivery request",
};

/** The request on the desk: its queue and option, and its card. */
function requestLink(request: WebhookRequest & { option: DeliveryOption }) {
  const queue = request.requestStatus === "received" ? "" : "queue=decided&";
  return `${staffPages.deliveryRequests.path}?${queue}option=${request.option}#request-${request.requestId}`;
}

/**
 * A webhook in the staff list: what it tells, of which shipment and
 * request (links to them), why it was not delivered in words, with the
 * first bytes of the receiver's answer. Never its body (it holds the
 * receiver's instructions or alternate phone).
 */
export function describeWebhook(
  item: Pick<OutboxItem, "payload" | "lastAnswer" | "lastError" | "key">,
  request: WebhookRequest | undefined,
): ItemDescription {
  const { event } = webhookOf(item);
  const { answer } = webhookAnswerOf(item);
  const what = EVENT_WORDS[event] ?? event;
  const lrNo = request?.lrNo ?? null;
  const option = request?.option ?? null;
  const about = lrNo
    ? `“${what}” for ${lrNo}${option ? ` (${OPTION_LABELS[option]})` : ""}`
    : `“${what}”`;
  return {
    title: what,
    facts: [
      lrNo
        ? {
            term: "Shipment",
            text: lrNo,
            href: `${staffPages.shipments.path}/${encodeURIComponent(lrNo)}`,
            look: "strong",
          }
        : { term: "Shipment", text: "erased" },
      request && option
        ? {
            term: "Request",
            text: OPTION_LABELS[option],
            href: requestLink({ ...request, option }),
          }
        : { term: "Request", text: "erased" },
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
      // A failed webhook's "Try now" puts it back with a fresh day of tries.
      retry: { label: "Try now", name: `Try the webhook ${about} now` },
      now: { label: "Try now", name: `Try the webhook ${about} now` },
    },
  };
}
