import { Link } from "react-router";
import { ListRegion } from "./staff-shell";
import { categoryLabel, ticketStatusLabel } from "@core/content/staff-tickets";
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

/**
 * The tickets of one page: a table from 768 px, a card per ticket on a
 * phone. What customers typed is isolated (<bdi>), so a stray direction mark
 * cannot turn the rest of the line around.
 */
function TicketRows({ rows }: { rows: TicketRow[] }) {
  if (rows.length === 0)
    return (
      <p className="mt-4 rounded-2xl border border-navy-100 bg-white p-6 text-center">
        No tickets match these filters.
      </p>
    );
  return (
    <>
      <ul className="mt-3 grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.number} className="rounded-xl border border-navy-100 bg-white p-4">
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
              {row.email} · {row.phone}
            </p>
            <p className="mt-1 text-sm text-muted">Raised {staffTime(row.raisedAt)}</p>
            <p className="mt-1 text-sm">
              <NextPromise row={row} />
            </p>
            <p className="mt-1 text-sm text-muted">{row.assignee ?? "Not assigned"}</p>
          </li>
        ))}
      </ul>
      <div className="mt-3 hidden overflow-x-auto rounded-2xl border border-navy-100 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              {["Ticket", "Customer", "Raised", "Promise", "Status", "Assignee"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-bold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number} className="border-t border-navy-100 align-top">
                <td className="px-3 py-2">
                  <Link
                    to={link(row.number)}
                    className="font-bold whitespace-nowrap text-navy-900 underline"
                  >
                    {row.number}
                  </Link>
                  <span className="block">{categoryLabel(row.category)}</span>
                  {row.lrNo && <span className="block text-muted">{row.lrNo}</span>}
                </td>
                <td className="px-3 py-2 wrap-anywhere">
                  <bdi className="block font-semibold">{row.name}</bdi>
                  {row.email}
                  <span className="block">{row.phone}</span>
                </td>
                <td className="px-3 py-2">{staffTime(row.raisedAt)}</td>
                <td className="px-3 py-2">
                  <NextPromise row={row} />
                </td>
                <td className="px-3 py-2">
                  <StatusNote row={row} />
                </td>
                <td className="px-3 py-2 wrap-anywhere">{row.assignee ?? "Not assigned"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The list, where "Skip to the list" lands. */
export function TicketList({ rows }: { rows: TicketRow[] }) {
  return (
    <ListRegion label="Tickets">
      <TicketRows rows={rows} />
    </ListRegion>
  );
}
