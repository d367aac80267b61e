/**
 * What the sms and whatsapp channels of the outbox share
 * (docs/decisions/047-messages.md "Sending"): an item names a `messages`
 * row; one try reads it, sends it through the channel's provider and writes
 * the answer back on the row. Accepted → `sent`; refused → `failed` at once,
 * no more tries; failed for now → tried again with the webhooks' backoff
 * for a day, then `failed`. A WhatsApp message that ends failed falls back
 * once to SMS (../../messages/delivery-state.ts).
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { messages } from "../../../database/schema";
import { MessagePayloadSchema, type ItemDescription } from "@core/schemas/outbox";
import type { Lang } from "@core/i18n";
import { maskedPhone } from "@core/delivery-options";
import { staffPages } from "@core/staff-access";
import type { MessageChannel, MessageQueueContext } from "../../messages/enqueue";
import {
  answerText,
  recordAccepted,
  recordFailed,
  recordTry,
  type MessageRow,
} from "../../messages/delivery-state";
import type { MessageValues, SendResult } from "../../messages/provider";
import type { Attempt, ChannelSender, OutboxItem } from "../queue";
import { givesUpAfterADay, webhookRetryDelayMs } from "./webhook";

/** The provider's send, for the row's number, event, language and values. */
export type SendRow = (message: {
  to: string;
  event: string;
  lang: Lang;
  values: MessageValues;
}) => Promise<SendResult>;

export type MessageSenderOptions = {
  db: Database;
  channel: MessageChannel;
  send: SendRow;
  /** The queue's context: the fallback SMS is queued through it. */
  queue: MessageQueueContext;
  now?: () => Date;
};

const CHANNEL_NAMES: Record<MessageChannel, string> = { sms: "SMS", whatsapp: "WhatsApp message" };

export function createMessageSender(options: MessageSenderOptions): ChannelSender {
  const { db, channel, send, queue, now = () => new Date() } = options;
  const name = CHANNEL_NAMES[channel];
  /** Items whose try was final (refused, or the row is gone): the loop marks them failed at once. */
  const final = new Set<string>();

  async function attempt(item: OutboxItem): Promise<Attempt> {
    const { messageId } = MessagePayloadSchema.parse(item.payload);
    const log = { outboxId: item.id, messageId, channel };
    const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
    if (!row) {
      // Erased (a person's data removed) before it went: nothing to send, ever.
      final.add(item.id);
      return { delivered: false, problem: "the message was erased: not sent", log };
    }
    // Sent already (a lease that ran out while a slow provider answered): never twice.
    if (row.state === "sent" || row.state === "delivered")
      return { delivered: true, answer: { already: row.state } };
    const result = await send({
      to: row.phone,
      event: row.event,
      lang: row.language as Lang,
      values: row.values as MessageValues,
    });
    const at = now();
    if (result.outcome === "accepted") {
      await recordAccepted(db, row.id, {
        providerId: result.providerId,
        answer: answerText(result.answer),
        at,
      });
      return { delivered: true, answer: { providerId: result.providerId } };
    }
    const answer = answerText(result.answer, result.reason);
    const next = new Date(at.getTime() + webhookRetryDelayMs(item.attempts + 1));
    const last = result.outcome === "refused" || givesUpAfterADay(item, item.attempts + 1, next);
    if (last) {
      final.add(item.id);
      await db.transaction((tx) => recordFailed(tx, queue, row.id, { answer, at }));
    } else await recordTry(db, row.id, answer);
    return {
      delivered: false,
      problem: result.reason,
      answer: { outcome: result.outcome },
      log: { ...log, outcome: result.outcome, problem: result.reason.slice(0, 200) },
    };
  }

  return {
    channel,
    send: attempt,
    retryDelayMs: webhookRetryDelayMs,
    givesUp(item, attempts, nextTry) {
      if (final.delete(item.id)) return true;
      return givesUpAfterADay(item, attempts, nextTry);
    },
    words: {
      gaveUp: `${name} not sent: given up`,
      retrying: `${name} not sent; will retry`,
      runFailed: `${name} run failed`,
    },
  };
}

/** The messages the items are for, by id, read in one query for /staff/outbox. */
export async function outboxMessages(
  db: Database,
  items: Pick<OutboxItem, "aboutId">[],
): Promise<Map<string, MessageRow>> {
  const ids = [...new Set(items.flatMap((item) => (item.aboutId ? [item.aboutId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(messages).where(inArray(messages.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * An SMS or WhatsApp message on /staff/outbox: the event, the number
 * masked, the shipment or ticket, and why it did not go. Never the text:
 * it can carry a code or a token.
 */
export function describeMessage(
  item: Pick<OutboxItem, "channel" | "lastError">,
  row: MessageRow | undefined,
): ItemDescription {
  const channel = item.channel === "whatsapp" ? "whatsapp" : "sms";
  const title = channel === "sms" ? "An SMS" : "A WhatsApp message";
  const about = row
    ? `${row.event} to ${maskedPhone(row.phone) ?? ""}${row.lrNo ? ` about ${row.lrNo}` : ""}`
    : "an erased message";
  return {
    title: row ? `${title}: ${row.event}` : `${title} (erased)`,
    facts: row
      ? [
          { term: "To", text: maskedPhone(row.phone) ?? "", look: "mono" },
          { term: "Event", text: row.event },
          ...(row.lrNo
            ? [
                {
                  term: "Shipment",
                  text: row.lrNo,
                  href: `${staffPages.shipments.path}/${encodeURIComponent(row.lrNo)}`,
                  look: "strong" as const,
                },
              ]
            : []),
          {
            term: "Message",
            text: row.state,
            href: `${staffPages.messages.path}/${encodeURIComponent(row.id)}`,
          },
        ]
      : [],
    notes: [
      ...(item.lastError ? [{ term: "Why", text: item.lastError, look: "strong" as const }] : []),
      ...(row?.providerAnswer
        ? [{ term: "Their answer", text: row.providerAnswer, look: "mono" as const, isolate: true }]
        : []),
    ],
    lastErrorShown: false,
    actions: {
      retry: { label: "Try now", name: `Try the ${channel} message ${about} now` },
      now: { label: "Try now", name: `Try the ${channel} message ${about} now` },
    },
  };
}
