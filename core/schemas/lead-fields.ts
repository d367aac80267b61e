/**
 * Field rules shared by the lead forms (spec section 5).
 * Messages are short, plain sentences with an example, for visitors who read
 * English as a second language, given by their key in core/content/validation.ts. Browser (Conform) and server parse with the
 * same schemas, so a message reads the same whichever side finds the problem.
 */
import { z } from "../zod";
import { encodeMessage as m } from "../messages";
import { plainText, type Lines } from "./plain-text";

export const tooLong = (max: number) => m("tooLong", { max });

/** A required text: empty or only spaces gives `missing`. `several` for a text box. */
export function requiredText(missing: string, max: number, lines: Lines = "one") {
  return plainText(
    z.string({ error: missing }).trim().min(1, missing).max(max, tooLong(max)),
    lines,
  );
}

/** An optional text, stored as "" when left empty. `several` for a text box. */
export function optionalText(max: number, lines: Lines = "one") {
  return plainText(z.string().trim().max(max, tooLong(max)), lines).optional();
}

export const NameSchema = requiredText(m("name"), 100);

export const EMAIL_MESSAGE = m("email");
export const EmailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, tooLong(254))
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** 10 digits starting 6 to 9, after an optional +91, 91 or 0; spaces and dashes allowed. */
export function isIndianMobile(value: string): boolean {
  return /^(?:\+?91|0)?[6-9]\d{9}$/.test(value.replace(/[\s-]/g, ""));
}

export const PHONE_MESSAGE = m("phone");
export const PhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(20, PHONE_MESSAGE)
  .refine(isIndianMobile, PHONE_MESSAGE);

const PINCODE_MESSAGE = m("pincode");
export const PincodeSchema = z
  .string({ error: PINCODE_MESSAGE })
  .trim()
  .regex(/^[1-9]\d{5}$/, PINCODE_MESSAGE);

export const AddressSchema = requiredText(m("address"), 300);
export const CitySchema = requiredText(m("city"), 80);
export const StateSchema = requiredText(m("state"), 80);

/** Made once: a formatter costs far more to make than to use (a shipment page asks for several). */
const INDIA_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in India as YYYY-MM-DD, wherever the code runs. */
export function todayInIndia(now: Date = new Date()): string {
  const parts = Object.fromEntries(INDIA_DATE.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** YYYY-MM-DD plus whole days, in calendar terms. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
