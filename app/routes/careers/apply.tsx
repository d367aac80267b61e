import { data, useActionData, useSearchParams } from "react-router";
import type { ApplicationActionData } from "~/components/careers/application-data";
import { BackToOpenings } from "~/components/careers/job-detail";
import { DeferredForm, deferredForm } from "~/components/forms/deferred-form";
import { leadClientAction } from "~/components/forms/lead-client-action";
import { shouldRevalidate } from "~/components/forms/lead-form-loader";
import { SENT_PARAM } from "~/components/forms/lead-action-data";
import { SuccessDialog } from "~/components/forms/success-dialog";
import { FormPage } from "~/components/forms/form-page";
import { Link } from "~/components/ui/local-link";
import { APPLICATION_FORM_ID, applyPath, jobPath, texts } from "@core/content/careers";
import { page } from "@core/content/page-info";
import { pages } from "@core/content/routes";
import { metaTexts, pageMeta } from "~/lib/meta";
import { loadOrFallback } from "~/lib/page-data";
import { parseJobId } from "@core/schemas/job";
import { newSubmissionToken } from "@core/schemas/new-submission-token";
import { PageHeader } from "~/components/ui/page-header";
import { fill, type TextsHandle } from "@core/texts";
import { useTexts } from "~/lib/texts";
import type { Route } from "./+types/apply";
import { submitApplication } from "./apply-action.server";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["careers", "validation"],
} satisfies TextsHandle;

/** The job applied for; unknown or closed: 404; service failure: 503 with a calm page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseJobId(params.jobId);
  let job;
  try {
    job = id === null ? null : await context.services.jobs.findActiveJob(id);
  } catch (error) {
    console.error(`Loading job ${id} for its application failed`, error);
    return data({ kind: "error" } as const, { status: 503 });
  }
  if (!job) throw data(null, { status: 404 });
  const { title, location, employment_type, experience } = job;
  return {
    kind: "found",
    job: { id: job.id, title, location, employment_type, experience },
    submissionToken: newSubmissionToken(),
  } as const;
}

export { shouldRevalidate };

/** Reached while the network fails: the same calm page as a server failure. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  loadOrFallback(serverLoader, { kind: "error" } as const);

export const action = (args: Route.ActionArgs) => submitApplication(args);
export const clientAction = leadClientAction;

/** The application page's info in the page's language (`careers`, the careers texts); the job stays as written. */
function applyPage(
  loaderData: Route.ComponentProps["loaderData"] | undefined,
  jobId: string,
  careers: typeof texts.en,
) {
  if (loaderData?.kind !== "found")
    return page(
      applyPath(jobId),
      careers.titles.applyFailed,
      careers.applicationHeading,
      careers.jobLoadFailed,
      careers.jobLoadFailed,
    );
  const { job } = loaderData;
  const title = { title: job.title, location: job.location };
  return page(
    applyPath(job.id),
    fill(careers.titles.apply, title),
    fill(careers.applyFor, title),
    fill(careers.applyDescription, title),
    careers.application.intro,
  );
}

export function meta(args: Route.MetaArgs) {
  const { loaderData, params } = args;
  const info = applyPage(loaderData, params.jobId, metaTexts(texts, args));
  return [
    // The job's own page is the one to index; this is its form without JavaScript.
    ...pageMeta({ ...info, path: jobPath(params.jobId) }, args),
    { name: "robots", content: "noindex" },
  ];
}

const loadBody = () =>
  import("~/components/careers/application-page-form").then((m) => m.ApplicationBody);
/** The form's code (Conform, zod, the schema) loads with the first interaction (decision 034); the server renders it in full. */
const ApplicationBody = import.meta.env.SSR ? await loadBody() : deferredForm(loadBody);

/**
 * The application of one job as a page (spec section 4, Careers): what the
 * two-step dialog is without JavaScript, and a place to come back to.
 */
export default function ApplyPage({ loaderData, params: { jobId } }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const sent = params.get(SENT_PARAM) === "1";
  const careers = useTexts(texts);
  const { application } = careers;
  const info = applyPage(loaderData, jobId, careers);
  // An answer from the action (a post sent before the page's code ran): the form loads at once.
  const answered = useActionData<ApplicationActionData>() !== undefined;
  if (loaderData.kind !== "found")
    return (
      <>
        <PageHeader
          page={info}
          parent={{ label: careers.crumbs.careers, href: pages.career.path }}
        />
        <div className="container-page py-10 lg:py-14">
          <BackToOpenings />
        </div>
      </>
    );
  const { job } = loaderData;
  return (
    <FormPage
      page={info}
      parent={{ label: job.title, href: jobPath(job.id) }}
      heading={sent ? application.success.title : careers.applicationHeading}
      intro={sent ? application.success.text : application.intro}
      aside={<JobSummary job={job} />}
    >
      {sent ? (
        <>
          <BackToOpenings />
          <SuccessDialog
            title={application.success.title}
            text={application.success.text}
            ok={application.ok}
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
        <DeferredForm formId={APPLICATION_FORM_ID} Body={ApplicationBody} eager={answered} />
      )}
    </FormPage>
  );
}

/** Beside the form: the job applied for, the way to its details, and what happens next. */
function JobSummary({
  job,
}: {
  job: Extract<Route.ComponentProps["loaderData"], { kind: "found" }>["job"];
}) {
  const { application } = useTexts(texts);
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
