import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "react-router";
import { JobFormSchema, parseJobId } from "@core/schemas/job";
import { recordChange } from "./staff-audit.server";
import type { requireStaff } from "./staff-guard.server";

type Actor = Awaited<ReturnType<typeof requireStaff>>["actor"];

export type JobStateAnswer = { done?: string; refused?: string };

/**
 * Close or reopen a job from /staff/jobs or a job's page, through the same
 * service call as POST /api/ops/jobs/{id}/close and /reopen.
 */
export async function setJobState(
  context: AppLoadContext,
  actor: Actor,
  intent: "close" | "reopen",
  rawId: FormDataEntryValue | null,
) {
  const id = parseJobId(typeof rawId === "string" ? rawId : undefined);
  const result = id ? await context.services.jobs.setJobActive(id, intent === "reopen") : null;
  if (!result) return data<JobStateAnswer>({ refused: "No job found with this id." }, 404);
  await recordChange(context, actor, intent === "close" ? "job.closed" : "job.reopened", {
    type: "job",
    id: String(id),
  });
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
