/**
 * How many parts an SMS goes as, which is what a provider bills: a text in
 * the GSM 03.38 alphabet takes 160 characters in one part, 153 a part when
 * split (the rest carries the joining header), and each character of the
 * alphabet's extension table counts twice; any other character (Devanagari,
 * the rupee sign, the bullet) makes the whole text Unicode (UCS-2): 70 in
 * one part, 67 a part when split, counted in UTF-16 units.
 */

const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "^{}\\[~]|€\f";

export type SmsEncoding = "gsm7" | "ucs2";

export type SmsSize = { encoding: SmsEncoding; units: number; parts: number };

export function smsSize(text: string): SmsSize {
  let gsmUnits = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) gsmUnits += 1;
    else if (GSM_EXTENSION.includes(char)) gsmUnits += 2;
    else {
      const units = text.length;
      return { encoding: "ucs2", units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return {
    encoding: "gsm7",
    units: gsmUnits,
    parts: gsmUnits <= 160 ? 1 : Math.ceil(gsmUnits / 153),
  };
}
