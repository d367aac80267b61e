import {
  FilterCheck,
  AssigneeFilter,
  DayRangeFilters,
  FilterInput,
  FilterSelect,
  ListFilters,
} from "~/components/staff/list-screen/filter-bar";
import { ListScreen } from "~/components/staff/list-screen/list-screen";
import { LeadList } from "~/components/staff/lead-list";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { leadKindLabels, leadStatusLabels } from "@core/content/staff-work";
import { todayInIndia } from "@core/schemas/lead-fields";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import {
  filterQuery,
  LEAD_KINDS,
  LEAD_STATUSES,
  LeadFilterSchema,
  readListParams,
  type LeadFilter,
  type LeadSort,
} from "@core/schemas/staff-lists";
import type { Route } from "./+types/leads";

export const staffPage = staffPages.leads;
export const meta = () => staffMeta("Leads");

/** /staff/leads (sales, admin): every kind of lead, filtered and paged by the URL (CONTRACT.md). */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireStaff(args, staffPage);
  const { leadInbox, leadWork } = args.context.services;
  const { filter, ignored } = readListParams(
    LeadFilterSchema,
    new URL(args.request.url).searchParams,
  );
  const [list, people, assignees] = await Promise.all([
    leadInbox.list(filter, user.id),
    leadWork.colleagues(),
    // The filter offers only those who may hold a lead of the kind shown (rolesForLeadKind).
    leadWork.assignees(filter.type),
  ]);
  const names = new Map(people.map((p) => [p.id, p.name]));
  const today = todayInIndia();
  return {
    filter,
    ignored,
    people: assignees.map((p) => ({ id: p.id, name: p.name })),
    total: list.total,
    more: list.more,
    page: list.page,
    pages: list.pages,
    rows: list.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      company: row.company,
      email: row.email,
      phone: row.phone,
      status: row.status,
      receivedAt: row.createdAt.toISOString(),
      dueAt: row.dueAt?.toISOString() ?? null,
      overdue: row.overdue,
      assignee: row.assigneeId ? (names.get(row.assigneeId) ?? "a former colleague") : null,
      followUpOn: row.followUpOn,
      followUp: !row.followUpOn
        ? null
        : row.followUpOn < today
          ? ("past" as const)
          : row.followUpOn === today
            ? ("today" as const)
            : ("later" as const),
    })),
  };
}

/** The orders of the list (CONTRACT.md "working lists"). */
const SORTS: { value: LeadSort; label: string }[] = [
  { value: "due", label: "Due first" },
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
];

const PAGE_WORDS: Record<LeadSort, [string, string]> = {
  due: ["Previous", "Next"],
  newest: ["Newer", "Older"],
  oldest: ["Older", "Newer"],
};

export default function StaffLeads({ loaderData }: Route.ComponentProps) {
  const { filter, ignored, people, rows, total, more, page, pages } = loaderData;
  const query = filterQuery({ ...filter, page: undefined });
  return (
    <ListScreen
      title="Leads"
      intro={
        <p>
          Quotes, pickups, messages and registrations from the website, overdue first. Each is due
          24 hours after it arrived until its first status change: the site promises an answer
          within a day.
        </p>
      }
      filters={<LeadFilters filter={filter} people={people} />}
      ignored={ignored}
      count={{ total, more, page, pages, noun: ["lead", "leads"] }}
      exportHref={`/staff/leads/export.csv${query}`}
      label="Leads"
      rows={rows.length}
      empty="No leads match these filters."
      pager={{
        label: "Pages of leads",
        href: (n) => filterQuery({ ...filter, page: n }) || "?",
        words: PAGE_WORDS[filter.sort ?? "due"],
      }}
    >
      <LeadList rows={rows} />
    </ListScreen>
  );
}

function LeadFilters({
  filter,
  people,
}: {
  filter: LeadFilter;
  people: { id: string; name: string }[];
}) {
  return (
    <ListFilters clear="/staff/leads" filter={filter}>
      <FilterInput
        type="search"
        wide
        name="q"
        label="Name, e-mail, phone, company, city, PIN code or LR"
        value={filter.q}
      />
      <FilterSelect
        name="type"
        label="Kind"
        value={filter.type}
        options={LEAD_KINDS.map((k) => ({ value: k, label: leadKindLabels[k] }))}
      />
      <FilterSelect
        name="status"
        label="Status"
        value={filter.status}
        options={LEAD_STATUSES.map((s) => ({ value: s, label: leadStatusLabels[s] }))}
      />
      <AssigneeFilter value={filter.assignee} people={people} />
      <DayRangeFilters from={filter.from} to={filter.to} verb="Received" />
      <FilterSelect
        name="sort"
        label="Order"
        all={null}
        value={filter.sort ?? "due"}
        options={SORTS}
      />
      <FilterCheck name="overdue" label="Overdue only" checked={filter.overdue === "1"} />
    </ListFilters>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
