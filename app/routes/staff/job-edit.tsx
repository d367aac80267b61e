import { data, redirect } from "react-router";
import { FormNotice } from "~/components/staff/form-notice";
import { JobForm, jobFormValues } from "~/components/staff/job-form";
import { JobStateForm } from "~/components/staff/job-state-form";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { parseJobForm, setJobState, type JobStateAnswer } from "~/lib/job-actions.server";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { parseJobId } from "@core/schemas/job";
import type { Route } from "./+types/job-edit";

export const staffPage = staffPages.jobEdit;
export const meta = ({ data: loaded }: Route.MetaArgs) =>
  staffMeta(loaded?.job ? `Edit ${loaded.job.title}` : "Job");

async function loadJob(args: Route.LoaderArgs | Route.ActionArgs) {
  const id = parseJobId(args.params.id);
  const stored = id ? await args.context.services.jobs.findJob(id) : null;
  if (!stored) throw data("No job found with this id.", { status: 404 });
  return stored;
}

/** /staff/jobs/{id} (hr, admin): edit every field, close or reopen. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  const { job, active } = await loadJob(args);
  return { job, active, values: jobFormValues(job) };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { job } = await loadJob(args);
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  if (intent === "close" || intent === "reopen")
    return setJobState(args.context, actor, intent, String(job.id));
  if (intent !== "save") return data<JobStateAnswer>({ refused: "Unknown action." }, 400);
  const parsed = parseJobForm(formData);
  if (parsed.refusal) return parsed.refusal;
  // Every field is on the form: the same replacement as PUT /api/ops/jobs/{id}.
  await args.context.services.jobs.replaceJob(job.id, parsed.fields, actor);
  return redirect(`${staffPages.jobs.path}?saved=changed`);
}

export default function StaffJobEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { job, active, values } = loaderData;
  const refused = actionData && "refused" in actionData ? actionData.refused : undefined;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <section className="grid gap-6">
      <StaffHeading title={`Edit: ${job.title}`}>
        <p>
          {active
            ? "This job is open: changes show on the careers page as soon as you save."
            : "This job is closed: it is not on the careers page until you reopen it."}
        </p>
      </StaffHeading>
      {refused && <FormNotice kind="error">{refused}</FormNotice>}
      {done && <FormNotice kind="done">{done}</FormNotice>}
      <div className="flex flex-wrap items-center gap-3">
        <JobStateForm id={job.id} title={job.title} active={active} />
        {active && (
          <a href={`/join-us/career/${job.id}`} className="text-navy-900 underline">
            See it on the careers page
          </a>
        )}
      </div>
      <div className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
        <JobForm
          key={`${job.id}-${job.updated_at}`}
          result={result}
          defaultValue={values}
          submit="Save changes"
        />
      </div>
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
