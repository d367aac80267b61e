/**
 * Indian mobile numbers as the staff search them: typed with or
 * without +91, 0091, 91 or a leading 0, with spaces, dashes or brackets, a
 * number is found by its ten national digits, or by part of them.
 */

/** The national digits of a phone number: +91, 0091, a 12-digit 91… or a leading 0 taken off. */
export function nationalDigits(value: string): string {
  let digits = value.replace(/\D/g, "");
  const international = /^\s*(\+|00)/.test(value);
  if (digits.startsWith("00")) digits = digits.slice(2);
  if (digits.startsWith("91") && (international || digits.length === 12)) digits = digits.slice(2);
  return digits.replace(/^0+/, "");
}

/**
 * The digits to look for when a search reads as a phone number ("+91 98220
 * 12345", "098220 12345", "98220"); null when it is not one (letters, or
 * fewer than three digits), so it is searched as typed.
 */
export function phoneSearchDigits(query: string): string | null {
  if (!/^[\d\s+()-]+$/.test(query)) return null;
  const digits = nationalDigits(query);
  return digits.length >= 3 ? digits : null;
}

/** A number as pages show it once accepted, and logs keep it: only its last 3 digits. */
export const maskPhone = (digits: string) =>
  `${"•".repeat(Math.max(0, digits.length - 3))}${digits.slice(-3)}`;
