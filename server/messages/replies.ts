/**
 * A receiver's replies (CONTRACT.md "consent"; docs/decisions/047-messages.md
 * "Sending"): STOP, alone and in any case, withdraws every active or pending
 * subscription of the number on the channel it came by; YES confirms the
 * number's pending WhatsApp subscriptions (the opt-in template asks for it
 * in every language). Each change is written to message_consents with the
 * text the person saw or sent, as the DPDP Act asks it be shown.
 *
 * `withdrawSubscriptions` is the one withdrawal writer: the /alerts page and
 * the link in every message use it too.
 */
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database, Transaction } from "../../database/client";
import { messageConsents, messages, phoneSubscriptions } from "../../database/schema";
import { nationalDigits } from "@core/phone";
import type { MessageChannel } from "./enqueue";
import { isStopReply } from "./whatsapp-cloud";

type Writer = Database | Transaction;

export type ConsentHow =
  | "sms_code"
  | "whatsapp_reply"
  | "whatsapp_link"
  | "business_booking"
  | "stop_reply"
  | "alerts_page";

/** The words that confirm a WhatsApp opt-in: the template says "YES" in every language. */
export function isYesReply(text: string): boolean {
  return /^\s*yes\s*[.!]?\s*$/i.test(text);
}

/**
 * Withdraws the number's active and pending subscriptions on the channel
 * (only `subscriptionIds`, when given), and records one withdrawal per
 * subscription in its language. Returns the ids withdrawn.
 */
export async function withdrawSubscriptions(
  tx: Writer,
  options: {
    phone: string;
    channel: MessageChannel;
    how: ConsentHow;
    textShown: string;
    subscriptionIds?: string[];
    at?: Date;
    /** The language of `textShown` when it is a page's, not each subscription's. */
    language?: string;
  },
): Promise<string[]> {
  const at = options.at ?? new Date();
  if (options.subscriptionIds && options.subscriptionIds.length === 0) return [];
  const withdrawn = await tx
    .update(phoneSubscriptions)
    .set({ state: "withdrawn", withdrawnAt: at })
    .where(
      and(
        eq(phoneSubscriptions.phone, options.phone),
        eq(phoneSubscriptions.channel, options.channel),
        inArray(phoneSubscriptions.state, ["active", "pending"]),
        ...(options.subscriptionIds
          ? [inArray(phoneSubscriptions.id, options.subscriptionIds)]
          : []),
      ),
    )
    .returning({ id: phoneSubscriptions.id, language: phoneSubscriptions.language });
  if (withdrawn.length > 0)
    await tx.insert(messageConsents).values(
      withdrawn.map((s) => ({
        phone: options.phone,
        channel: options.channel,
        subscriptionId: s.id,
        action: "withdrawn",
        how: options.how,
        textShown: options.textShown,
        language: options.language ?? s.language,
        at,
      })),
    );
  return withdrawn.map((s) => s.id);
}

/**
 * Confirms the number's pending WhatsApp subscriptions, each with the
 * opt-in message it was sent (the text the person replied to).
 */
export async function confirmWhatsAppSubscriptions(
  tx: Writer,
  { phone, at = new Date() }: { phone: string; at?: Date },
): Promise<string[]> {
  const confirmed = await tx
    .update(phoneSubscriptions)
    .set({ state: "active", confirmedAt: at })
    .where(
      and(
        eq(phoneSubscriptions.phone, phone),
        eq(phoneSubscriptions.channel, "whatsapp"),
        eq(phoneSubscriptions.state, "pending"),
      ),
    )
    .returning({ id: phoneSubscriptions.id, language: phoneSubscriptions.language });
  for (const s of confirmed) {
    const [optIn] = await tx
      .select({ body: messages.body })
      .from(messages)
      .where(
        and(
          eq(messages.subscriptionId, s.id),
          eq(messages.event, "whatsapp_opt_in"),
          isNotNull(messages.body),
        ),
      )
      .orderBy(desc(messages.createdAt))
      .limit(1);
    await tx.insert(messageConsents).values({
      phone,
      channel: "whatsapp",
      subscriptionId: s.id,
      action: "given",
      how: "whatsapp_reply",
      textShown: optIn?.body ?? "",
      language: s.language,
      at,
    });
  }
  return confirmed.map((s) => s.id);
}

export type ReplyOutcome = { kind: "stop" | "yes" | "other"; changed: number };

/** One inbound reply, acted on in a transaction of its own. */
export async function handleReply(
  db: Database,
  reply: { channel: MessageChannel; from: string; text: string; at?: Date },
): Promise<ReplyOutcome> {
  const phone = nationalDigits(reply.from);
  if (!/^\d{10}$/.test(phone)) return { kind: "other", changed: 0 };
  if (isStopReply(reply.text)) {
    const ids = await db.transaction((tx) =>
      withdrawSubscriptions(tx, {
        phone,
        channel: reply.channel,
        how: "stop_reply",
        textShown: reply.text.trim(),
        at: reply.at,
      }),
    );
    return { kind: "stop", changed: ids.length };
  }
  if (reply.channel === "whatsapp" && isYesReply(reply.text)) {
    const ids = await db.transaction((tx) =>
      confirmWhatsAppSubscriptions(tx, { phone, at: reply.at }),
    );
    return { kind: "yes", changed: ids.length };
  }
  return { kind: "other", changed: 0 };
}
