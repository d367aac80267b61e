/**
 * The page door of every lead form (STYLE.md "Forms, end to end"): read the
 * posted form with Conform into plain data, hand it to the lead service
 * (honeypot, rate limit, schema, captcha, store), then redirect to ?sent=1
 * on success, so a refresh cannot submit twice, or answer the field errors
 * and the values as typed (Conform's reply).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { SENT_PARAM, type LeadActionData } from "~/components/forms/lead-action-data";
import type { LeadFormId } from "@core/content/forms";
import { langOf } from "@core/i18n";
import { ALREADY_SENT, submissionTokenOf } from "@core/schemas/submission-token";

type Args = { request: Request; context: AppLoadContext };

export async function submitLeadForm(
  { request, context }: Args,
  formId: LeadFormId,
  schema: z.ZodType,
) {
  const { services } = context;
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data<LeadActionData>(
      { notice: { kind: "rejected", text: "The form was not sent properly. Please try again." } },
      400,
    );
  }
  // The form's fields as plain data (nested objects for dotted names), and
  // the submission Conform answers with: the service reads and judges them.
  const submission = parseWithZod(formData, { schema });
  const outcome = await services.leads.submit(formId, submission.payload, context.visitor, {
    key: submissionTokenOf(formData),
    // The page's language: stored with the lead, and the acknowledgement's.
    language: langOf(new URL(request.url).pathname),
  });
  const token = formData.get("captchaToken");
  const hasCaptcha = typeof token === "string";
  // The question to show again: the same while unspent, else a new one.
  const sameCaptcha = () =>
    hasCaptcha ? (services.captcha.reissue(token) ?? services.captcha.issue()) : undefined;
  // The values as typed, for an outcome that stopped before parsing.
  const typed = () => submission.reply();

  switch (outcome.status) {
    case "stored":
      return redirect(`${new URL(request.url).pathname}?${SENT_PARAM}=1`, 303);
    case "invalid": {
      if (outcome.reason === "captcha") {
        const result = submission.reply({ fieldErrors: outcome.fieldErrors });
        if (result.initialValue) delete result.initialValue.captchaInput; // a new question needs a new answer
        return data<LeadActionData>(
          { result, notice: { kind: "captcha" }, captcha: services.captcha.issue() },
          400,
        );
      }
      return data<LeadActionData>(
        {
          result: submission.reply({ fieldErrors: outcome.fieldErrors }),
          notice: { kind: "invalid" },
          captcha: sameCaptcha(),
        },
        400,
      );
    }
  }
  switch (outcome.reason) {
    case "conflict":
      return data<LeadActionData>(
        {
          result: typed(),
          notice: { kind: "rejected", text: ALREADY_SENT },
          captcha: sameCaptcha(),
        },
        422,
      );
    case "spam":
      return data<LeadActionData>(
        {
          result: typed(),
          notice: { kind: "rejected", text: outcome.message },
          captcha: sameCaptcha(),
        },
        400,
      );
    case "limited":
      return data<LeadActionData>(
        {
          result: typed(),
          notice: { kind: "rejected", text: outcome.message },
          captcha: sameCaptcha(),
        },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "unavailable": {
      // Spec section 4: a failed server call asks a new question.
      const result = typed();
      if (result.initialValue) delete result.initialValue.captchaInput;
      return data<LeadActionData>(
        {
          result,
          notice: { kind: "failed" },
          captcha: hasCaptcha ? services.captcha.issue() : undefined,
        },
        503,
      );
    }
  }
}
