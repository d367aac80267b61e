import { Form } from "react-router";
import { FilterInput, FilterSelect, PageLinks } from "~/components/staff/filter-controls";
import { IgnoredParams } from "~/components/staff/ignored-params";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
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
  const { audit, accounts } = args.context.services.staff;
  const read = readListParams(AuditFilterSchema, new URL(args.request.url).searchParams);
  const { actor, ...rest } = read.filter;
  const filter = { ...rest, actorId: actor };
  const [list, actions, people] = await Promise.all([
    audit.list(filter),
    audit.actions(),
    accounts.list(),
  ]);
  return {
    filter,
    ignored: read.ignored,
    actions,
    people: people.map((p) => ({ id: p.id, displayName: p.displayName })),
    ...list,
    rows: list.rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actorEmail,
      action: r.action,
      target: r.targetType ? `${r.targetType} ${r.targetId ?? ""}` : "",
      detail: r.detail ? JSON.stringify(r.detail) : "",
      ipHash: r.ipHash.slice(0, 10),
    })),
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
    <section>
      <StaffHeading title="Audit log">
        <p>
          Every sign-in and failed try, and every change to an account, newest first. Times are
          India time; addresses are shown as hashes.
        </p>
      </StaffHeading>
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
      <IgnoredParams names={ignored} />
      <p className="mt-4 text-sm text-muted" role="status">
        {total} {total === 1 ? "entry" : "entries"} · page {page} of {pages}
      </p>
      <ol className="mt-3 grid gap-2">
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-navy-100 bg-white p-3 text-sm">
            <p className="flex flex-wrap justify-between gap-x-4">
              <strong className="text-navy-900">{row.action}</strong>
              <time dateTime={row.at} className="text-muted">
                {staffTime(row.at)}
              </time>
            </p>
            <p className="mt-1 break-all">
              {row.actor ?? "unknown person"}
              {row.target && <span className="text-muted"> · {row.target}</span>}
              {row.detail && <span className="text-muted"> · {row.detail}</span>}
              <span className="text-muted"> · address {row.ipHash || "none"}</span>
            </p>
          </li>
        ))}
      </ol>
      <PageLinks label="Pages of the audit log" page={page} pages={pages} href={pageLink} />
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
