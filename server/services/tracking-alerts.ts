/**
 * E-mail updates about one shipment (docs/decisions/021): a
 * visitor asks on the shipment's page, confirms from an e-mail (double
 * opt-in), then gets an e-mail for each new tracking event until Delivered
 * or Cancelled. The alerts are queued by the ingestion's own transaction
 * (queueAlerts), so an event is never stored without its e-mails or the
 * other way round. Tokens are 256 random bits, stored only as SHA-256
 * hashes; every alert carries a one-click unsubscribe (RFC 8058).
 * The subscriber's address is never written to the log.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import {
  shipments,
  trackingEvents,
  trackingSubscriptions,
  trackingUnsubscribeTokens,
} from "../../database/schema";
import { alertPageTexts } from "@core/content/tracking-alerts";
import type { Lang } from "@core/i18n";
import { isFinalStatus } from "@core/shipment-status";
import { TrackingAlertSchema } from "@core/schemas/tracking-alerts";
import { TRACKING_ALERT_FORM } from "@core/tracking-alerts";
import type { Logger } from "../logger";
import { parseFields, type Fields } from "./intake/fields";
import { createIntake, LEAD_MESSAGES } from "./intake/pipeline";
import type { Visitor } from "../visitor";
import type { Transaction } from "../../database/client";
import { enqueueEmails, type OutgoingEmail } from "./outbox";
import type { RateLimits } from "./rate-limit";
import { alertEmail, alertLanguage, alertLinks, confirmationEmail } from "./tracking-alert-emails";

/** Subscriptions are forgotten this long after the shipment's last event. */
export const FORGET_AFTER_DAYS = 60;
/** An unconfirmed subscription (and its confirmation link) lasts this long. */
export const CONFIRM_WITHIN_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export type NewEvent = { status: string; location: string; remarks: string; occurredAt: Date };

/** While a confirmation waits, asking again for the same shipment and address sends it again at most this often. */
export const RESEND_AFTER_MS = 60 * 60 * 1000;

export type SubscribeOutcome =
  | { status: "accepted" }
  /** A confirmation went to this address for this shipment within RESEND_AFTER_MS: nothing sent. */
  | { status: "already-sent" }
  | { status: "invalid"; email: string; message: string }
  | { status: "spam" | "not-found" | "finished" | "unavailable"; message: string }
  | { status: "limited"; retryAfterSeconds: number; message: string };

/** A token for a link: 256 random bits, and the hash the database keeps. */
function newToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Enough of an address to tell two apart in a log, never the whole of it. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

type Dependencies = {
  db: Database;
  /** Per IP address (the lead forms' budget) and per e-mail address (the alertEmail budget). */
  rateLimits: RateLimits;
  secret: string;
  siteUrl: string;
  logger: Logger;
  now?: () => Date;
};

export function createTrackingAlertService(deps: Dependencies) {
  const { db, logger, now = () => new Date() } = deps;
  const intake = createIntake({ db, rateLimits: deps.rateLimits, secret: deps.secret });
  // Keyed, so the limiter's store holds no address and no plain hash of one.
  const emailKey = (email: string) =>
    createHmac("sha256", `alert-email:${deps.secret}`).update(email).digest("hex").slice(0, 32);

  async function subscribe(
    lrNo: string,
    /** The form's fields as plain data: `email`, and the honeypot. */
    fields: Fields,
    visitor: Visitor,
    /** The language of the page where the visitor asked: the e-mails are written in it. */
    language: Lang,
  ): Promise<SubscribeOutcome> {
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
      if (await hasFinished(shipment.id, shipment.orderStatus))
        return { status: "finished", message: alertPageTexts.finished };
      // Sent within the hour: said so, and nothing sent, so it spends none of the address's budget.
      const resendFrom = new Date(now().getTime() - RESEND_AFTER_MS);
      if (await sentSince(shipment.id, email, resendFrom)) return { status: "already-sent" };

      const perEmail = await deps.rateLimits.consume("alertEmail", emailKey(email));
      if (!perEmail.ok)
        return {
          status: "limited",
          retryAfterSeconds: perEmail.retryAfterSeconds,
          message: alertPageTexts.limited,
        };

      const confirm = newToken();
      const links = alertLinks(deps.siteUrl, language);
      const { ipHash } = intake.sender(visitor);
      const sent = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(trackingSubscriptions)
          .values({
            shipmentId: shipment.id,
            email,
            language,
            confirmTokenHash: confirm.hash,
            ipHash,
            createdAt: now(),
          })
          // Asking again an hour or more later sends a new link (the old one stops working); a
          // confirmed subscription stays confirmed. Within the hour the row is left alone: of
          // two requests at once, one sends.
          .onConflictDoUpdate({
            target: [trackingSubscriptions.shipmentId, trackingSubscriptions.email],
            set: { confirmTokenHash: confirm.hash, language, ipHash, createdAt: now() },
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
      });
      if (!sent) return { status: "already-sent" };
      logger.info({ lrNo: shipment.lrNo, to: maskEmail(email) }, "tracking alerts asked for");
      return { status: "accepted" };
    } catch (error) {
      logger.error({ err: error, lrNo }, "tracking alert subscription not stored");
      return { status: "unavailable", message: alertPageTexts.unavailable };
    }
  }

  /** Whether a confirmation for this shipment went to this address at or after `since`. */
  async function sentSince(shipmentId: number, email: string, since: Date) {
    const [row] = await db
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
  async function hasFinished(shipmentId: number, orderStatus: string) {
    if (isFinalStatus(orderStatus)) return true;
    const events = await db
      .select({ status: trackingEvents.trackingStatus })
      .from(trackingEvents)
      .where(eq(trackingEvents.shipmentId, shipmentId));
    return events.some((e) => isFinalStatus(e.status));
  }

  /** The subscription a confirmation token opens, while it may still be confirmed. */
  async function findByConfirmToken(token: string) {
    if (!token) return null;
    const [row] = await db
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
      now().getTime() - row.createdAt.getTime() > CONFIRM_WITHIN_DAYS * DAY_MS
    )
      return null;
    return row;
  }

  async function findByUnsubscribeToken(token: string) {
    if (!token) return null;
    const [row] = await db
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

  return {
    subscribe,

    /** For the confirmation page before the button is pressed: the LR number, or null. */
    async peekConfirm(token: string): Promise<string | null> {
      return (await findByConfirmToken(token))?.lrNo ?? null;
    },

    /** Confirms (a POST, so a mail scanner opening the link confirms nothing). The LR number, or null. */
    async confirm(token: string): Promise<string | null> {
      const row = await findByConfirmToken(token);
      if (!row) return null;
      if (!row.confirmedAt)
        await db
          .update(trackingSubscriptions)
          .set({ confirmedAt: now() })
          .where(eq(trackingSubscriptions.id, row.id));
      return row.lrNo;
    },

    async peekUnsubscribe(token: string): Promise<string | null> {
      return (await findByUnsubscribeToken(token))?.lrNo ?? null;
    },

    /** Deletes the subscription the token belongs to (and so the address). True when there was one. */
    async unsubscribe(token: string): Promise<boolean> {
      const row = await findByUnsubscribeToken(token);
      if (!row) return false;
      await db.delete(trackingSubscriptions).where(eq(trackingSubscriptions.id, row.id));
      return true;
    },

    /**
     * Queues an alert for each new event to each confirmed subscriber, in the
     * ingestion's transaction. An event of Delivered or Cancelled is the last
     * one alerted: the subscription is marked finished with it.
     */
    async queueAlerts(
      tx: Transaction,
      shipment: { id: number; lrNo: string },
      events: readonly NewEvent[],
    ) {
      if (events.length === 0) return;
      const subscribers = await tx
        .select()
        .from(trackingSubscriptions)
        .where(
          and(
            eq(trackingSubscriptions.shipmentId, shipment.id),
            isNotNull(trackingSubscriptions.confirmedAt),
            isNull(trackingSubscriptions.finishedAt),
          ),
        );
      if (subscribers.length === 0) return;
      const ordered = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
      const emails: OutgoingEmail[] = [];
      const tokens: { tokenHash: string; subscriptionId: string }[] = [];
      for (const subscriber of subscribers) {
        const language = alertLanguage(subscriber.language);
        const links = alertLinks(deps.siteUrl, language);
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
              .set({ finishedAt: now() })
              .where(eq(trackingSubscriptions.id, subscriber.id));
            break;
          }
        }
      }
      await tx.insert(trackingUnsubscribeTokens).values(tokens);
      await enqueueEmails(tx, emails);
    },

    /**
     * Forgets subscriptions 60 days after their shipment's last event (or
     * their own start, if later), and unconfirmed ones after 7 days. One
     * DELETE: several processes may run it at once; each row goes once.
     */
    async forgetOld(): Promise<number> {
      const at = now().getTime();
      const stale = new Date(at - FORGET_AFTER_DAYS * DAY_MS);
      const unconfirmed = new Date(at - CONFIRM_WITHIN_DAYS * DAY_MS);
      const deleted = await db
        .delete(trackingSubscriptions)
        .where(
          sql`(${trackingSubscriptions.confirmedAt} is null and ${trackingSubscriptions.createdAt} < ${unconfirmed.toISOString()})
            or greatest(${trackingSubscriptions.createdAt},
              (select max(e.created_at) from tracking_events e where e.shipment_id = ${trackingSubscriptions.shipmentId}))
              < ${stale.toISOString()}`,
        )
        .returning({ id: trackingSubscriptions.id });
      return deleted.length;
    },

    /** Erasure (the staff console): every subscription of an address. Returns how many. */
    async eraseEmail(email: string): Promise<number> {
      const deleted = await db
        .delete(trackingSubscriptions)
        .where(eq(trackingSubscriptions.email, email.trim().toLowerCase()))
        .returning({ id: trackingSubscriptions.id });
      return deleted.length;
    },
  };
}

export type TrackingAlertService = ReturnType<typeof createTrackingAlertService>;

/** Runs forgetOld every hour (and once at start); stops with the process. */
export function startAlertCleanup(
  alerts: TrackingAlertService,
  logger: Logger,
  intervalMs = 60 * 60_000,
) {
  const run = () =>
    alerts
      .forgetOld()
      .then(
        (count) => count > 0 && logger.info({ count }, "tracking alert subscriptions forgotten"),
      )
      .catch((error: unknown) => logger.error({ err: error }, "tracking alert cleanup failed"));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
