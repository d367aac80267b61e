import type { ReactNode } from "react";

/** One column of a summary table after the row's name. */
export type SummaryColumn<Row> = {
  cell: (row: Row) => ReactNode;
  /** The cell's classes, "px-3 py-2" unless given. */
  className?: (row: Row) => string;
};

/**
 * A small table, as wide as the screen at every width: the overview's counts
 * per kind of lead or category of ticket, the serviceability rules. Each row
 * is named by its first cell.
 */
export function SummaryTable<Row>({
  headers,
  rows,
  rowKey,
  rowHeader,
  columns,
}: {
  /** The headings, the row names' first. */
  headers: readonly ReactNode[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowHeader: (row: Row) => ReactNode;
  columns: readonly SummaryColumn<Row>[];
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-navy-100 bg-white">
      <table className="w-full text-left">
        <thead className="bg-navy-50 text-navy-900">
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col" className="px-3 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-navy-100">
              <th scope="row" className="px-3 py-2 font-semibold">
                {rowHeader(row)}
              </th>
              {columns.map((column, i) => (
                <td key={i} className={column.className?.(row) ?? "px-3 py-2"}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
