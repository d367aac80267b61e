import type { AppLoadContext, ShouldRevalidateFunctionArgs } from "react-router";

/** The captcha forms' loader: a question rendered by the server, so the form works without JavaScript. */
export function captchaLoader({ context }: { context: AppLoadContext }) {
  return { captcha: context.services.captcha.issue() };
}

/**
 * After a post, the action's answer says which question to show; asking the
 * loader again would swap the question under an answer already typed.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}
