/**
 * The receiver's proof: the delivery PIN code and the last 4 digits of the
 * booked phone, wrong tries counted three ways (CONTRACT.md "Delivery
 * options for the receiver"): for this address on this shipment (the fifth
 * in an hour locks it out of the shipment), for the address (the tenth
 * locks it out of all), and for the shipment (past the fifth its form asks
 * the captcha).
 */
import { DELIVERY_PROOF_LIMITS } from "@core/delivery-options";
import { captchaFields } from "@core/schemas/captcha";
import type { DeliveryRequestFields } from "@core/schemas/delivery-request";
import { captchaErrors } from "../captcha";
import type { DeliveryOptionsContext } from "./context";

const shipmentKey = (lrNo: string) => `lr:${lrNo}`;
const addressKey = (ipHash: string) => `ip:${ipHash}`;
const pairKey = (lrNo: string, ipHash: string) => `lr:${lrNo}:ip:${ipHash}`;

/**
 * The fields as an object (empty when they are not one: an array, a string,
 * null), for the two keys read here and the request's fingerprint; the
 * request's schema checks every field.
 */
export function fieldsObject(fields: unknown): Record<string, unknown> {
  return isObject(fields) ? fields : {};
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The address's own locks: out of this shipment, or out of all (never the shipment for everyone). */
export async function lockOf(context: DeliveryOptionsContext, lrNo: string, ipHash: string) {
  const locks = [
    ["deliveryProof", pairKey(lrNo, ipHash)],
    ["deliveryProofAddress", addressKey(ipHash)],
  ] as const;
  for (const [budget, key] of locks) {
    const verdict = await context.rateLimits.spent(budget, key);
    if (!verdict.ok) return verdict.retryAfterSeconds;
  }
  return null;
}

/** Whether the shipment's form asks the captcha: 5 wrong tries in the hour, from anywhere. */
export async function needsCaptcha(context: DeliveryOptionsContext, lrNo: string) {
  const tries = await context.rateLimits.used("deliveryProofShipment", shipmentKey(lrNo));
  return tries >= DELIVERY_PROOF_LIMITS.captchaAfter;
}

/** The captcha's token and answer as sent, or the message for `captchaInput`. */
export function captchaAnswerOf(fields: unknown): { token: string; input: string } | string {
  const body = fieldsObject(fields);
  const input = captchaFields.captchaInput.safeParse(body.captchaInput);
  if (!input.success) return input.error.issues[0]!.message;
  const token = captchaFields.captchaToken.safeParse(body.captchaToken);
  if (!token.success || token.data === "") return captchaErrors.expired;
  return { token: token.data, input: input.data };
}

/** Whether the two facts sent are the booking's: the PIN code, and the phone's last 4 digits. */
export function factsMatch(
  shipment: { destinationPincode: string | null; consigneePhone: string | null },
  data: DeliveryRequestFields,
): boolean {
  const bookedLast4 = (shipment.consigneePhone ?? "").replace(/\D/g, "").slice(-4);
  return (
    shipment.destinationPincode !== null &&
    bookedLast4.length === 4 &&
    data.pincode === shipment.destinationPincode &&
    data.phone_last4 === bookedLast4
  );
}

/** A wrong fact, counted all three ways whatever the first said: the fifth is answered as the first. */
export async function countWrongFacts(
  context: DeliveryOptionsContext,
  lrNo: string,
  ipHash: string,
) {
  await context.rateLimits.consume("deliveryProof", pairKey(lrNo, ipHash));
  await context.rateLimits.consume("deliveryProofAddress", addressKey(ipHash));
  await context.rateLimits.consume("deliveryProofShipment", shipmentKey(lrNo));
}
