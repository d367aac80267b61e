import { Link } from "react-router";
import { ListRegion } from "./staff-shell";
import { leadKindLabels, leadStatusLabels, staffDate, staffTime } from "@core/content/staff-work";
import type { LeadKind, LeadStatus } from "@core/schemas/staff-lists";

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

const kindLabel = (kind: string) => leadKindLabels[kind as LeadKind] ?? kind;
const statusLabel = (status: string) => leadStatusLabels[status as LeadStatus] ?? status;

/**
 * The leads of one page: a table from 768 px, a card per lead on a phone.
 * Each names the lead with a link to its page. What visitors typed is isolated
 * (<bdi>), so a stray direction mark cannot turn the rest of the line around.
 */
function LeadRows({ rows }: { rows: LeadRow[] }) {
  if (rows.length === 0)
    return (
      <p className="mt-4 rounded-2xl border border-navy-100 bg-white p-6 text-center">
        No leads match these filters.
      </p>
    );
  return (
    <>
      <ul className="mt-3 grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-navy-100 bg-white p-4">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <Link to={`/staff/leads/${row.id}`} className="font-bold text-navy-900 underline">
                <bdi>{row.name}</bdi>
              </Link>
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
          </li>
        ))}
      </ul>
      <div className="mt-3 hidden overflow-x-auto rounded-2xl border border-navy-100 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              {[
                "Lead",
                "Kind",
                "Reach them",
                "Received",
                "Due",
                "Follow up",
                "Status",
                "Assignee",
              ].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-bold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-navy-100 align-top">
                <td className="px-3 py-2">
                  <Link to={`/staff/leads/${row.id}`} className="font-bold text-navy-900 underline">
                    <bdi>{row.name}</bdi>
                  </Link>
                  {row.company && <bdi className="block text-muted">{row.company}</bdi>}
                </td>
                <td className="px-3 py-2">{kindLabel(row.kind)}</td>
                <td className="px-3 py-2 break-words">
                  {row.email}
                  {row.phone && <span className="block">{row.phone}</span>}
                </td>
                <td className="px-3 py-2">{staffTime(row.receivedAt)}</td>
                <td className="px-3 py-2">
                  <DueNote dueAt={row.dueAt} overdue={row.overdue} />
                </td>
                <td className="px-3 py-2">
                  <FollowUpNote on={row.followUpOn} when={row.followUp} />
                </td>
                <td className="px-3 py-2">{statusLabel(row.status)}</td>
                <td className="px-3 py-2 break-words">{row.assignee ?? "Not assigned"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The list, where "Skip to the list" lands. */
export function LeadList({ rows }: { rows: LeadRow[] }) {
  return (
    <ListRegion label="Leads">
      <LeadRows rows={rows} />
    </ListRegion>
  );
}
