/**
 * Filling a registered text (docs/decisions/046-sms-and-whatsapp.md). An SMS
 * goes out only if it is its DLT-registered text with each `{#var#}` replaced
 * by a value of at most 30 characters: the operators compare them and drop
 * what differs. WhatsApp numbers its places `{{1}}`, `{{2}}`…
 */

/** The DLT limit on one variable's value. */
export const MAX_VALUE_LENGTH = 30;
export const DLT_VAR = "{#var#}";

export class MessageValueError extends Error {}

/** Why a value cannot go in a place, or null when it can. */
export function valueProblem(value: string): string | null {
  if ([...value].length > MAX_VALUE_LENGTH)
    return `is ${[...value].length} characters, more than ${MAX_VALUE_LENGTH}`;
  if (value.length === 0) return "is empty";
  // Meta refuses new lines, tabs and runs of spaces in a parameter, and a DLT text is one line.
  if (/[\n\r\t]|\s{4,}/.test(value)) return "holds a new line, a tab or a run of spaces";
  if (value.includes(DLT_VAR) || /\{\{\d+\}\}/.test(value)) return "holds a template place";
  return null;
}

function checkValues(places: number, values: readonly string[]) {
  if (values.length !== places)
    throw new MessageValueError(`the text has ${places} places but ${values.length} values came`);
  values.forEach((value, i) => {
    const problem = valueProblem(value);
    if (problem) throw new MessageValueError(`value ${i + 1} ${problem}`);
  });
}

/** How many `{#var#}` places a text has. */
export function dltPlaces(text: string): number {
  return text.split(DLT_VAR).length - 1;
}

/** The registered text with its `{#var#}` places filled in order; throws on a refused value. */
export function fillDlt(text: string, values: readonly string[]): string {
  const parts = text.split(DLT_VAR);
  checkValues(parts.length - 1, values);
  return parts.map((part, i) => (i === 0 ? part : `${values[i - 1]}${part}`)).join("");
}

/** The DLT text written with WhatsApp's numbered places instead. */
export function numberPlaces(text: string): string {
  let n = 0;
  return text.replaceAll(DLT_VAR, () => `{{${++n}}}`);
}

/** A WhatsApp body filled as Meta fills it (for previews and the fake); throws on a refused value. */
export function fillNumbered(body: string, values: readonly string[]): string {
  const numbers = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
  checkValues(new Set(numbers).size, values);
  return body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => values[Number(n) - 1] ?? "");
}
