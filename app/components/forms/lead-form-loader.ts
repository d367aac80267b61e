import type { AppLoadContext, ShouldRevalidateFunctionArgs } from "react-router";
import { newSubmissionToken } from "@core/schemas/new-submission-token";
import { SENT_PARAM } from "./lead-action-data";

/** Every lead form's loader: a new one-time token for the empty form (LeadForm renders it). */
export function leadFormLoader() {
  return { submissionToken: newSubmissionToken() };
}

/** The captcha forms' loader: also a question rendered by the server, so the form works without JavaScript. */
export function captchaLoader({ context }: { context: AppLoadContext }) {
  return { ...leadFormLoader(), captcha: context.services.captcha.issue() };
}

/**
 * After a post that came back (field errors, a network failure), the form
 * keeps its token, so sending it again is a retry, and its question, which
 * the action's answer names; after a success (?sent=1) the empty form gets
 * new ones.
 */
export function shouldRevalidate({
  formMethod,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (nextUrl.searchParams.get(SENT_PARAM) === "1") return true;
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}
