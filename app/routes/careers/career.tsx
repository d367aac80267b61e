import { JobList } from "~/components/careers/job-list";
import { ApplyProvider } from "~/components/careers/apply";
import { HelpContacts } from "~/components/ui/help-contacts";
import { PageHeader } from "~/components/ui/page-header";
import { texts } from "@core/content/careers";
import { pages } from "@core/content/routes";
import { pageMeta } from "~/lib/meta";
import { loadOrFallback } from "~/lib/page-data";
import { useTexts } from "~/lib/texts";
import type { Route } from "./+types/career";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["careers", "help-contacts", "validation"],
} satisfies TextsHandle;

/** The open jobs, from the server; null when they cannot be loaded ('No jobs found.'). */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { jobs: await context.services.jobs.listActiveJobs() };
  } catch (error) {
    console.error("Loading the job openings failed", error);
    return { jobs: null };
  }
}

/** Opened from the menu while the network fails: 'No jobs found.', as when the server fails. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  loadOrFallback(serverLoader, { jobs: null });

export const meta: Route.MetaFunction = (args) => pageMeta(pages.career, args);

/** Careers (spec section 2): hero and the list of open roles; each card opens the job's own page. */
export default function Career({ loaderData }: Route.ComponentProps) {
  const careers = useTexts(texts);
  return (
    <ApplyProvider>
      <PageHeader page={pages.career} parent={{ label: careers.crumbs.joinUs, href: "/join-us" }} />
      <JobList jobs={loaderData.jobs} />
      <HelpContacts text={careers.helpText} />
    </ApplyProvider>
  );
}
