import { SUBMISSION_TOKEN_FIELD } from "@core/schemas/new-submission-token";

/**
 * The form's one-time token: a retry of the same
 * submission (a lost answer, a reload that posts again) is stored once.
 */
export function SubmissionTokenField({ token }: { token: string | undefined }) {
  if (!token) return null;
  return <input type="hidden" name={SUBMISSION_TOKEN_FIELD} value={token} />;
}
