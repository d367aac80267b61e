/**
 * A visitor's subscription: asked for on the shipment's page, confirmed
 * from the e-mail (double opt-in), ended from any alert's link.
 */
import { createHmac } from "node:crypto";
import { and, eq, gte, lt } from "drizzle-orm";
import type { Transaction } from "../../../database/client";
import {
  shipments,
  trackingEvents,
  trackingSubscriptions,
  trackingUnsubscribeTokens,
} from "../../../database/schema";
import { alertPageTexts } from "@core/content/tracking-alerts";
import type { Lang } from "@core/i18n";
import { TrackingAlertSchema } from "@core/schemas/tracking-alerts";
import { isFinalStatus } from "@core/shipment-status";
import { TRACKING_ALERT_FORM } from "@core/tracking-alerts";
import type { Visitor } from "../../visitor";
import { parseFields, type Fields } from "../intake/fields";
import { LEAD_MESSAGES } from "../intake/pipeline";
import { enqueueEmails } from "../outbox";
import { alertLinks, confirmationEmail } from "../tracking-alert-emails";
import {
  CONFIRM_WITHIN_DAYS,
  DAY_MS,
  hashToken,
  maskEmail,
  newToken,
  RESEND_AFTER_MS,
  type AlertContext,
} from "./context";

export type SubscribeOutcome =
  | { status: "accepted" }
  /** A confirmation went to this address for this shipment within RESEND_AFTER_MS: nothing sent. */
  | { status: "already-sent" }
  | { status: "invalid"; email: string; message: string }
  | { status: "spam" | "not-found" | "finished" | "unavailable"; message: string }
  | { status: "limited"; retryAfterSeconds: number; message: string };

/** The address as the per-address limit counts it: keyed, so the limiter's store holds no address and no plain hash of one. */
function emailKey(context: AlertContext, email: string) {
  return createHmac("sha256", `alert-email:${context.secret}`)
    .update(email)
    .digest("hex")
    .slice(0, 32);
}

/**
 * A visitor's request for alerts: checked as the lead forms are (honeypot,
 * the address's budget, the field), then the shipment, the hour's resend
 * and the address's own budget; the confirmation is queued with the row.
 */
export async function subscribe(
  context: AlertContext,
  lrNo: string,
  /** The form's fields as plain data: `email`, and the honeypot. */
  fields: Fields,
  visitor: Visitor,
  /** The language of the page where the visitor asked: the e-mails are written in it. */
  language: Lang,
): Promise<SubscribeOutcome> {
  const { db, intake, logger } = context;
  try {
    if (intake.honeypotFilled(fields)) return { status: "spam", message: LEAD_MESSAGES.spam };
    const turnaway = await intake.admit(TRACKING_ALERT_FORM, visitor);
    if (turnaway) return turnaway;
    const parsed = parseFields(TrackingAlertSchema, fields);
    if (!parsed.ok) {
      const typed = fields.email;
      return {
        status: "invalid",
        email: typeof typed === "string" ? typed.slice(0, 254) : "",
        message: parsed.fieldErrors.email?.[0] ?? "Enter your email address.",
      };
    }
    const email = parsed.data.email.toLowerCase();

    const [shipment] = await db.select().from(shipments).where(eq(shipments.lrNo, lrNo));
    if (!shipment) return { status: "not-found", message: alertPageTexts.notFound };
    if (await hasFinished(context, shipment.id, shipment.orderStatus))
      return { status: "finished", message: alertPageTexts.finished };
    // Sent within the hour: said so, and nothing sent, so it spends none of the address's budget.
    const resendFrom = new Date(context.now().getTime() - RESEND_AFTER_MS);
    if (await sentSince(context, shipment.id, email, resendFrom)) return { status: "already-sent" };

    const perEmail = await context.rateLimits.consume("alertEmail", emailKey(context, email));
    if (!perEmail.ok)
      return {
        status: "limited",
        retryAfterSeconds: perEmail.retryAfterSeconds,
        message: alertPageTexts.limited,
      };

    const { ipHash } = intake.sender(visitor);
    const sent = await db.transaction((tx) =>
      storeSubscription(context, tx, { shipment, email, language, ipHash, resendFrom }),
    );
    if (!sent) return { status: "already-sent" };
    logger.info({ lrNo: shipment.lrNo, to: maskEmail(email) }, "tracking alerts asked for");
    return { status: "accepted" };
  } catch (error) {
    logger.error({ err: error, lrNo }, "tracking alert subscription not stored");
    return { status: "unavailable", message: alertPageTexts.unavailable };
  }
}

/**
 * The subscription's row with a new confirmation link, and its e-mail
 * queued; false when a confirmation went within the hour (the row is left
 * alone).
 */
async function storeSubscription(
  context: AlertContext,
  tx: Transaction,
  asked: {
    shipment: { id: number; lrNo: string };
    email: string;
    language: Lang;
    ipHash: string;
    resendFrom: Date;
  },
): Promise<boolean> {
  const { shipment, email, language, ipHash, resendFrom } = asked;
  const confirm = newToken();
  const links = alertLinks(context.siteUrl, language);
  const [row] = await tx
    .insert(trackingSubscriptions)
    .values({
      shipmentId: shipment.id,
      email,
      language,
      confirmTokenHash: confirm.hash,
      ipHash,
      createdAt: context.now(),
    })
    // Asking again an hour or more later sends a new link (the old one stops working); a
    // confirmed subscription stays confirmed. Within the hour the row is left alone: of
    // two requests at once, one sends.
    .onConflictDoUpdate({
      target: [trackingSubscriptions.shipmentId, trackingSubscriptions.email],
      set: { confirmTokenHash: confirm.hash, language, ipHash, createdAt: context.now() },
      setWhere: lt(trackingSubscriptions.createdAt, resendFrom),
    })
    .returning({ id: trackingSubscriptions.id });
  if (!row) return false;
  await enqueueEmails(tx, [
    {
      to: email,
      ...confirmationEmail(language, {
        lrNo: shipment.lrNo,
        confirmUrl: links.confirm(confirm.token),
        pageUrl: links.page(shipment.lrNo),
      }),
    },
  ]);
  return true;
}

/** Whether a confirmation for this shipment went to this address at or after `since`. */
async function sentSince(context: AlertContext, shipmentId: number, email: string, since: Date) {
  const [row] = await context.db
    .select({ id: trackingSubscriptions.id })
    .from(trackingSubscriptions)
    .where(
      and(
        eq(trackingSubscriptions.shipmentId, shipmentId),
        eq(trackingSubscriptions.email, email),
        gte(trackingSubscriptions.createdAt, since),
      ),
    );
  return row !== undefined;
}

/** Whether the shipment has reached Delivered or Cancelled, by its status or an event. */
async function hasFinished(context: AlertContext, shipmentId: number, orderStatus: string) {
  if (isFinalStatus(orderStatus)) return true;
  const events = await context.db
    .select({ status: trackingEvents.trackingStatus })
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, shipmentId));
  return events.some((e) => isFinalStatus(e.status));
}

/** The subscription a confirmation token opens, while it may still be confirmed. */
async function findByConfirmToken(context: AlertContext, token: string) {
  if (!token) return null;
  const [row] = await context.db
    .select({
      id: trackingSubscriptions.id,
      lrNo: shipments.lrNo,
      createdAt: trackingSubscriptions.createdAt,
      confirmedAt: trackingSubscriptions.confirmedAt,
    })
    .from(trackingSubscriptions)
    .innerJoin(shipments, eq(shipments.id, trackingSubscriptions.shipmentId))
    .where(eq(trackingSubscriptions.confirmTokenHash, hashToken(token)));
  if (!row) return null;
  if (
    !row.confirmedAt &&
    context.now().getTime() - row.createdAt.getTime() > CONFIRM_WITHIN_DAYS * DAY_MS
  )
    return null;
  return row;
}

async function findByUnsubscribeToken(context: AlertContext, token: string) {
  if (!token) return null;
  const [row] = await context.db
    .select({ id: trackingSubscriptions.id, lrNo: shipments.lrNo })
    .from(trackingUnsubscribeTokens)
    .innerJoin(
      trackingSubscriptions,
      eq(trackingSubscriptions.id, trackingUnsubscribeTokens.subscriptionId),
    )
    .innerJoin(shipments, eq(shipments.id, trackingSubscriptions.shipmentId))
    .where(eq(trackingUnsubscribeTokens.tokenHash, hashToken(token)));
  return row ?? null;
}

/** For the confirmation page before the button is pressed: the LR number, or null. */
export async function peekConfirm(context: AlertContext, token: string): Promise<string | null> {
  return (await findByConfirmToken(context, token))?.lrNo ?? null;
}

/** Confirms (a POST, so a mail scanner opening the link confirms nothing). The LR number, or null. */
export async function confirm(context: AlertContext, token: string): Promise<string | null> {
  const row = await findByConfirmToken(context, token);
  if (!row) return null;
  if (!row.confirmedAt)
    await context.db
      .update(trackingSubscriptions)
      .set({ confirmedAt: context.now() })
      .where(eq(trackingSubscriptions.id, row.id));
  return row.lrNo;
}

export async function peekUnsubscribe(
  context: AlertContext,
  token: string,
): Promise<string | null> {
  return (await findByUnsubscribeToken(context, token))?.lrNo ?? null;
}

/** Deletes the subscription the token belongs to (and so the address). True when there was one. */
export async function unsubscribe(context: AlertContext, token: string): Promise<boolean> {
  const row = await findByUnsubscribeToken(context, token);
  if (!row) return false;
  await context.db.delete(trackingSubscriptions).where(eq(trackingSubscriptions.id, row.id));
  return true;
}
