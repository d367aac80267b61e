import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "react-router";
import { JobFormSchema, parseJobId } from "@core/schemas/job";
import type { StaffActor } from "@core/staff-access";

/** What closing or reopening a job answers: done, or refused and why. */
export type JobStateAnswer = { done: string } | { refused: string };

/**
 * Close or reopen a job from /staff/jobs or a job's page, through the same
 * service call as POST /api/ops/jobs/{id}/close and /reopen; the service
 * audits the staff member's change.
 */
export async function setJobState(
  context: AppLoadContext,
  actor: StaffActor,
  intent: "close" | "reopen",
  rawId: FormDataEntryValue | null,
) {
  const id = parseJobId(typeof rawId === "string" ? rawId : undefined);
  const result = id
    ? await context.services.jobs.setJobActive(id, intent === "reopen", actor)
    : null;
  if (!result) return data<JobStateAnswer>({ refused: "No job found with this id." }, 404);
  return {
    done:
      intent === "close"
        ? "The job is closed: it has left the careers page."
        : "The job is open again: it is on the careers page.",
  } satisfies JobStateAnswer;
}

/** The job form parsed, or the answer that shows each message next to its field. */
export function parseJobForm(formData: FormData) {
  const submission = parseWithZod(formData, { schema: JobFormSchema });
  if (submission.status !== "success")
    return { refusal: data({ result: submission.reply() }, 400) } as const;
  return { fields: submission.value } as const;
}
