import { encodeMessage } from "../messages";

/**
 * The one-time token every page form carries in a hidden field (issue 12,
 * item 18): the server renders a new one with each empty form, and a form
 * posted twice with it (a retry after a lost answer) is stored once.
 */
export const SUBMISSION_TOKEN_FIELD = "submissionToken";

/** A new token: random, so no two forms share one. */
export function newSubmissionToken(): string {
  return crypto.randomUUID();
}

/** What a page form says when its token was already used to send other details. */
export const ALREADY_SENT = encodeMessage("alreadySent");

/** A usable key (token or Idempotency-Key): 1 to 255 visible ASCII characters, else null. */
export function parseSubmissionKey(value: unknown): string | null {
  return typeof value === "string" && /^[\x21-\x7e]{1,255}$/.test(value) ? value : null;
}

/** The posted token when it looks like one, else undefined (the form is then sent without one). */
export function submissionTokenOf(form: FormData): string | undefined {
  return parseSubmissionKey(form.get(SUBMISSION_TOKEN_FIELD)) ?? undefined;
}
