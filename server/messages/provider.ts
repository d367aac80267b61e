/**
 * What every message provider answers (docs/decisions/046-sms-and-whatsapp.md):
 * a message is accepted with the provider's id (its delivery report names
 * it), refused (it will not go as it is: a wrong number, a template the
 * provider does not know, a bad key) or failed for now (no answer, a busy
 * or broken provider: try again later). The provider's answer is kept with
 * each, for /staff/messages.
 */
import { nationalDigits } from "@core/phone";
import type { Lang } from "@core/i18n";
import type { MessageVariable, SmsEvent, WhatsAppEvent } from "@core/messages/events";

export type MessageValues = Partial<Record<MessageVariable, string>>;

export type SmsMessage = { to: string; event: SmsEvent; lang: Lang; values: MessageValues };
export type WhatsAppMessage = {
  to: string;
  event: WhatsAppEvent;
  lang: Lang;
  values: MessageValues;
};

/** What the provider said: its HTTP status and body (JSON when it was), or why there was none. */
export type ProviderAnswer = { status?: number; body?: unknown; problem?: string };

export type SendResult =
  | { outcome: "accepted"; providerId: string; answer: ProviderAnswer }
  | { outcome: "refused"; reason: string; answer: ProviderAnswer }
  | { outcome: "temporary"; reason: string; answer: ProviderAnswer };

export interface MessageProvider<M> {
  readonly channel: "sms" | "whatsapp";
  send(message: M): Promise<SendResult>;
}

/** A delivery report, in one shape whatever the provider. */
export type DeliveryEvent = {
  providerId: string;
  state: "sent" | "delivered" | "failed";
  error?: string;
};

/** A receiver's reply (WhatsApp): who, and what they wrote. */
export type InboundMessage = { from: string; text: string };

/** Providers are given this long to answer before the try counts as failed for now. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** An Indian mobile number as the providers take it, 91 and ten digits; null when it is not one. */
export function indianMobile(value: string): string | null {
  const digits = nationalDigits(value);
  return /^[6-9]\d{9}$/.test(digits) ? `91${digits}` : null;
}

/** The body of an answer: JSON when it parses, the text otherwise (cut short). */
export async function readAnswer(response: Response): Promise<ProviderAnswer> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text.slice(0, 500) };
  }
}

/** Why a fetch gave no answer, in words for the staff list. */
export function fetchProblem(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === "TimeoutError")
    return `no answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
  return `could not reach the provider${cause ? `: ${cause}` : ""}`;
}

/** A busy or broken provider (429, 5xx): worth another try later. */
export function isTemporaryStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}
