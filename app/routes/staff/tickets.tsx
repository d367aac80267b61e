import {
  FilterCheck,
  AssigneeFilter,
  DayRangeFilters,
  FilterInput,
  FilterSelect,
  ListFilters,
} from "~/components/staff/list-screen/filter-bar";
import { ListScreen } from "~/components/staff/list-screen/list-screen";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { TicketList } from "~/components/staff/ticket-list";
import { ticketCategoryLabels, ticketStatusLabels } from "@core/content/staff-tickets";
import { filterQuery, readListParams } from "@core/schemas/staff-lists";
import { TicketFilterSchema, type TicketFilter } from "@core/schemas/staff-tickets";
import { staffPages } from "@core/staff-access";
import { ESCALATABLE, PROMISES, TICKET_CATEGORIES, TICKET_STATUSES } from "@core/support";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/tickets";

export const staffPage = staffPages.tickets;
export const meta = () => staffMeta("Tickets");

/** /staff/tickets (support, admin): customer care's requests, filtered and paged by the URL. */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { ticketDesk } = args.context.services;
  const { filter, ignored } = readListParams(
    TicketFilterSchema,
    new URL(args.request.url).searchParams,
  );
  const [list, people] = await Promise.all([
    ticketDesk.list(filter, actor),
    ticketDesk.colleagues(),
  ]);
  return {
    filter,
    ignored,
    people,
    total: list.total,
    more: list.more,
    page: list.page,
    pages: list.pages,
    rows: list.rows.map((row) => ({
      number: row.number,
      category: row.category,
      status: row.status,
      name: row.name,
      email: row.email,
      phone: row.phone,
      lrNo: row.lrNo,
      raisedAt: row.createdAt.toISOString(),
      acknowledgeBy: row.acknowledgeBy.toISOString(),
      acknowledged: row.acknowledgedAt !== null,
      resolveBy: row.resolveBy.toISOString(),
      open: ESCALATABLE.includes(row.status),
      overdue: row.overdue,
      escalated: row.escalatedAt !== null && ESCALATABLE.includes(row.status),
      assignee: row.assignee,
    })),
  };
}

/** The working views, one click each: each is a filter of the same list. */
const VIEWS: { label: string; filter: Partial<TicketFilter> }[] = [
  { label: "All", filter: {} },
  { label: "Still open", filter: { open: "1" } },
  { label: "Broken promise", filter: { overdue: "1" } },
  { label: "Escalated", filter: { escalated: "1" } },
  { label: "Mine", filter: { assignee: "me" } },
  { label: "Not assigned", filter: { assignee: "none" } },
];

function QuickViews({ filter }: { filter: TicketFilter }) {
  const current = filterQuery({ ...filter, page: undefined });
  return (
    <nav aria-label="Views of the tickets" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {VIEWS.map((view) => {
          const query = filterQuery(view.filter);
          const here = query === current;
          return (
            <li key={view.label}>
              <a
                href={`/staff/tickets${query}`}
                aria-current={here ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border-2 border-navy-200 bg-white px-4 font-semibold text-navy-900 hover:border-navy-400 aria-[current=page]:border-navy-900 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
              >
                {view.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export default function StaffTickets({ loaderData }: Route.ComponentProps) {
  const { filter, ignored, people, rows, total, more, page, pages } = loaderData;
  const query = filterQuery({ ...filter, page: undefined });
  return (
    <ListScreen
      title="Tickets"
      intro={
        <p>
          Requests, complaints and claims from customers, newest first. Each promises an
          acknowledgement within {PROMISES.acknowledgeHours} hours and a resolution within{" "}
          {PROMISES.resolveDays} days; a broken promise goes to the grievance officer by itself.
        </p>
      }
      filters={
        <>
          <QuickViews filter={filter} />
          <TicketFilters filter={filter} people={people} />
        </>
      }
      ignored={ignored}
      count={{ total, more, page, pages, noun: ["ticket", "tickets"] }}
      exportHref={`/staff/tickets/export.csv${query}`}
      label="Tickets"
      rows={rows.length}
      empty="No tickets match these filters."
      pager={{
        label: "Pages of tickets",
        href: (n) => filterQuery({ ...filter, page: n }) || "?",
      }}
    >
      <TicketList rows={rows} />
    </ListScreen>
  );
}

function TicketFilters({
  filter,
  people,
}: {
  filter: TicketFilter;
  people: { id: string; displayName: string }[];
}) {
  return (
    <ListFilters clear="/staff/tickets" filter={filter}>
      <FilterInput
        type="search"
        wide
        name="q"
        label="Number, name, e-mail, phone or LR"
        value={filter.q}
      />
      <FilterSelect
        name="category"
        label="Category"
        value={filter.category}
        options={TICKET_CATEGORIES.map((c) => ({ value: c, label: ticketCategoryLabels[c] }))}
      />
      <FilterSelect
        name="status"
        label="Status"
        value={filter.status}
        options={TICKET_STATUSES.map((s) => ({ value: s, label: ticketStatusLabels[s] }))}
      />
      <AssigneeFilter
        value={filter.assignee}
        people={people.map((p) => ({ id: p.id, name: p.displayName }))}
      />
      <DayRangeFilters from={filter.from} to={filter.to} verb="Raised" />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-bold text-navy-900">Show only</legend>
        <div className="mt-1.5 flex flex-wrap gap-x-5">
          <FilterCheck name="overdue" checked={filter.overdue === "1"} label="Broken promise" />
          <FilterCheck name="escalated" checked={filter.escalated === "1"} label="Escalated" />
          <FilterCheck name="open" checked={filter.open === "1"} label="Still open" />
        </div>
      </fieldset>
    </ListFilters>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
