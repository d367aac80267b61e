import type { Captcha } from "@core/schemas/captcha";
import type { LeadActionData } from "./lead-action-data";

type ClientActionArgs = { request: Request; serverAction: () => Promise<unknown> };

/**
 * With JavaScript, a lead form posts through this: when the network fails,
 * the page stays as it is, with everything typed, and says so ('Server
 * Error' / 'Please try again later.'), instead of an error page. A form with
 * a captcha gets a new question, as after any failed call (spec section 4).
 * A redirect (success) passes through.
 */
export async function leadClientAction({
  request,
  serverAction,
}: ClientActionArgs): Promise<LeadActionData> {
  const asksQuestion = (await request.clone().formData()).has("captchaToken");
  try {
    return (await serverAction()) as LeadActionData;
  } catch (error) {
    if (error instanceof Response) throw error;
    console.warn("form not sent", error);
    const captcha = asksQuestion ? await fetchNewQuestion() : undefined;
    return { notice: { kind: "failed" }, ...(captcha ? { captcha } : {}) };
  }
}

/** A new question, or none while the server cannot be reached (the old one then stays: it was never spent). */
async function fetchNewQuestion(): Promise<Captcha | undefined> {
  try {
    const response = await fetch("/api/captcha", { cache: "no-store" });
    return response.ok ? ((await response.json()) as Captcha) : undefined;
  } catch (error) {
    console.warn("no new captcha question", error);
    return undefined;
  }
}
