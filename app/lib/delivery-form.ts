/**
 * The "Change delivery" form's fields as the page posts them and gets them
 * back: the names the delivery request schema reads
 * (core/schemas/delivery-request.ts), and what a refused request returns so
 * that nothing typed is lost. No zod here: the tracking page loads no
 * schema library (docs/decisions/028-fewer-script-files.md); the server
 * judges the fields.
 */
/** The form's own value of `intent`, so the page's action tells it from the e-mail alert form. */
export const DELIVERY_INTENT = "delivery";

/** The name of the button that asks for a code by SMS in place of the last 4 digits. */
export const SEND_CODE_FIELD = "send_code";

/** ?delivery=sent after a stored request: the page says so above the request's state. */
export const SENT_PARAM = "delivery";

/**
 * The options, in the form's order: DELIVERY_OPTIONS of
 * core/delivery-options.ts, which the page's scripts may not import (it
 * reaches zod; delivery-form.test.ts keeps the two equal).
 */
export const OPTION_KEYS = ["reschedule", "instructions", "phone", "collect"] as const;
export type DeliveryOption = (typeof OPTION_KEYS)[number];

/** ?change=reschedule…: a link to one option opens the form with it chosen. */
export function chosenOption(value: string | null): DeliveryOption | undefined {
  return OPTION_KEYS.find((key) => key === value);
}

export const DELIVERY_FIELDS = [
  "option",
  "date",
  "instructions",
  "phone",
  "branch",
  "pincode",
  "phone_last4",
  // With SMS on: the code sent to the booked phone, in place of phone_last4.
  "code",
  "email",
  // Asked once the shipment has had 5 wrong tries in the hour (CONTRACT.md "Delivery options").
  "captchaToken",
  "captchaInput",
] as const;
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];

/** What the action answers when it does not redirect: the fields as typed and what was wrong. */
export type DeliveryFormState = {
  values: Partial<Record<DeliveryField, string>>;
  /** Message keys of the validation catalogue (core/messages.ts), by field. */
  errors: Partial<Record<DeliveryField, string>>;
  /**
   * A refusal of the whole request: a key of the page's own refusals
   * (core/content/delivery-options.ts `refused`) or a message of the
   * validation catalogue (deliveryWrongFacts, deliveryLocked…).
   */
  refusal?: string;
  /** The server's question, when the shipment's form asks the captcha: a new one each answer. */
  captcha?: { token: string; question: string };
  /** A code was just sent to the booked phone: the form asks for it. */
  codeSent?: boolean;
};

/** Longer than any field may be: what is kept of a value to show it again. */
const KEPT_CHARACTERS = 300;

/** The form's fields as typed (strings only, each cut to a sane length), for the service and to show again. */
export function typedFields(form: FormData): Partial<Record<DeliveryField, string>> {
  const values: Partial<Record<DeliveryField, string>> = {};
  for (const name of DELIVERY_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string" && value !== "") values[name] = value.slice(0, KEPT_CHARACTERS);
  }
  return values;
}
