import type { PickupRow } from "@core/staff-rows";
import { LeadLink, LeadNameCell, statusLabel } from "./lead-list";
import { EmptyList, RecordTable, type Column } from "./list-screen/record-table";

export type { PickupRow };

const slot = (row: PickupRow) => (row.timeFrom ? `From ${row.timeFrom}` : "Any time");
const packages = (n: number) => (n === 1 ? "1 package" : `${n.toLocaleString("en-IN")} packages`);

/** Where to go: the address as typed, isolated (<bdi>), then city and PIN code. */
function Place({ row }: { row: PickupRow }) {
  return (
    <>
      <bdi className="block break-words">{row.address}</bdi>
      <span className="block">
        <bdi>{row.city}</bdi> {row.pincode}
      </span>
    </>
  );
}

function PickupCard({ row }: { row: PickupRow }) {
  return (
    <>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <LeadLink row={row} />
        <span className="text-sm font-semibold">{slot(row)}</span>
      </p>
      {row.company && (
        <p className="text-sm text-muted">
          <bdi>{row.company}</bdi>
        </p>
      )}
      <div className="mt-2 text-sm">
        <Place row={row} />
      </div>
      <p className="mt-2 text-sm">
        {packages(row.packages)} · {row.loadType}
      </p>
      <p className="mt-1 text-sm">
        {statusLabel(row.status)} ·{" "}
        <span className={row.assignee ? "" : "text-muted"}>{row.assignee ?? "Not assigned"}</span>
      </p>
    </>
  );
}

const COLUMNS: Column<PickupRow>[] = [
  { header: "Time", className: "px-3 py-2 whitespace-nowrap", cell: slot },
  {
    header: "Customer",
    rowHeader: true,
    className: "px-3 py-2 font-normal",
    cell: (row) => <LeadNameCell row={row} />,
  },
  { header: "Address", className: "max-w-72 px-3 py-2", cell: (row) => <Place row={row} /> },
  { header: "Packages", cell: (row) => row.packages.toLocaleString("en-IN") },
  { header: "Load", cell: (row) => row.loadType },
  { header: "Status", cell: (row) => statusLabel(row.status) },
  {
    header: "Assignee",
    className: (row) => `px-3 py-2 break-all ${row.assignee ? "" : "text-muted"}`,
    cell: (row) => row.assignee ?? "Not assigned",
  },
];

/** One day's pickups: a card each on a phone, a table from 768 px; the name opens the lead. */
export function PickupList({ rows }: { rows: PickupRow[] }) {
  if (rows.length === 0) return <EmptyList>No pickups asked for this day.</EmptyList>;
  return (
    <RecordTable
      rows={rows}
      rowKey={(row) => row.id}
      card={(row) => <PickupCard row={row} />}
      columns={COLUMNS}
    />
  );
}
