import { useNavigation } from "react-router";
import { texts } from "@core/content/careers";
import { useLocalize } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import type { Job } from "@core/schemas/job";
import { JobCard } from "./job-card";

/** The open roles, or why there are none (spec section 4, Careers). */
export function JobList({ jobs }: { jobs: Job[] | null }) {
  const careers = useTexts(texts);
  const navigation = useNavigation();
  const listPath = useLocalize()("/join-us/career");
  const reloading = navigation.state === "loading" && navigation.location.pathname === listPath;
  return (
    <section aria-labelledby="openings-title" className="container-page py-12 lg:py-16">
      <h2 id="openings-title" className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
        {careers.listTitle}
      </h2>
      <p className="mt-2 text-muted">{careers.listIntro}</p>
      <div role="status" className="mt-6">
        {reloading ? (
          <p className="text-muted">{careers.loading}</p>
        ) : jobs === null ? (
          <p className="rounded-card bg-navy-50 p-6 font-semibold text-navy-900">
            {careers.loadFailed}
          </p>
        ) : jobs.length === 0 ? (
          <p className="rounded-card bg-navy-50 p-6 font-semibold text-navy-900">
            {careers.noOpenings}
          </p>
        ) : null}
      </div>
      {!reloading && jobs && jobs.length > 0 && (
        <ul className="mt-2 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}
