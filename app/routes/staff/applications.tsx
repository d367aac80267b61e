import { Link } from "react-router";
import { FilterInput, FilterSelect, ListFilters } from "~/components/staff/list-screen/filter-bar";
import { ListScreen } from "~/components/staff/list-screen/list-screen";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { applicationStatusLabels, staffTime } from "@core/content/staff-work";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import {
  APPLICATION_STATUSES,
  ApplicationFilterSchema,
  filterQuery,
  isApplicationStatus,
  readListParams,
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
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export default function StaffApplications({ loaderData }: Route.ComponentProps) {
  const { filter, ignored, jobs, rows, total, page, pages } = loaderData;
  return (
    <ListScreen
      title="Applications"
      intro={<p>Job applications from the careers page, newest first.</p>}
      filters={
        <ListFilters clear="/staff/applications" filter={filter}>
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
      }
      ignored={ignored}
      count={{ total, page, pages, noun: ["application", "applications"] }}
      label="Applications"
      rows={rows.length}
      empty="No applications match these filters."
      pager={{
        label: "Pages of applications",
        href: (n) => filterQuery({ ...filter, page: n }) || "?",
      }}
    >
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
              <span className="text-sm font-semibold">{applicationStatusLabel(row.status)}</span>
            </p>
            <p>{row.jobTitle}</p>
            <p className="mt-1 break-all text-sm">
              {row.email} · {row.number}
            </p>
            <p className="mt-1 text-sm text-muted">Applied {staffTime(row.createdAt)}</p>
          </li>
        ))}
      </ul>
    </ListScreen>
  );
}

/** A status the list knows by its label; one it does not, as stored. */
const applicationStatusLabel = (status: string) =>
  isApplicationStatus(status) ? applicationStatusLabels[status] : status;

export const ErrorBoundary = StaffErrorBoundary;
