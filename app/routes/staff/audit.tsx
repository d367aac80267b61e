import { Form } from "react-router";
import { AuditSentence } from "~/components/staff/audit-sentence";
import { FilterInput, FilterSelect } from "~/components/staff/list-screen/filter-bar";
import { ListScreen } from "~/components/staff/list-screen/list-screen";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { staffTime } from "@core/content/staff-work";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { AuditFilterSchema, readListParams } from "@core/schemas/staff-lists";
import type { Route } from "./+types/audit";

export const staffPage = staffPages.audit;
export const meta = () => staffMeta("Audit log");

/** /staff/audit (admins): filtered and paged by URL parameters, so it works without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  const { audit, auditWords, accounts } = args.context.services.staff;
  const read = readListParams(AuditFilterSchema, new URL(args.request.url).searchParams);
  const { actor, ...rest } = read.filter;
  const filter = { ...rest, actorId: actor };
  const [list, actions, people] = await Promise.all([
    auditWords.list(filter),
    audit.actions(),
    accounts.list(),
  ]);
  return {
    filter,
    ignored: read.ignored,
    actions,
    people: people.map((p) => ({ id: p.id, displayName: p.displayName })),
    ...list,
  };
}

export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  const { filter, ignored, actions, people, rows, total, page, pages } = loaderData;
  const pageLink = (n: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({
      action: filter.action,
      actor: filter.actorId,
      from: filter.from,
      to: filter.to,
    }))
      if (value) params.set(key, value);
    params.set("page", String(n));
    return `?${params}`;
  };
  return (
    <ListScreen
      title="Audit log"
      intro={
        <p>
          Every sign-in and failed try, every view, export and change, newest first, with a link to
          the record. Times are India time; addresses are shown as hashes.
        </p>
      }
      filters={
        <Form
          method="get"
          className="grid gap-4 rounded-2xl border border-navy-100 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        >
          <FilterSelect
            name="action"
            label="Action"
            value={filter.action}
            options={actions.map((a) => ({ value: a, label: a }))}
          />
          <FilterSelect
            name="actor"
            label="Person"
            value={filter.actorId}
            options={people.map((p) => ({ value: p.id, label: p.displayName }))}
          />
          <FilterInput type="date" name="from" label="From" value={filter.from} />
          <FilterInput type="date" name="to" label="To" value={filter.to} />
          <button type="submit" className="btn-dark">
            Show
          </button>
        </Form>
      }
      ignored={ignored}
      // The log's count is written without digit grouping, as it always was.
      count={{ total, page, pages, noun: ["entry", "entries"], format: String }}
      label="Audit log entries"
      rows={rows.length}
      pager={{ label: "Pages of the audit log", href: pageLink }}
    >
      <ol className="mt-3 grid gap-2">
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-navy-100 bg-white p-3 text-sm">
            <p className="wrap-anywhere text-ink">
              <AuditSentence parts={row.parts} />
            </p>
            <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted">
              <time dateTime={row.at}>{staffTime(row.at)}</time>
              <code>{row.action}</code>
              <span>address {row.ipHash || "none"}</span>
            </p>
          </li>
        ))}
      </ol>
    </ListScreen>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
