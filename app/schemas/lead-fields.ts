/**
 * Field rules shared by the lead forms (issue 5 "Validation"; spec section 5).
 * Messages are short, plain sentences with an example, for visitors who read
 * English as a second language. Browser (Conform) and server parse with the
 * same schemas, so a message reads the same whichever side finds the problem.
 */
import { z } from "zod";

export const tooLong = (max: number) => `Use at most ${max} characters.`;

/** Control characters (other than tab and new line) never come from a keyboard, and PostgreSQL refuses NUL. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const noControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);
const CONTROL_MESSAGE = "Remove the unusual characters from this field.";

/** A required text: empty or only spaces gives `missing`. */
export function requiredText(missing: string, max: number) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, tooLong(max))
    .refine(noControlCharacters, CONTROL_MESSAGE);
}

/** An optional text, stored as "" when left empty. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLong(max))
    .refine(noControlCharacters, CONTROL_MESSAGE)
    .optional();
}

export const NameSchema = requiredText("Enter your name.", 100);

export const EMAIL_MESSAGE = "Enter your email address, like name@example.com.";
export const EmailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, tooLong(254))
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** 10 digits starting 6 to 9, after an optional +91, 91 or 0; spaces and dashes allowed. */
export function isIndianMobile(value: string): boolean {
  return /^(?:\+?91|0)?[6-9]\d{9}$/.test(value.replace(/[\s-]/g, ""));
}

export const PHONE_MESSAGE = "Enter your 10-digit mobile number, like 98765 43210.";
export const PhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(20, PHONE_MESSAGE)
  .refine(isIndianMobile, PHONE_MESSAGE);

const PINCODE_MESSAGE = "Enter the 6-digit PIN code, like 401208.";
export const PincodeSchema = z
  .string({ error: PINCODE_MESSAGE })
  .trim()
  .regex(/^[1-9]\d{5}$/, PINCODE_MESSAGE);

export const AddressSchema = requiredText("Enter the address.", 300);
export const CitySchema = requiredText("Enter the city.", 80);
export const StateSchema = requiredText("Enter the state, like Maharashtra.", 80);

/** Today's date in India as YYYY-MM-DD, wherever the code runs. */
export function todayInIndia(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** YYYY-MM-DD plus whole days, in calendar terms. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
