/**
 * The one-time token every page form carries in a hidden field: the server
 * renders a new one with each empty form, and a form posted twice with it (a
 * retry after a lost answer) is stored once.
 *
 * Apart from submission-token.ts, which imports the validation messages:
 * the lead pages' loaders use this, and their pages then load no messages
 * before the form's code (decision 034).
 */
export const SUBMISSION_TOKEN_FIELD = "submissionToken";

/** A new token: random, so no two forms share one. */
export function newSubmissionToken(): string {
  return crypto.randomUUID();
}
