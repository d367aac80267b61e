/**
 * What the tracking alerts' functions share (../tracking-alerts.ts binds
 * them to one): the dependencies, the clock, the lead forms' intake, the
 * periods and the links' tokens.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database, Transaction } from "../../../database/client";
import { trackingSubscriptions } from "../../../database/schema";
import type { Logger } from "../../logger";
import type { createIntake } from "../intake/pipeline";
import type { RateLimits } from "../rate-limit";

/** Subscriptions are forgotten this long after the shipment's last event. */
export const FORGET_AFTER_DAYS = 60;
/** An unconfirmed subscription (and its confirmation link) lasts this long. */
export const CONFIRM_WITHIN_DAYS = 7;

export const DAY_MS = 24 * 60 * 60 * 1000;

export type NewEvent = { status: string; location: string; remarks: string; occurredAt: Date };

/** While a confirmation waits, asking again for the same shipment and address sends it again at most this often. */
export const RESEND_AFTER_MS = 60 * 60 * 1000;

/** A token for a link: 256 random bits, and the hash the database keeps. */
export function newToken() {
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

export type AlertDependencies = {
  db: Database;
  /** Per IP address (the lead forms' budget) and per e-mail address (the alertEmail budget). */
  rateLimits: RateLimits;
  secret: string;
  siteUrl: string;
  logger: Logger;
  now?: () => Date;
};

/** What the service's functions share: its dependencies, the clock and the lead forms' intake. */
export type AlertContext = AlertDependencies & {
  now: () => Date;
  intake: ReturnType<typeof createIntake>;
};

/** A shipment's subscribers who confirmed and whose alerts have not finished: who is told. */
export function confirmedSubscribers(tx: Transaction, shipmentId: number) {
  return tx
    .select()
    .from(trackingSubscriptions)
    .where(
      and(
        eq(trackingSubscriptions.shipmentId, shipmentId),
        isNotNull(trackingSubscriptions.confirmedAt),
        isNull(trackingSubscriptions.finishedAt),
      ),
    );
}
