import { redirect } from "react-router";
import { JobForm } from "~/components/staff/job-form";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { parseJobForm } from "~/lib/job-actions.server";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/job-new";

export const staffPage = staffPages.jobNew;
export const meta = () => staffMeta("Open a new job");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  return null;
}

/** Creates the job through the service of POST /api/ops/jobs; it is open at once. */
export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const parsed = parseJobForm(await args.request.formData());
  if (parsed.refusal) return parsed.refusal;
  await args.context.services.jobs.createJob(parsed.fields, actor);
  return redirect(`${staffPages.jobs.path}?saved=new`);
}

export default function StaffJobNew({ actionData }: Route.ComponentProps) {
  return (
    <section className="grid gap-6">
      <StaffHeading title="Open a new job">
        <p>It goes on the careers page as soon as you save it. Fields marked * are needed.</p>
      </StaffHeading>
      <div className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
        <JobForm result={actionData?.result} submit="Open this job" />
      </div>
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
