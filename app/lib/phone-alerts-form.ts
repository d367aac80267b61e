/**
 * "Get updates on your mobile": the form's intents and what the page's
 * action answers each step with (server: app/routes/track/phone-alerts.server.ts).
 * No zod here: the tracking page loads no schema library.
 */
import type { PhoneAlertRefusal, phoneAlertTexts } from "@core/content/phone-alerts";

/** The first step's `intent`: a number and a channel. */
export const PHONE_ALERTS_INTENT = "phone-alerts";
/** The SMS code's. */
export const PHONE_CODE_INTENT = "phone-code";
/** "Send a new code" on the code step. */
export const PHONE_RESEND_INTENT = "phone-code-again";

export type PhoneChannels = { sms: boolean; whatsapp: boolean };

/** A key of the texts whose words say what went wrong. */
export type PhoneAlertReason = PhoneAlertRefusal | "wrongCode";

export type PhoneAlertState = {
  step: "ask" | "code" | "whatsapp" | "confirmed";
  /** The number as typed (never stored from a refused request, only shown back). */
  phone: string;
  /** The number as the page shows it once accepted: its last digits. */
  masked?: string;
  channel?: "sms" | "whatsapp";
  code?: string;
  error?: { field: "phone" | "channel" | "code"; reason: PhoneAlertReason; left?: number };
  /** /alerts/<token> of the confirmed subscription, in the page's language. */
  manage?: string;
  /** A new code went: the code step says so in place of its first words. */
  resent?: boolean;
};

// Keeps the reasons true to the texts' keys.
export type CheckReasons = PhoneAlertReason extends keyof typeof phoneAlertTexts ? true : never;

/** The code step of the raise form's pending SMS updates; the number is never sent back whole. */
export function phoneStartOf(
  pending: { masked: string; codeWaiting: boolean } | null,
): PhoneAlertState | undefined {
  if (!pending) return undefined;
  return {
    step: "code",
    phone: "",
    channel: "sms",
    masked: pending.masked,
    error: pending.codeWaiting ? undefined : { field: "code", reason: "noCodeWaiting" },
  };
}
