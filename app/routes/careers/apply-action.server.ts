/**
 * The page door of a job application (the form without JavaScript, and the
 * /apply page with it): read the multipart form with Conform into plain data
 * (the résumé a File), hand it to the application service, then redirect to
 * ?sent=1 on success, so a refresh cannot apply twice, or answer the field
 * errors and the values as typed (Conform's reply).
 */
import { langOf } from "@core/i18n";
import { data, redirect, type AppLoadContext } from "react-router";
import { SENT_PARAM } from "~/components/forms/lead-action-data";
import type { ApplicationActionData } from "~/components/careers/application-data";
import { applyPath } from "@core/content/careers";
import { parseWithZod } from "@conform-to/zod/v4";
import { ApplicationFormSchema, RESUME_FIELD } from "@core/schemas/job-application";
import { ALREADY_SENT, submissionTokenOf } from "@core/schemas/submission-token";

type Args = { request: Request; context: AppLoadContext; params: { jobId?: string } };

export async function submitApplication({ request, context, params }: Args) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data<ApplicationActionData>(
      { notice: { kind: "rejected", text: "The form was not sent properly. Please try again." } },
      400,
    );
  }
  // The form's fields as plain data (nested objects for dotted names), and
  // the submission Conform answers with: the service reads and judges them.
  const submission = parseWithZod(formData, { schema: ApplicationFormSchema });
  const outcome = await context.services.applications.submit(submission.payload, context.visitor, {
    key: submissionTokenOf(formData),
    // The page's language: stored with the application, and the acknowledgement's.
    language: langOf(new URL(request.url).pathname),
  });
  // The values as typed, for an outcome that stopped before parsing.
  const typed = () => submission.reply();
  switch (outcome.status) {
    case "stored":
      return redirect(`${applyPath(params.jobId ?? "")}?${SENT_PARAM}=1`, 303);
    case "invalid": {
      const { fieldErrors } = outcome;
      const result = submission.reply({ fieldErrors });
      const file = formData.get(RESUME_FIELD);
      const sentFile = file instanceof File && file.size > 0;
      return data<ApplicationActionData>(
        {
          result,
          notice: fieldErrors.job_id?.[0]
            ? { kind: "rejected", text: fieldErrors.job_id[0] }
            : { kind: "invalid" },
          // A browser cannot refill a file field: say so when a good file was sent.
          resumeAgain: sentFile && !fieldErrors[RESUME_FIELD],
        },
        outcome.reason === "too-large" ? 413 : 400,
      );
    }
  }
  switch (outcome.reason) {
    case "conflict":
      return data<ApplicationActionData>(
        { result: typed(), notice: { kind: "rejected", text: ALREADY_SENT } },
        422,
      );
    case "spam":
      return data<ApplicationActionData>(
        { result: typed(), notice: { kind: "rejected", text: outcome.message } },
        400,
      );
    case "limited":
      return data<ApplicationActionData>(
        { result: typed(), notice: { kind: "rejected", text: outcome.message } },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "unavailable":
      return data<ApplicationActionData>({ result: typed(), notice: { kind: "failed" } }, 503);
  }
}
