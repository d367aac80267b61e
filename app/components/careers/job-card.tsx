import { Briefcase, ChevronRight, MapPin } from "~/components/ui/icons";
import { NavLink } from "~/components/ui/local-link";
import { jobPath, texts } from "@core/content/careers";
import { useTexts } from "~/lib/texts";
import type { Job } from "@core/schemas/job";
import { ApplyButton } from "./apply";

/** One opening in the list: its title and details link to the job's own page; Apply opens the form. */
export function JobCard({ job }: { job: Job }) {
  const careers = useTexts(texts);
  return (
    <li className="flex h-full flex-col rounded-card border border-navy-100 bg-white p-6 shadow-card transition hover:border-saffron-400">
      <h3 className="text-lg font-bold text-navy-900">
        <NavLink to={jobPath(job.id)} className="hover:underline">
          {job.title}
        </NavLink>
      </h3>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden="true" />
          {job.location}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Briefcase className="size-4" aria-hidden="true" />
          {job.employment_type} · {job.workplace_type} · {job.experience}
        </span>
      </p>
      <p className="mt-3 line-clamp-3 leading-relaxed text-ink">{job.description}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        <NavLink
          to={jobPath(job.id)}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-navy-800 hover:underline"
        >
          {({ isPending }) => (
            <>
              {isPending ? careers.loadingDetail : careers.viewDetails}
              <span className="sr-only">: {job.title}</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </>
          )}
        </NavLink>
        <ApplyButton job={job} className="px-5" />
      </div>
    </li>
  );
}
