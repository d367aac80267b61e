/**
 * GSTIN, the 15-character GST identification number (CONTRACT.md "Business
 * accounts", profile): a 2-digit state code, the holder's PAN (5 letters, 4
 * digits, 1 letter), an entity number (1–9 or A–Z: the holder's registrations
 * in that state), the letter Z, and a check character that GSTN computes
 * with a mod-36 weighted sum over the first 14. The check character catches
 * one mistyped character and most swapped pairs, so a typo is caught here
 * rather than on the business's first invoice.
 */
import type { MessageKey } from "./messages";

const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The state codes GSTN issues: the census codes 01–38 (38 is Ladakh) and two
 * of its own, 97 (other territory) and 99 (centre jurisdiction).
 */
export function isGstStateCode(code: string): boolean {
  if (!/^\d{2}$/.test(code)) return false;
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

/** The check character of the first 14 characters (upper case), by GSTN's algorithm. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARACTERS.indexOf(first14.charAt(i));
    if (value < 0) throw new RangeError("A GSTIN holds only digits and letters.");
    // Every second character counts twice; a product's two base-36 digits are added.
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** A GSTIN as people type it: spaces and dashes dropped, upper case. */
export function normaliseGstin(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

/**
 * What is wrong with a GSTIN, as a validation message key (core/content/
 * validation.ts); undefined when it is right. The checks go from the plainest
 * to the subtlest, so the message names the first thing to fix.
 */
export function gstinProblem(value: string): MessageKey | undefined {
  const gstin = normaliseGstin(value);
  if (gstin.length !== 15) return "gstinLength";
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return "gstinCharacters";
  if (!isGstStateCode(gstin.slice(0, 2))) return "gstinStateCode";
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return "gstinPan";
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) return "gstinEntity";
  if (gstin.charAt(13) !== "Z") return "gstinZ";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return "gstinCheck";
  return undefined;
}

export function isValidGstin(value: string): boolean {
  return gstinProblem(value) === undefined;
}
