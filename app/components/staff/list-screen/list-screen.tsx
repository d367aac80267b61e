import type { ReactNode } from "react";
import { IgnoredParams } from "../ignored-params";
import { ListRegion, StaffHeading } from "../staff-shell";
import { ExportLink, ListCount, type ListCountProps } from "./list-count";
import { PageLinks, type PagerProps } from "./pager";
import { EmptyList } from "./record-table";

/**
 * One staff list's page (leads, tickets, applications, the audit log), in
 * one order: the heading, the filters, the note on what the URL held that
 * was not understood, the count (with the CSV export, for a list that has
 * one), the records where "Skip to the list" lands, the pages.
 */
export function ListScreen({
  title,
  intro,
  filters,
  ignored,
  count,
  exportHref,
  label,
  rows,
  empty,
  pager,
  children,
}: {
  title: string;
  /** What the list is for, under its heading. */
  intro: ReactNode;
  /** The filter form, and anything that goes with it (the tickets' views). */
  filters: ReactNode;
  ignored: readonly string[];
  count: ListCountProps;
  /** The CSV of the filtered list, where it has one. */
  exportHref?: string;
  /** The name of the list's region. */
  label: string;
  /** How many records this page shows. */
  rows: number;
  /** What to say when it shows none; without it, the empty list is drawn. */
  empty?: string;
  pager: PagerProps;
  children: ReactNode;
}) {
  return (
    <section>
      <StaffHeading title={title}>{intro}</StaffHeading>
      {filters}
      <IgnoredParams names={ignored} />
      {exportHref ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <ListCount {...count} className="text-sm text-muted" />
          <ExportLink href={exportHref} />
        </div>
      ) : (
        <ListCount {...count} className="mt-4 text-sm text-muted" />
      )}
      <ListRegion label={label}>
        {rows === 0 && empty ? <EmptyList filtered>{empty}</EmptyList> : children}
      </ListRegion>
      <PageLinks {...pager} page={count.page} pages={count.pages} />
    </section>
  );
}
