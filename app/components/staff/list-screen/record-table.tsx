import type { ReactNode } from "react";

/** One column of a list's table: its heading, and what each row shows in it. */
export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell's classes, "px-3 py-2" unless given; a function for classes that follow the row. */
  className?: string | ((row: Row) => string);
  /** The cell that names the row, drawn as its header (`<th scope="row">`). */
  rowHeader?: boolean;
};

const CELL = "px-3 py-2";

function Cell<Row>({ column, row }: { column: Column<Row>; row: Row }) {
  const { className = CELL } = column;
  const classes = typeof className === "function" ? className(row) : className;
  if (column.rowHeader)
    return (
      <th scope="row" className={classes}>
        {column.cell(row)}
      </th>
    );
  return <td className={classes}>{column.cell(row)}</td>;
}

/**
 * The records of a staff list: a card each on a phone, a table from 768 px
 * (leads, tickets, pickups, shipment queues). `spaced` puts the list 0.75 rem
 * under what is above it, for a list that is not in a grid with gaps.
 */
export function RecordTable<Row>({
  rows,
  rowKey,
  card,
  columns,
  spaced = false,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A row's card on a phone: the inside of its list item. */
  card: (row: Row) => ReactNode;
  columns: readonly Column<Row>[];
  spaced?: boolean;
}) {
  const above = spaced ? "mt-3 " : "";
  return (
    <>
      <ul className={`${above}grid gap-3 md:hidden`}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-navy-100 bg-white p-4">
            {card(row)}
          </li>
        ))}
      </ul>
      <div
        className={`${above}hidden overflow-x-auto rounded-2xl border border-navy-100 bg-white md:block`}
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-3 py-2 font-bold">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-navy-100 align-top">
                {columns.map((column) => (
                  <Cell key={column.header} column={column} row={row} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * What a list says when it has nothing to show: under a filtered list's
 * count, centred ("No leads match these filters."), or as a queue's or a
 * day's note ("No pickups asked for this day.").
 */
export function EmptyList({
  filtered = false,
  children,
}: {
  filtered?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      className={
        filtered
          ? "mt-4 rounded-2xl border border-navy-100 bg-white p-6 text-center"
          : "rounded-2xl border border-navy-100 bg-white p-5"
      }
    >
      {children}
    </p>
  );
}
