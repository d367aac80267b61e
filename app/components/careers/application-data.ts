import type { SubmissionResult } from "@conform-to/react";
import type { LeadNotice } from "~/components/forms/lead-action-data";
import type { JobRef } from "@core/schemas/job";

/*
 * What the application page, its action and its form share: kept apart from
 * the form (application-page-form.tsx), whose code loads with the visitor's
 * first interaction (decision 034).
 */

/** What the application page's action answers when it does not redirect to ?sent=1. */
export type ApplicationActionData = {
  result?: SubmissionResult<string[]>;
  notice: LeadNotice;
  /** A good résumé was sent but cannot be shown again: ask for it once more. */
  resumeAgain?: boolean;
};

/** What the application page's loader gives its form when the job is found (routes/careers/apply.tsx). */
export type ApplicationLoaderData = { job: JobRef; submissionToken: string };
