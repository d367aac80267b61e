import { fill } from "@core/texts";

/**
 * The server's "What is 3 + 7?" (CONTRACT.md "Captcha") in the page's
 * language, by a template with {a} and {b}; as sent if it has another shape.
 */
export function localQuestion(question: string, template: string): string {
  const [, a, b] = /^What is (\d+) \+ (\d+)\?$/.exec(question) ?? [];
  return a && b ? fill(template, { a, b }) : question;
}
