/**
 * A message's delivery state (CONTRACT.md "delivery state";
 * docs/decisions/047-messages.md "Sending"): queued → sent → delivered or
 * failed, moved forward only, from the provider's answer to a send and its
 * callbacks. delivered and failed are ends: a late "sent" never undoes a
 * "delivered", and a "failed" after it is ignored. A WhatsApp message that
 * fails falls back once to SMS, in the transaction that marks it failed.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../database/client";
import { messages } from "../../database/schema";
import type { Lang } from "@core/i18n";
import type { MessageEvent } from "@core/messages/events";
import { enqueueMessage, type MessageChannel, type MessageQueueContext } from "./enqueue";
import type { DeliveryEvent, MessageValues, ProviderAnswer } from "./provider";

export type MessageRow = typeof messages.$inferSelect;
type Writer = Database | Transaction;

/** How long the provider's answer is kept: enough to read its reason on the staff page. */
const ANSWER_LENGTH = 300;

/** The provider's answer in its own words, short: its reason, or its HTTP status and body. */
export function answerText(answer: ProviderAnswer, reason?: string): string {
  const body =
    answer.body === undefined
      ? ""
      : typeof answer.body === "string"
        ? answer.body
        : JSON.stringify(answer.body);
  const parts = [
    reason,
    answer.status !== undefined ? `HTTP ${answer.status}` : "",
    body,
    reason ? "" : (answer.problem ?? ""),
  ].filter(Boolean);
  return parts.join(" · ").slice(0, ANSWER_LENGTH);
}

/** The provider took it: `sent`, with its id. A message already further on stays as it is. */
export async function recordAccepted(
  db: Writer,
  id: string,
  { providerId, answer, at }: { providerId: string; answer: string; at: Date },
) {
  await db
    .update(messages)
    .set({ state: "sent", providerId, providerAnswer: answer, sentAt: at, failedAt: null })
    .where(and(eq(messages.id, id), inArray(messages.state, ["queued", "failed"])));
}

/** A try that failed for now: the answer is kept, the state stays `queued`. */
export async function recordTry(db: Writer, id: string, answer: string) {
  await db
    .update(messages)
    .set({ providerAnswer: answer })
    .where(and(eq(messages.id, id), eq(messages.state, "queued")));
}

/**
 * Marks the message failed, if it was still on its way, and queues its one
 * SMS fallback when it is a WhatsApp message and SMS is on. Returns the
 * fallback's id when one was queued. Call it in a transaction.
 */
export async function recordFailed(
  tx: Writer,
  ctx: MessageQueueContext,
  id: string,
  { answer, at }: { answer: string; at: Date },
): Promise<{ failed: boolean; fallbackId?: string }> {
  const [row] = await tx
    .update(messages)
    .set({ state: "failed", providerAnswer: answer, failedAt: at })
    .where(and(eq(messages.id, id), inArray(messages.state, ["queued", "sent"])))
    .returning();
  if (!row) return { failed: false };
  const fallbackId = await fallBackToSms(tx, ctx, row);
  return { failed: true, fallbackId };
}

/** The one SMS standing in for a failed WhatsApp message: never a second, never for an SMS. */
async function fallBackToSms(
  tx: Writer,
  ctx: MessageQueueContext,
  row: MessageRow,
): Promise<string | undefined> {
  if (row.channel !== "whatsapp" || !ctx.settings.sms || row.fallbackOf) return undefined;
  const [earlier] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.fallbackOf, row.id))
    .limit(1);
  if (earlier) return undefined;
  const queued = await enqueueMessage(tx, ctx, {
    channel: "sms",
    phone: row.phone,
    event: row.event as MessageEvent,
    lang: row.language as Lang,
    values: row.values as MessageValues,
    lrNo: row.lrNo,
    ticketId: row.ticketId,
    subscriptionId: row.subscriptionId,
    fallbackOf: row.id,
  });
  return queued.queued ? queued.id : undefined;
}

/**
 * One delivery report: moves the message it names forward, never back.
 * Unknown ids are ignored (a report for a message erased, or another
 * account's). Returns whether anything changed.
 */
export async function recordReport(
  db: Database,
  ctx: MessageQueueContext,
  channel: MessageChannel,
  event: DeliveryEvent,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: messages.id, state: messages.state })
      .from(messages)
      .where(and(eq(messages.channel, channel), eq(messages.providerId, event.providerId)))
      .for("update");
    if (!row) return false;
    if (event.state === "sent") {
      const moved = await tx
        .update(messages)
        .set({ state: "sent", sentAt: at })
        .where(and(eq(messages.id, row.id), eq(messages.state, "queued")))
        .returning({ id: messages.id });
      return moved.length > 0;
    }
    if (event.state === "delivered") {
      const moved = await tx
        .update(messages)
        .set({ state: "delivered", deliveredAt: at })
        .where(and(eq(messages.id, row.id), inArray(messages.state, ["queued", "sent"])))
        .returning({ id: messages.id });
      return moved.length > 0;
    }
    const failed = await recordFailed(tx, ctx, row.id, {
      answer: (event.error ?? "failed").slice(0, ANSWER_LENGTH),
      at,
    });
    return failed.failed;
  });
}
