import { Link } from "react-router";
import { leadStatusLabels } from "@core/content/staff-work";
import type { LeadStatus } from "@core/schemas/staff-lists";

export type PickupRow = {
  id: string;
  name: string;
  company: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  timeFrom: string | null;
  packages: number;
  loadType: string;
  status: string;
  assignee: string | null;
};

const statusLabel = (status: string) => leadStatusLabels[status as LeadStatus] ?? status;
const slot = (row: PickupRow) => (row.timeFrom ? `From ${row.timeFrom}` : "Any time");
const packages = (n: number) => (n === 1 ? "1 package" : `${n.toLocaleString("en-IN")} packages`);
const leadPath = (id: string) => `/staff/leads/${id}`;

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

/** One day's pickups: a card each on a phone, a table from 768 px; the name opens the lead. */
export function PickupList({ rows }: { rows: PickupRow[] }) {
  if (rows.length === 0)
    return (
      <p className="rounded-2xl border border-navy-100 bg-white p-5">
        No pickups asked for this day.
      </p>
    );
  return (
    <>
      <ul className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-navy-100 bg-white p-4">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <Link to={leadPath(row.id)} className="font-bold text-navy-900 underline">
                <bdi>{row.name}</bdi>
              </Link>
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
              <span className={row.assignee ? "" : "text-muted"}>
                {row.assignee ?? "Not assigned"}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-navy-100 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              {["Time", "Customer", "Address", "Packages", "Load", "Status", "Assignee"].map(
                (h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-bold">
                    {h}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-navy-100 align-top">
                <td className="px-3 py-2 whitespace-nowrap">{slot(row)}</td>
                <th scope="row" className="px-3 py-2 font-normal">
                  <Link to={leadPath(row.id)} className="font-bold text-navy-900 underline">
                    <bdi>{row.name}</bdi>
                  </Link>
                  {row.company && <bdi className="block text-muted">{row.company}</bdi>}
                </th>
                <td className="max-w-72 px-3 py-2">
                  <Place row={row} />
                </td>
                <td className="px-3 py-2">{row.packages.toLocaleString("en-IN")}</td>
                <td className="px-3 py-2">{row.loadType}</td>
                <td className="px-3 py-2">{statusLabel(row.status)}</td>
                <td className={`px-3 py-2 break-all ${row.assignee ? "" : "text-muted"}`}>
                  {row.assignee ?? "Not assigned"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
