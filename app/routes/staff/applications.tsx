import { Link } from "react-router";
import { FilterInput, FilterSelect, PageLinks } from "~/components/staff/filter-controls";
import { IgnoredParams } from "~/components/staff/ignored-params";
import { countFilters, ListFilters } from "~/components/staff/list-filters";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { ListRegion, StaffHeading } from "~/components/staff/staff-shell";
import { applicationStatusLabels, staffTime } from "@core/content/staff-work";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import {
  APPLICATION_STATUSES,
  ApplicationFilterSchema,
  filterQuery,
  readListParams,
  type ApplicationStatus,
} from "@core/schemas/staff-lists";
import type { Route } from "./+types/applications";

export const staffPage = staffPages.applications;
export const meta = () => staffMeta("Applications");

/** /staff/applications (hr, admin): by job or all, filtered and paged by the URL. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  const { applicationInbox } = args.context.services;
  const { filter, ignored } = readListParams(
    ApplicationFilterSchema,
    new URL(args.request.url).searchParams,
  );
  const [list, jobs] = await Promise.all([applicationInbox.list(filter), applicationInbox.jobs()]);
  return {
    filter,
    ignored,
    jobs: jobs.map((j) => ({
      value: String(j.id),
      label: j.active ? j.title : `${j.title} (closed)`,
    })),
    total: list.total,
    page: list.page,
    pages: list.pages,
    rows: list.rows.map((r) => ({
      ...r,
      status: r.status as ApplicationStatus,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export default function StaffApplications({ loaderData }: Route.ComponentProps) {
  const { filter, ignored, jobs, rows, total, page, pages } = loaderData;
  return (
    <section>
      <StaffHeading title="Applications">
        <p>Job applications from the careers page, newest first.</p>
      </StaffHeading>
      <ListFilters clear="/staff/applications" active={countFilters(filter)}>
        <FilterInput type="search" wide name="q" label="Name, e-mail or phone" value={filter.q} />
        <FilterSelect name="job" label="Job" value={filter.job?.toString()} options={jobs} />
        <FilterSelect
          name="status"
          label="Status"
          value={filter.status}
          options={APPLICATION_STATUSES.map((s) => ({
            value: s,
            label: applicationStatusLabels[s],
          }))}
        />
      </ListFilters>
      <IgnoredParams names={ignored} />
      <p className="mt-4 text-sm text-muted" role="status">
        {total.toLocaleString("en-IN")} {total === 1 ? "application" : "applications"} · page {page}{" "}
        of {pages}
      </p>
      <ListRegion label="Applications">
        {rows.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-navy-100 bg-white p-6 text-center">
            No applications match these filters.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {rows.map((row) => (
              <li key={row.id} className="rounded-xl border border-navy-100 bg-white p-4">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    to={`/staff/applications/${row.id}`}
                    className="font-bold text-navy-900 underline"
                  >
                    <bdi>{row.name}</bdi>
                  </Link>
                  <span className="text-sm font-semibold">
                    {applicationStatusLabels[row.status]}
                  </span>
                </p>
                <p>{row.jobTitle}</p>
                <p className="mt-1 break-all text-sm">
                  {row.email} · {row.number}
                </p>
                <p className="mt-1 text-sm text-muted">Applied {staffTime(row.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </ListRegion>
      <PageLinks
        label="Pages of applications"
        page={page}
        pages={pages}
        href={(n) => filterQuery({ ...filter, page: n }) || "?"}
      />
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
