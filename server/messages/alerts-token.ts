/**
 * The /alerts/<token> token of a phone subscription (CONTRACT.md "Messages
 * by SMS and WhatsApp", "consent"; docs/decisions/047-messages.md). Every
 * message carries it, long after the subscription was made, and a DLT
 * place holds at most 30 characters: so it is derived, not stored — the
 * HMAC of the subscription's id under the session secret, 30 URL-safe
 * characters (180 bits) — and the database keeps only its SHA-256
 * (`phone_subscriptions.token_hash`), which finds the subscription.
 */
import { createHash, createHmac } from "node:crypto";

export const ALERTS_TOKEN_LENGTH = 30;

/** The subscription's token, the same every time for the same secret. */
export function alertsTokenOf(secret: string, subscriptionId: string): string {
  return createHmac("sha256", secret)
    .update(`phone-alerts:${subscriptionId}`)
    .digest("base64url")
    .slice(0, ALERTS_TOKEN_LENGTH);
}

/** What `token_hash` holds for a token. */
export function alertsTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A string that could be a token: anything else is not looked up. */
export const isAlertsToken = (value: string) => /^[A-Za-z0-9_-]{30}$/.test(value);
