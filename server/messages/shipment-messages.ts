/**
 * A shipment's events told by SMS and WhatsApp (CONTRACT.md "Messages by
 * SMS and WhatsApp", "events"; docs/decisions/047-messages.md, "Events"):
 * one message to each active phone subscription of the shipment that
 * chose the event, in its language and on its channel, queued through the
 * one door (./enqueue.ts) in the transaction that stores the event. Which
 * tracking statuses are which event is the e-mail alerts' reading of a
 * status (core/shipment-status.ts getShipmentStatus): both channels agree.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../database/client";
import { deliveryRatings, phoneSubscriptions, shipments } from "../../database/schema";
import { isLang, type Lang } from "@core/i18n";
import type { MessageEvent } from "@core/messages/events";
import { messageDay } from "@core/messages/values";
import { todayInIndia } from "@core/schemas/lead-fields";
import { getShipmentStatus, isFinalStatus } from "@core/shipment-status";
import { alertsTokenHash, alertsTokenOf } from "./alerts-token";
import { enqueueMessage, type Enqueued, type MessageQueueContext } from "./enqueue";
import type { MessageValues } from "./provider";

type Writer = Database | Transaction;

/** The shipment events a subscription may choose (booked is queued at booking, by the consent's door). */
export type ShipmentEvent = Extract<
  MessageEvent,
  | "out_for_delivery"
  | "delivery_attempted"
  | "delivered"
  | "no_news_48h"
  | "delivery_request_answer"
>;

/** A value written in the message's language (the day, the answer), or one for every language. */
export type ValueOf = (lang: Lang) => string;

export type ShipmentMessage = {
  lrNo: string;
  event: ShipmentEvent;
  /** Values beside lrNo and alertsToken (which every message gets), each by language. */
  values?: Partial<Record<"day" | "answer", ValueOf>>;
};

/** The rating token: 30 URL-safe characters (180 bits), the most a DLT place holds. */
export const RATING_TOKEN_LENGTH = 30;
export const newRatingToken = () =>
  randomBytes(24).toString("base64url").slice(0, RATING_TOKEN_LENGTH);

export type QueuedFor = { subscriptionId: string; result: Enqueued };

/**
 * Queues the event's message for each active subscription of the shipment
 * that chose it. A delivered message carries a new rating token, whose
 * `delivery_ratings` row is written only with a message that was queued.
 * Answers what became of each subscription's message.
 */
export async function queueShipmentMessages(
  tx: Writer,
  ctx: MessageQueueContext,
  message: ShipmentMessage,
): Promise<QueuedFor[]> {
  if (!ctx.settings.sms && !ctx.settings.whatsapp) return [];
  const lrNo = message.lrNo.toUpperCase();
  const subscriptions = await tx
    .select()
    .from(phoneSubscriptions)
    .where(and(eq(phoneSubscriptions.lrNo, lrNo), eq(phoneSubscriptions.state, "active")));
  const done: QueuedFor[] = [];
  for (const subscription of subscriptions) {
    if (!subscription.events.includes(message.event)) continue;
    if (subscription.channel !== "sms" && subscription.channel !== "whatsapp") continue;
    const lang: Lang = isLang(subscription.language) ? subscription.language : "en";
    const values: MessageValues = {
      lrNo,
      alertsToken: alertsTokenOf(ctx.secret, subscription.id),
    };
    for (const [name, valueOf] of Object.entries(message.values ?? {}))
      values[name as "day" | "answer"] = valueOf(lang);
    const ratingToken = message.event === "delivered" ? newRatingToken() : null;
    if (ratingToken) values.ratingToken = ratingToken;
    const result = await enqueueMessage(tx, ctx, {
      channel: subscription.channel,
      phone: subscription.phone,
      event: message.event,
      lang,
      values,
      lrNo,
      subscriptionId: subscription.id,
    });
    if (result.queued && ratingToken)
      await tx
        .insert(deliveryRatings)
        .values({ tokenHash: alertsTokenHash(ratingToken), lrNo, createdAt: ctx.now?.() });
    done.push({ subscriptionId: subscription.id, result });
  }
  return done;
}

/** The message a tracking status stands for, as the e-mail alerts read statuses; null for the others. */
export function eventOfStatus(status: string): ShipmentEvent | null {
  switch (getShipmentStatus(status).key) {
    case "out-for-delivery":
      return "out_for_delivery";
    case "attempted":
      return "delivery_attempted";
    case "delivered":
      return "delivered";
    default:
      return null;
  }
}

/**
 * The day an out-for-delivery message names: the expected delivery date
 * when it is the day of the round or later, the round's own day (India's)
 * otherwise — a shipment out for delivery is expected that day.
 */
export function expectedDayOf(expectedDate: string | null, occurredAt: Date): string {
  const roundDay = todayInIndia(occurredAt);
  return expectedDate && expectedDate >= roundDay ? expectedDate : roundDay;
}

/**
 * The messages of the events an ingestion really added, in the order they
 * happened, as the e-mail alerts do: none after Delivered or Cancelled.
 */
export async function queueTrackingMessages(
  tx: Transaction,
  ctx: MessageQueueContext,
  shipment: { id: number; lrNo: string },
  events: readonly { status: string; occurredAt: Date }[],
): Promise<void> {
  if (events.length === 0 || (!ctx.settings.sms && !ctx.settings.whatsapp)) return;
  const [facts] = await tx
    .select({ expectedDeliveryDate: shipments.expectedDeliveryDate })
    .from(shipments)
    .where(eq(shipments.id, shipment.id));
  const ordered = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  for (const event of ordered) {
    const kind = eventOfStatus(event.status);
    if (kind === "out_for_delivery") {
      const day = expectedDayOf(facts?.expectedDeliveryDate ?? null, event.occurredAt);
      await queueShipmentMessages(tx, ctx, {
        lrNo: shipment.lrNo,
        event: kind,
        values: { day: (lang) => messageDay(day, lang) },
      });
    } else if (kind) await queueShipmentMessages(tx, ctx, { lrNo: shipment.lrNo, event: kind });
    if (isFinalStatus(event.status)) break;
  }
}
