/**
 * The alerts themselves, queued in the ingestion's transaction, and the
 * subscriptions' end: forgotten when old, erased on request.
 */
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../../database/client";
import { trackingSubscriptions, trackingUnsubscribeTokens } from "../../../database/schema";
import { isFinalStatus } from "@core/shipment-status";
import { enqueueEmails, type OutgoingEmail } from "../outbox";
import { alertEmail, alertLanguage, alertLinks } from "../tracking-alert-emails";
import {
  confirmedSubscribers,
  CONFIRM_WITHIN_DAYS,
  DAY_MS,
  FORGET_AFTER_DAYS,
  newToken,
  type AlertContext,
  type NewEvent,
} from "./context";

/**
 * Queues an alert for each new event to each confirmed subscriber, in the
 * ingestion's transaction. An event of Delivered or Cancelled is the last
 * one alerted: the subscription is marked finished with it.
 */
export async function queueAlerts(
  context: AlertContext,
  tx: Transaction,
  shipment: { id: number; lrNo: string },
  events: readonly NewEvent[],
) {
  if (events.length === 0) return;
  const subscribers = await confirmedSubscribers(tx, shipment.id);
  if (subscribers.length === 0) return;
  const ordered = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const emails: OutgoingEmail[] = [];
  const tokens: { tokenHash: string; subscriptionId: string }[] = [];
  for (const subscriber of subscribers) {
    const language = alertLanguage(subscriber.language);
    const links = alertLinks(context.siteUrl, language);
    for (const event of ordered) {
      const final = isFinalStatus(event.status);
      const { token, hash } = newToken();
      tokens.push({ tokenHash: hash, subscriptionId: subscriber.id });
      emails.push({
        to: subscriber.email,
        ...alertEmail(language, {
          lrNo: shipment.lrNo,
          event,
          pageUrl: links.page(shipment.lrNo),
          unsubscribeUrl: links.unsubscribe(token),
          final,
        }),
        headers: {
          "List-Unsubscribe": `<${links.unsubscribe(token)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
      if (final) {
        await tx
          .update(trackingSubscriptions)
          .set({ finishedAt: context.now() })
          .where(eq(trackingSubscriptions.id, subscriber.id));
        break;
      }
    }
  }
  await tx.insert(trackingUnsubscribeTokens).values(tokens);
  await enqueueEmails(tx, emails);
}

/**
 * Forgets subscriptions 60 days after their shipment's last event (or
 * their own start, if later), and unconfirmed ones after 7 days. One
 * DELETE: several processes may run it at once; each row goes once.
 */
export async function forgetOld(context: AlertContext): Promise<number> {
  const at = context.now().getTime();
  const stale = new Date(at - FORGET_AFTER_DAYS * DAY_MS);
  const unconfirmed = new Date(at - CONFIRM_WITHIN_DAYS * DAY_MS);
  const deleted = await context.db
    .delete(trackingSubscriptions)
    .where(
      sql`(${trackingSubscriptions.confirmedAt} is null and ${trackingSubscriptions.createdAt} < ${unconfirmed.toISOString()})
        or greatest(${trackingSubscriptions.createdAt},
          (select max(e.created_at) from tracking_events e where e.shipment_id = ${trackingSubscriptions.shipmentId}))
          < ${stale.toISOString()}`,
    )
    .returning({ id: trackingSubscriptions.id });
  return deleted.length;
}

/** Erasure (the staff console): every subscription of an address. Returns how many. */
export async function eraseEmail(context: AlertContext, email: string): Promise<number> {
  const deleted = await context.db
    .delete(trackingSubscriptions)
    .where(eq(trackingSubscriptions.email, email.trim().toLowerCase()))
    .returning({ id: trackingSubscriptions.id });
  return deleted.length;
}
