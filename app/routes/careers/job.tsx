import { data } from "react-router";
import { BackToOpenings, JobDetail } from "~/components/careers/job-detail";
import { ApplyProvider } from "~/components/careers/apply";
import { HelpContacts } from "~/components/ui/help-contacts";
import { PageHeader } from "~/components/ui/page-header";
import { jobPath, texts } from "@core/content/careers";
import { page } from "@core/content/page-info";
import { pages } from "@core/content/routes";
import { jobPosting } from "~/lib/job-posting";
import { metaTexts, pageMeta } from "~/lib/meta";
import { loadOrFallback } from "~/lib/page-data";
import { fill, type TextsHandle } from "@core/texts";
import { useTexts } from "~/lib/texts";
import { parseJobId } from "@core/schemas/job";
import type { Route } from "./+types/job";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["careers", "dates", "help-contacts", "validation"],
} satisfies TextsHandle;

/** One open job, server-rendered; unknown or closed: 404; service failure: 503. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseJobId(params.jobId);
  if (id === null) return data({ kind: "not-found" } as const, { status: 404 });
  try {
    const posting = await context.services.jobs.findJobPosting(id);
    if (!posting) return data({ kind: "not-found" } as const, { status: 404 });
    return { kind: "found", ...posting } as const;
  } catch (error) {
    console.error(`Loading job ${id} failed`, error);
    return data({ kind: "error" } as const, { status: 503 });
  }
}

/** A card followed while the network fails: the same 'could not load' page as a server failure. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  loadOrFallback(serverLoader, { kind: "error" } as const);

/** The job's page info in the page's language (`careers`, the careers texts); the job stays as written. */
function jobPage(
  loaderData: Route.ComponentProps["loaderData"] | undefined,
  path: string,
  careers: typeof texts.en,
) {
  if (loaderData?.kind === "found") {
    const { job } = loaderData;
    return page(
      path,
      fill(careers.titles.job, { title: job.title }),
      job.title,
      job.description.slice(0, 160),
      `${job.location} · ${job.employment_type} · ${job.experience}`,
    );
  }
  const intro = loaderData?.kind === "error" ? careers.jobLoadFailed : careers.notFoundText;
  return page(path, careers.titles.jobNotFound, careers.notFoundTitle, intro, intro);
}

export function meta(args: Route.MetaArgs) {
  const { loaderData, params } = args;
  const info = jobPage(loaderData, jobPath(params.jobId), metaTexts(texts, args));
  if (loaderData?.kind !== "found")
    return [{ title: info.title }, { name: "robots", content: "noindex" }];
  return [
    ...pageMeta(info, args),
    { "script:ld+json": jobPosting(loaderData.job, loaderData.postedAt) },
  ];
}

/** A job's own page (spec section 2, Careers: the detail view), shareable and indexable. */
export default function JobPage({ loaderData, params }: Route.ComponentProps) {
  const careers = useTexts(texts);
  const info = jobPage(loaderData, jobPath(params.jobId), careers);
  return (
    <ApplyProvider>
      <PageHeader page={info} parent={{ label: careers.crumbs.careers, href: pages.career.path }} />
      {loaderData.kind === "found" ? (
        <JobDetail job={loaderData.job} />
      ) : (
        <div className="container-page py-10 lg:py-14">
          <BackToOpenings />
        </div>
      )}
      <HelpContacts text={careers.helpText} />
    </ApplyProvider>
  );
}
