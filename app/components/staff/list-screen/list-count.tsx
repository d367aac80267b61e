import { Download } from "~/components/ui/icons";

const grouped = (n: number) => n.toLocaleString("en-IN");

/** "1,204+ leads · page 2 of 25": how many records the filter finds, and where the page is. */
export type ListCountProps = {
  total: number;
  /** The count stopped short of every row (the list counts at most so many). */
  more?: boolean;
  page: number;
  pages: number;
  /** The record's name, one and many: ["lead", "leads"]. */
  noun: readonly [one: string, many: string];
  /** How the total is written: Indian digit grouping unless given. */
  format?: (n: number) => string;
};

export function ListCount({
  total,
  more = false,
  page,
  pages,
  noun,
  format = grouped,
  className,
}: ListCountProps & { className: string }) {
  return (
    <p className={className} role="status">
      {format(total)}
      {more ? "+" : ""} {total === 1 ? noun[0] : noun[1]} · page {page} of {pages}
    </p>
  );
}

/** The CSV of the rows the filter finds (every page): the export route reads the same parameters. */
export function ExportLink({ href }: { href: string }) {
  return (
    <a href={href} className="btn-outline text-navy-900" download>
      <Download className="size-4" aria-hidden="true" />
      Export these as CSV
    </a>
  );
}
