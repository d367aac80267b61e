import { Link } from "react-router";
import { JobStateForm } from "~/components/staff/job-state-form";
import { FormNotice } from "~/components/staff/form-notice";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { setJobState, type JobStateAnswer } from "~/lib/job-actions.server";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/jobs";

export const staffPage = staffPages.jobs;
export const meta = () => staffMeta("Jobs");

/** /staff/jobs (hr, admin): every job, open ones first. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  const saved = new URL(args.request.url).searchParams.get("saved");
  const jobs = await args.context.services.jobs.listAllJobs();
  return {
    saved: saved === "new" || saved === "changed" ? saved : null,
    jobs: jobs.map(({ job, active }) => ({
      id: job.id,
      title: job.title,
      location: job.location,
      employmentType: job.employment_type,
      updatedAt: job.updated_at,
      active,
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  if (intent !== "close" && intent !== "reopen")
    return { refused: "Unknown action." } satisfies JobStateAnswer;
  return setJobState(args.context, actor, intent, formData.get("id"));
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
    timeStyle: "short",
  });

export default function StaffJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, saved } = loaderData;
  const refused = actionData && "refused" in actionData ? actionData.refused : undefined;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const open = jobs.filter((j) => j.active).length;
  return (
    <section className="grid gap-6">
      <StaffHeading title="Jobs">
        <p>
          Open jobs are on the careers page and in the sitemap. Closing one takes it off at once;
          its applications stay.
        </p>
      </StaffHeading>
      {refused && <FormNotice kind="error">{refused}</FormNotice>}
      {done && <FormNotice kind="done">{done}</FormNotice>}
      {!actionData && saved && (
        <FormNotice kind="done">
          {saved === "new" ? "The job is open: it is on the careers page." : "The job is saved."}
        </FormNotice>
      )}
      <p>
        <Link to={staffPages.jobNew.path} className="btn-dark">
          Open a new job
        </Link>
      </p>
      <p className="text-sm text-muted" role="status">
        {open} open · {jobs.length - open} closed
      </p>
      {jobs.length === 0 ? (
        <p>No jobs yet.</p>
      ) : (
        <ul className="grid gap-3">
          {jobs.map((job) => (
            <li
              key={job.id}
              className="flex flex-col gap-3 rounded-2xl border border-navy-100 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
            >
              <div className="min-w-0">
                <p className="font-bold break-words text-navy-900">
                  <Link to={`/staff/jobs/${job.id}`} className="underline underline-offset-2">
                    {job.title}
                  </Link>
                </p>
                <p className="text-sm text-muted">
                  <span
                    className={job.active ? "font-bold text-success" : "font-bold text-navy-900"}
                  >
                    {job.active ? "Open" : "Closed"}
                  </span>{" "}
                  · {job.location} · {job.employmentType} · changed{" "}
                  <time dateTime={job.updatedAt}>{when(job.updatedAt)}</time>
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Link
                  to={`/staff/jobs/${job.id}`}
                  className="btn-outline text-navy-900"
                  aria-label={`Edit ${job.title}`}
                >
                  Edit
                </Link>
                <JobStateForm id={job.id} title={job.title} active={job.active} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
