/**
 * Validation messages as keys with values (docs/decisions/025-languages.md
 * "Validation messages"). A schema's or a service's message is the key of
 * its sentence in core/content/validation.ts, with the values to fill in
 * after a "?" as in a URL's query: "name", "tooLong?max=100",
 * "notLrNumber?shown=abc%2C+x1". A key is a lower-camel-case word (digits
 * allowed after its first letter: "deliveryPhoneLast4") and an English
 * sentence starts with a capital, so neither is taken for the other. Pages render a message in their language, the JSON API in English,
 * from the same catalogue; the wording may change without breaking either.
 */
import { texts as validation, type MessageKey } from "./content/validation";
import { fill, type TranslationOf } from "./texts";

export type { MessageKey };

/** The catalogue in one language: English, a translation, or the part of one a page was sent. */
export type MessageTexts = Partial<TranslationOf<typeof validation>>;

type Values = Readonly<Record<string, string | number>>;

/** A message as schemas and services give it: its key and the values its sentence fills in. */
export function encodeMessage(key: MessageKey, values?: Values): string {
  if (!values) return key;
  const query = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]));
  return `${key}?${query}`;
}

const ENCODED = /^([a-z][A-Za-z0-9]*)(?:\?(.*))?$/s;

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(validation.en, key);
}

/** The key and values of an encoded message; undefined for any other text (a message in words). */
export function decodeMessage(
  encoded: string,
): { key: MessageKey; values: Record<string, string> } | undefined {
  const match = ENCODED.exec(encoded);
  const key = match?.[1];
  if (!key || !isMessageKey(key)) return undefined;
  const values = Object.fromEntries(new URLSearchParams(match?.[2] ?? ""));
  return { key, values };
}

/**
 * The message in the words of `texts`; in English where `texts` lacks its key
 * (a page sent only part of the catalogue). Anything not encoded, such as
 * a staff form's message written in words or zod's own, comes back as it is.
 */
export function renderMessage(encoded: string, texts: MessageTexts): string {
  const message = decodeMessage(encoded);
  if (!message) return encoded;
  return fill(texts[message.key] ?? validation.en[message.key], message.values);
}

/** The message in English: what the JSON API answers. */
export function englishMessage(encoded: string): string {
  return renderMessage(encoded, validation.en);
}
