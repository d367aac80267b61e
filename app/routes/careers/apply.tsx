import { data, Link, useSearchParams } from "react-router";
import { ApplicationPageForm } from "~/components/careers/application-page-form";
import { BackToOpenings } from "~/components/careers/job-detail";
import { leadClientAction } from "~/components/forms/lead-client-action";
import { shouldRevalidate } from "~/components/forms/lead-form-loader";
import { SENT_PARAM } from "~/components/forms/lead-action-data";
import { SuccessDialog } from "~/components/forms/success-dialog";
import { FormPage } from "~/components/forms/form-page";
import { application, applyPath, careers, jobPath } from "~/content/careers";
import { page } from "~/content/page-info";
import { parseJobId } from "~/schemas/job";
import { newSubmissionToken } from "~/schemas/submission-token";
import type { Route } from "./+types/apply";
import { submitApplication } from "./apply-action.server";

/** The job applied for; unknown or closed: 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseJobId(params.jobId);
  const job = id === null ? null : await context.services.jobs.findActiveJob(id);
  if (!job) throw data(null, { status: 404 });
  const { title, location, employment_type, experience } = job;
  return {
    job: { id: job.id, title, location, employment_type, experience },
    submissionToken: newSubmissionToken(),
  };
}

export { shouldRevalidate };
export const action = (args: Route.ActionArgs) => submitApplication(args);
export const clientAction = leadClientAction;

export function meta({ loaderData, params }: Route.MetaArgs) {
  const title = loaderData ? careers.applyFor(loaderData.job.title) : "Apply";
  return [
    { title: `${title} | Careers` },
    // The job's own page is the one to index; this is its form without JavaScript.
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "canonical", href: jobPath(params.jobId) },
  ];
}

/**
 * The application of one job as a page (spec section 4, Careers): what the
 * two-step dialog is without JavaScript, and a place to come back to.
 */
export default function ApplyPage({ loaderData }: Route.ComponentProps) {
  const { job, submissionToken } = loaderData;
  const [params, setParams] = useSearchParams();
  const sent = params.get(SENT_PARAM) === "1";
  const info = page(
    applyPath(job.id),
    `${careers.applyFor(job.title)} | Careers`,
    careers.applyFor(job.title),
    application.intro,
    application.intro,
  );
  return (
    <FormPage
      page={info}
      parent={{ label: job.title, href: jobPath(job.id) }}
      heading={sent ? application.success.title : "Your application"}
      intro={sent ? application.success.text : application.intro}
      aside={<JobSummary job={job} />}
    >
      {sent ? (
        <>
          <BackToOpenings />
          <SuccessDialog
            title={application.success.title}
            text={application.success.text}
            onClose={() =>
              setParams(
                (p) => {
                  p.delete(SENT_PARAM);
                  return p;
                },
                { replace: true, preventScrollReset: true },
              )
            }
          />
        </>
      ) : (
        <ApplicationPageForm job={job} submissionToken={submissionToken} />
      )}
    </FormPage>
  );
}

/** Beside the form: the job applied for, the way to its details, and what happens next. */
function JobSummary({ job }: { job: Route.ComponentProps["loaderData"]["job"] }) {
  return (
    <div className="rounded-card bg-navy-50 p-6">
      <h2 className="text-lg font-bold text-navy-900">{job.title}</h2>
      <p className="mt-1 text-sm text-muted">
        {job.location} · {job.employment_type} · {job.experience}
      </p>
      <Link
        to={jobPath(job.id)}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-2 hover:no-underline"
      >
        {application.readJob}
      </Link>
      <h3 className="mt-4 font-bold text-navy-900">{application.nextTitle}</h3>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm marker:font-bold marker:text-saffron-700">
        {application.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
