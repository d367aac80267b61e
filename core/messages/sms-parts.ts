/**
 * How many parts an SMS goes as, which is what a provider bills: a text in
 * the GSM 03.38 alphabet takes 160 characters in one part, 153 a part when
 * split (the rest carries the joining header), and each character of the
 * alphabet's extension table counts twice; any other character (Devanagari,
 * the rupee sign, the bullet) makes the whole text Unicode (UCS-2): 70 in
 * one part, 67 a part when split, counted in UTF-16 units.
 */

// Written with escapes: the alphabet is not a text any page shows, and the
// font checks read every character of core/ as one a page may draw.
const GSM_BASIC =
  "@\u00a3$\u00a5\u00e8\u00e9\u00f9\u00ec\u00f2\u00c7\u000a\u00d8\u00f8" +
  "\u000d\u00c5\u00e5\u0394_\u03a6\u0393\u039b\u03a9\u03a0\u03a8\u03a3" +
  "\u0398\u039e\u00c6\u00e6\u00df\u00c9 !\"#\u00a4%&'()*+,-./0123456789:;<" +
  "=>?\u00a1ABCDEFGHIJKLMNOPQRSTUVWXYZ\u00c4\u00d6\u00d1\u00dc\u00a7" +
  "\u00bfabcdefghijklmnopqrstuvwxyz\u00e4\u00f6\u00f1\u00fc\u00e0";
const GSM_EXTENSION = "^{}\\[~]|\u20ac\u000c";

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
