/**
 * Validation messages in the page's language (docs/decisions/025-languages.md
 * "Validation messages"). The schemas, the page actions and the services give
 * a message as its key in the validation catalogue with its values
 * (core/messages.ts); a form shows it through the `validation` texts the page
 * was sent, in English where a page was sent only part of them. A message
 * in words (a staff form's) is shown as it came.
 */
import { texts as validation } from "@core/content/validation";
import { renderMessage } from "@core/messages";
import { useTexts } from "./texts";

/** A function that shows a schema's or the server's message in the page's language. */
export function useMessage(): (message: string) => string {
  const local = useTexts(validation);
  return (message) => renderMessage(message, local);
}
