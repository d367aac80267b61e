/**
 * The "Activity" section of /staff/businesses/:id: what the business's people
 * (and staff, for the business) did, from business_audit_log, newest first,
 * 50 a page (`?activity=2`), each row a sentence (server/business/business-activity.ts).
 */
import { AuditSentence } from "~/components/staff/audit-sentence";
import { PageLinks } from "~/components/staff/list-screen/pager";
import { staffTime } from "@core/content/staff-work";
import type { AuditPart } from "@core/audit-sentences";

/** A page of `services.staffBusinesses.activity`, as the loader sends it. */
type Activity = {
  rows: { id: number; at: string; action: string; parts: AuditPart[]; by: string | null }[];
  total: number;
  page: number;
  pages: number;
};

/** The `activity` URL parameter: a page from 1; anything else (absent, 0, "x", 1.5) reads as 1. */
export function activityPage(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

export function ActivitySection({ activity }: { activity: Activity }) {
  const { rows, total, page, pages } = activity;
  return (
    <section aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="mb-3 text-xl font-bold text-navy-900">
        Activity
      </h2>
      {rows.length === 0 ? (
        <p className="text-muted">Nothing done in the account yet.</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted">
            {total === 1 ? "1 entry" : `${total} entries`}, newest first
            {pages > 1 ? ` · page ${page} of ${pages}` : ""}. Times are India time.
          </p>
          <ol className="grid gap-2">
            {rows.map((row) => (
              <li key={row.id} className="rounded-xl border border-navy-100 bg-white p-3 text-sm">
                <p className="wrap-anywhere text-ink">
                  <AuditSentence parts={row.parts} />
                </p>
                <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted">
                  <time dateTime={row.at}>{staffTime(row.at)}</time>
                  {row.by && <span>{row.by}</span>}
                  <code>{row.action}</code>
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
      <PageLinks
        label="Pages of the business's activity"
        page={page}
        pages={pages}
        href={(n) => `?activity=${n}#activity-heading`}
      />
    </section>
  );
}
