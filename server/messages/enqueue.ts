/**
 * The one door by which an SMS or a WhatsApp message is queued (CONTRACT.md
 * "Messages by SMS and WhatsApp"; docs/decisions/047-messages.md): called
 * in the transaction of the event that causes it, it writes the message
 * (state `queued`, its text as the receiver will read it) and its outbox
 * item (channel `sms` or `whatsapp`, about_id the message's id), so the
 * message goes if and only if the event is stored, and is retried with the
 * outbox's backoff. It writes nothing, and says why, while the channel is
 * off, when a value cannot go in the template (a DLT place holds at most 30
 * characters), or when the number has had its 6 messages about the
 * shipment today (India's day).
 */
import { and, count, eq, gte, isNull, notInArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../database/client";
import { messages } from "../../database/schema";
import type { Lang } from "@core/i18n";
import type { MessageEvent, SmsEvent, WhatsAppEvent } from "@core/messages/events";
import { MessageValueError } from "@core/messages/render";
import {
  findSmsTemplate,
  findWhatsAppTemplate,
  renderSms,
  renderWhatsApp,
} from "@core/messages/templates";
import type { MessagePayload } from "@core/schemas/outbox";
import { todayInIndia } from "@core/schemas/lead-fields";
import { enqueueItems } from "../outbox/queue";
import type { MessageValues } from "./provider";
import type { MessageSettings } from "./settings";

export type MessageChannel = "sms" | "whatsapp";

/** One number gets at most this many messages about one shipment in India's day. */
export const DAILY_MESSAGES_PER_SHIPMENT = 6;

/** The consent messages, which the daily limit does not count: a receiver asked for them just now. */
const CONSENT_EVENTS: MessageEvent[] = ["sms_code", "whatsapp_opt_in"];

export type NewMessage = {
  channel: MessageChannel;
  /** Ten national digits (core/phone.ts nationalDigits). */
  phone: string;
  event: MessageEvent;
  lang: Lang;
  values: MessageValues;
  lrNo?: string | null;
  ticketId?: string | null;
  subscriptionId?: string | null;
  /** The failed WhatsApp message an SMS stands in for. */
  fallbackOf?: string | null;
};

export type Enqueued =
  | { queued: true; id: string }
  | { queued: false; why: "channel_off" | "daily_limit" | "no_template"; detail?: string };

export type MessageQueueContext = {
  settings: MessageSettings;
  /** SITE_URL: the links in the texts. */
  siteUrl: string;
  /** What the /alerts tokens are derived from (server/messages/alerts-token.ts): the session secret. */
  secret: string;
  now?: () => Date;
};

type Writer = Database | Transaction;

/** The text the receiver reads, or why the template cannot take the values. */
function bodyOf(message: NewMessage, siteUrl: string): string | MessageValueError {
  try {
    return message.channel === "sms"
      ? renderSms(findSmsTemplate(message.event as SmsEvent, message.lang), message.values, siteUrl)
      : renderWhatsApp(
          findWhatsAppTemplate(message.event as WhatsAppEvent, message.lang),
          message.values,
          siteUrl,
        );
  } catch (error) {
    return error instanceof MessageValueError
      ? error
      : new MessageValueError(error instanceof Error ? error.message : String(error));
  }
}

/** The start of today in India, for the daily limit. */
const startOfIndianDay = (now: Date) => new Date(`${todayInIndia(now)}T00:00:00+05:30`);

/**
 * Queues one message in `tx`. Takes a transaction-scoped lock on the number
 * and shipment first, so two events at once cannot both be the sixth.
 */
export async function enqueueMessage(
  tx: Writer,
  ctx: MessageQueueContext,
  message: NewMessage,
): Promise<Enqueued> {
  if (!ctx.settings[message.channel]) return { queued: false, why: "channel_off" };
  if (message.channel === "sms" && message.event === "whatsapp_opt_in")
    return { queued: false, why: "no_template", detail: "the opt-in goes by WhatsApp only" };
  if (message.channel === "whatsapp" && message.event === "sms_code")
    return { queued: false, why: "no_template", detail: "the code goes by SMS only" };
  const body = bodyOf(message, ctx.siteUrl);
  if (body instanceof MessageValueError)
    return { queued: false, why: "no_template", detail: body.message };

  const now = ctx.now?.() ?? new Date();
  const lrNo = message.lrNo ?? null;
  const counted = lrNo && !CONSENT_EVENTS.includes(message.event) && !message.fallbackOf;
  if (counted) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`messages:${message.phone}:${lrNo}`}))`,
    );
    const [sent] = await tx
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.phone, message.phone),
          eq(messages.lrNo, lrNo),
          gte(messages.createdAt, startOfIndianDay(now)),
          notInArray(messages.event, CONSENT_EVENTS),
          isNull(messages.fallbackOf),
        ),
      );
    if ((sent?.n ?? 0) >= DAILY_MESSAGES_PER_SHIPMENT) return { queued: false, why: "daily_limit" };
  }

  const [row] = await tx
    .insert(messages)
    .values({
      channel: message.channel,
      phone: message.phone,
      event: message.event,
      language: message.lang,
      values: message.values,
      body,
      lrNo,
      ticketId: message.ticketId ?? null,
      subscriptionId: message.subscriptionId ?? null,
      fallbackOf: message.fallbackOf ?? null,
      createdAt: now,
    })
    .returning({ id: messages.id });
  const payload: MessagePayload = { messageId: row!.id };
  await enqueueItems(tx, [{ channel: message.channel, payload, aboutId: row!.id }]);
  return { queued: true, id: row!.id };
}
