import { Link } from "react-router";
import { RecordTable, type Column } from "./list-screen/record-table";
import { categoryLabel, NO_EMAIL, ticketStatusLabel } from "@core/content/staff-tickets";
import { staffTime } from "@core/content/staff-work";

export type TicketRow = {
  number: string;
  category: string;
  status: string;
  name: string;
  email: string;
  phone: string;
  lrNo: string | null;
  raisedAt: string;
  acknowledgeBy: string;
  acknowledged: boolean;
  resolveBy: string;
  open: boolean;
  overdue: boolean;
  escalated: boolean;
  assignee: string | null;
};

const badge = "inline-block rounded-full px-2 py-0.5 text-xs font-bold";

/** The promise a ticket is working to now, or that it broke: words, not only a colour. */
export function NextPromise({ row }: { row: TicketRow }) {
  if (!row.open) return <span className="text-muted">Done</span>;
  const [what, by] = row.acknowledged
    ? ["Resolve", row.resolveBy]
    : ["Acknowledge", row.acknowledgeBy];
  if (row.overdue)
    return (
      <span className="inline-block rounded-lg bg-red-50 px-2 py-0.5 text-xs font-bold text-danger">
        {what} by {staffTime(by)}: broken
      </span>
    );
  return (
    <span>
      {what} by {staffTime(by)}
    </span>
  );
}

/** "Escalated" beside the status, spelt out. */
export function StatusNote({ row }: { row: Pick<TicketRow, "status" | "escalated"> }) {
  return (
    <>
      {ticketStatusLabel(row.status)}
      {row.escalated && (
        <span className={`${badge} ml-1 bg-saffron-100 text-saffron-900`}>Escalated</span>
      )}
    </>
  );
}

const link = (number: string) => `/staff/tickets/${number}`;

function TicketCard({ row }: { row: TicketRow }) {
  return (
    <>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={link(row.number)} className="font-bold text-navy-900 underline">
          {row.number}
        </Link>
        <span className="text-sm font-semibold">
          <StatusNote row={row} />
        </span>
      </p>
      <p className="mt-1">
        {categoryLabel(row.category)}
        {row.lrNo && <span className="text-muted"> · {row.lrNo}</span>}
      </p>
      <p className="mt-1">
        <bdi>{row.name}</bdi>
      </p>
      <p className="mt-1 text-sm wrap-anywhere">
        {row.email || NO_EMAIL} · {row.phone}
      </p>
      <p className="mt-1 text-sm text-muted">Raised {staffTime(row.raisedAt)}</p>
      <p className="mt-1 text-sm">
        <NextPromise row={row} />
      </p>
      <p className="mt-1 text-sm text-muted">{row.assignee ?? "Not assigned"}</p>
    </>
  );
}

const COLUMNS: Column<TicketRow>[] = [
  {
    header: "Ticket",
    cell: (row) => (
      <>
        <Link to={link(row.number)} className="font-bold whitespace-nowrap text-navy-900 underline">
          {row.number}
        </Link>
        <span className="block">{categoryLabel(row.category)}</span>
        {row.lrNo && <span className="block text-muted">{row.lrNo}</span>}
      </>
    ),
  },
  {
    header: "Customer",
    className: "px-3 py-2 wrap-anywhere",
    cell: (row) => (
      <>
        <bdi className="block font-semibold">{row.name}</bdi>
        {row.email || NO_EMAIL}
        <span className="block">{row.phone}</span>
      </>
    ),
  },
  { header: "Raised", cell: (row) => staffTime(row.raisedAt) },
  { header: "Promise", cell: (row) => <NextPromise row={row} /> },
  { header: "Status", cell: (row) => <StatusNote row={row} /> },
  {
    header: "Assignee",
    className: "px-3 py-2 wrap-anywhere",
    cell: (row) => row.assignee ?? "Not assigned",
  },
];

/**
 * The tickets of one page: a table from 768 px, a card per ticket on a
 * phone. What customers typed is isolated (<bdi>), so a stray direction mark
 * cannot turn the rest of the line around.
 */
export function TicketList({ rows }: { rows: TicketRow[] }) {
  return (
    <RecordTable
      spaced
      rows={rows}
      rowKey={(row) => row.number}
      card={(row) => <TicketCard row={row} />}
      columns={COLUMNS}
    />
  );
}
