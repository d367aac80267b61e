import { Link } from "react-router";
import { RecordTable, type Column } from "./list-screen/record-table";
import { leadKindLabels, leadStatusLabels, staffDate, staffTime } from "@core/content/staff-work";
import { isLeadKind, isLeadStatus } from "@core/schemas/staff-lists";

export type LeadRow = {
  id: string;
  kind: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  status: string;
  receivedAt: string;
  dueAt: string | null;
  overdue: boolean;
  assignee: string | null;
  /** The day the assignee means to follow it up (YYYY-MM-DD, India's calendar). */
  followUpOn?: string | null;
  /** That day against India's today: gone by, today, or still to come. */
  followUp?: "past" | "today" | "later" | null;
};

/** When a lead is due, or that it is overdue: words, not only a colour. */
export function DueNote({ dueAt, overdue }: { dueAt: string | null; overdue: boolean }) {
  if (!dueAt) return <span className="text-muted">Answered</span>;
  if (overdue)
    return (
      <span className="inline-block rounded-full bg-red-50 px-2 py-0.5 font-bold text-danger">
        Overdue since {staffTime(dueAt)}
      </span>
    );
  return <span>Due {staffTime(dueAt)}</span>;
}

/** The follow-up day, marked when it is today or already gone by. */
export function FollowUpNote({
  on,
  when,
}: {
  on: string | null | undefined;
  when: LeadRow["followUp"];
}) {
  if (!on) return <span className="text-muted">None set</span>;
  if (when === "past")
    return (
      <span className="inline-block rounded-full bg-red-50 px-2 py-0.5 font-bold text-danger">
        Overdue: {staffDate(on)}
      </span>
    );
  if (when === "today") return <span className="font-bold text-navy-900">Today</span>;
  return <span>{staffDate(on)}</span>;
}

const kindLabel = (kind: string) => (isLeadKind(kind) ? leadKindLabels[kind] : kind);
/** A lead's status in words; a status the list does not know, as it is stored. */
export const statusLabel = (status: string) =>
  isLeadStatus(status) ? leadStatusLabels[status] : status;
const leadPath = (id: string) => `/staff/leads/${id}`;

/** The name as typed, isolated (<bdi>), as the link to the lead's page. */
export function LeadLink({ row }: { row: { id: string; name: string } }) {
  return (
    <Link to={leadPath(row.id)} className="font-bold text-navy-900 underline">
      <bdi>{row.name}</bdi>
    </Link>
  );
}

/** A table's cell naming the lead: the link, then the company below it. */
export function LeadNameCell({ row }: { row: { id: string; name: string; company: string } }) {
  return (
    <>
      <LeadLink row={row} />
      {row.company && <bdi className="block text-muted">{row.company}</bdi>}
    </>
  );
}

function LeadCard({ row }: { row: LeadRow }) {
  return (
    <>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <LeadLink row={row} />
        <span className="text-sm font-semibold">
          {kindLabel(row.kind)} · {statusLabel(row.status)}
        </span>
      </p>
      {row.company && (
        <p>
          <bdi>{row.company}</bdi>
        </p>
      )}
      <p className="mt-1 break-all text-sm">
        {row.email}
        {row.phone && ` · ${row.phone}`}
      </p>
      <p className="mt-1 text-sm text-muted">Received {staffTime(row.receivedAt)}</p>
      <p className="mt-1 text-sm">
        <DueNote dueAt={row.dueAt} overdue={row.overdue} />
      </p>
      {row.followUpOn && (
        <p className="mt-1 text-sm">
          Follow up: <FollowUpNote on={row.followUpOn} when={row.followUp} />
        </p>
      )}
      <p className="mt-1 text-sm text-muted">{row.assignee ?? "Not assigned"}</p>
    </>
  );
}

const COLUMNS: Column<LeadRow>[] = [
  {
    header: "Lead",
    cell: (row) => <LeadNameCell row={row} />,
  },
  { header: "Kind", cell: (row) => kindLabel(row.kind) },
  {
    header: "Reach them",
    className: "px-3 py-2 break-words",
    cell: (row) => (
      <>
        {row.email}
        {row.phone && <span className="block">{row.phone}</span>}
      </>
    ),
  },
  { header: "Received", cell: (row) => staffTime(row.receivedAt) },
  { header: "Due", cell: (row) => <DueNote dueAt={row.dueAt} overdue={row.overdue} /> },
  {
    header: "Follow up",
    cell: (row) => <FollowUpNote on={row.followUpOn} when={row.followUp} />,
  },
  { header: "Status", cell: (row) => statusLabel(row.status) },
  {
    header: "Assignee",
    className: "px-3 py-2 break-words",
    cell: (row) => row.assignee ?? "Not assigned",
  },
];

/**
 * The leads of one page: a table from 768 px, a card per lead on a phone.
 * Each names the lead with a link to its page. What visitors typed is isolated
 * (<bdi>), so a stray direction mark cannot turn the rest of the line around.
 */
export function LeadList({ rows }: { rows: LeadRow[] }) {
  return (
    <RecordTable
      spaced
      rows={rows}
      rowKey={(row) => row.id}
      card={(row) => <LeadCard row={row} />}
      columns={COLUMNS}
    />
  );
}
