/**
 * Validation messages in the page's language (docs/decisions/025-languages.md
 * "Validation messages"). The schemas, the page actions and the JSON API keep
 * their English messages; forms show them through the `validation` texts,
 * found by their English words, or, for a message with values in it ("Use at
 * most 100 characters."), by the shape of its template. A message not found
 * is shown as it came: in English, never blank.
 */
import { texts as validation } from "@core/content/validation";
import { fill, type TranslationOf } from "@core/texts";
import { useTexts } from "./texts";

type ValidationTexts = TranslationOf<typeof validation>;

const english: ValidationTexts = validation.en;

/** "Use at most {max} characters." → /^Use at most (?<max>.+?) characters\.$/, made once each. */
const patterns = new Map<string, RegExp>();
function patternOf(template: string): RegExp {
  let pattern = patterns.get(template);
  if (!pattern) {
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const place = /^\{(\w+)\}$/.exec(part);
        return place ? `(?<${place[1]}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    pattern = new RegExp(`^${source}$`, "s");
    patterns.set(template, pattern);
  }
  return pattern;
}

/** The English template a message was filled from, and its values; undefined when none fits. */
export function templateOf(
  message: string,
): { key: string; values: Record<string, string> } | undefined {
  for (const key of Object.keys(english.templates)) {
    const match = patternOf(key).exec(message);
    if (match) return { key, values: { ...match.groups } };
  }
  return undefined;
}

/**
 * A message in the language of `local` (the translated validation texts, or
 * the part of them a page was sent: app/lib/texts.server.ts); English when
 * unknown.
 */
export function translateMessage(message: string, local: ValidationTexts): string {
  if (local === english) return message;
  const messages = local.messages as Record<string, string>;
  if (Object.hasOwn(messages, message)) return messages[message]!;
  const template = templateOf(message);
  const translated = template && (local.templates as Record<string, string>)[template.key];
  return translated ? fill(translated, template.values) : message;
}

/** Whether a message has a translation (app/lib/messages.test.ts). */
export function isKnownMessage(message: string): boolean {
  return Object.hasOwn(english.messages, message) || templateOf(message) !== undefined;
}

/** A function that shows a schema's or the server's message in the page's language. */
export function useMessage(): (message: string) => string {
  const local = useTexts(validation);
  return (message) => translateMessage(message, local);
}
