import { Briefcase, ChevronRight, MapPin } from "lucide-react";
import { NavLink } from "react-router";
import { careers, jobPath } from "~/content/careers";
import type { Job } from "~/schemas/job";

/** One opening in the list; the whole card links to the job's own page. */
export function JobCard({ job }: { job: Job }) {
  return (
    <li>
      <NavLink
        to={jobPath(job.id)}
        className="group flex h-full flex-col rounded-card border border-navy-100 bg-white p-6 shadow-card transition hover:border-saffron-400"
      >
        {({ isPending }) => (
          <>
            <h3 className="text-lg font-bold text-navy-900 group-hover:underline">{job.title}</h3>
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
            <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-navy-800">
              {isPending ? careers.loadingDetail : careers.viewDetails}
              <ChevronRight className="size-4" aria-hidden="true" />
            </span>
          </>
        )}
      </NavLink>
    </li>
  );
}
