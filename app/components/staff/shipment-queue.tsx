import { Link } from "react-router";
import { StatusBadge } from "~/components/track/status-badge";
import { staffTime } from "@core/content/staff-work";
import { SHIPMENT_QUEUES, shipmentQueueInfo, type ShipmentQueue } from "@core/shipment-queues";
import { getShipmentStatus } from "@core/shipment-status";
import { EmptyList, RecordTable } from "./list-screen/record-table";
import { PillLink } from "./pill-link";

export type QueueRow = {
  lrNo: string;
  orderStatus: string;
  lastLocation: string | null;
  lastAt: string | null;
  since: string;
};

const shipmentPath = (lrNo: string) => `/staff/shipments/${encodeURIComponent(lrNo)}`;

/** A duration in words a glance reads: "40 min", "7 h", "3 d 4 h". */
export function ageText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** The four queues, each a link with its count; the open one marked as the current page. */
export function QueueNav({
  counts,
  current,
}: {
  counts: Record<ShipmentQueue, number>;
  current: ShipmentQueue | null;
}) {
  return (
    <nav aria-label="Shipment queues" className="flex flex-wrap gap-2">
      {SHIPMENT_QUEUES.map((queue) => (
        <PillLink key={queue} to={`?queue=${queue}`} current={current === queue}>
          {shipmentQueueInfo[queue].label} ({counts[queue].toLocaleString("en-IN")})
        </PillLink>
      ))}
    </nav>
  );
}

function LastEvent({ row }: { row: QueueRow }) {
  if (!row.lastAt) return <span className="text-muted">No event yet</span>;
  return (
    <>
      <time dateTime={row.lastAt}>{staffTime(row.lastAt)}</time>
      {row.lastLocation && <bdi className="block text-muted">{row.lastLocation}</bdi>}
    </>
  );
}

/**
 * One queue's shipments: a card each on a phone, a table from 768 px. The LR
 * number links to the shipment's page; "silent" is the time since the last
 * event (or since it was created), "age" since its journey began.
 */
export function QueueList({
  queue,
  rows,
  total,
  now,
}: {
  queue: ShipmentQueue;
  rows: QueueRow[];
  total: number;
  now: string;
}) {
  const info = shipmentQueueInfo[queue];
  const at = new Date(now).getTime();
  const silent = (row: QueueRow) => ageText(at - new Date(row.lastAt ?? row.since).getTime());
  const age = (row: QueueRow) => ageText(at - new Date(row.since).getTime());
  return (
    <section aria-labelledby="queue-title" className="grid gap-3">
      <div>
        <h2 id="queue-title" className="text-xl font-bold text-navy-900">
          {info.label}
        </h2>
        <p className="text-muted">
          {info.about}
          {total > rows.length && ` Showing the first ${rows.length} of ${total}.`}
        </p>
      </div>
      {rows.length === 0 ? (
        <EmptyList>{info.empty}</EmptyList>
      ) : (
        <RecordTable
          rows={rows}
          rowKey={(row) => row.lrNo}
          card={(row) => (
            <>
              <p className="flex flex-wrap items-center justify-between gap-2">
                <Link to={shipmentPath(row.lrNo)} className="font-bold text-navy-900 underline">
                  {row.lrNo}
                </Link>
                <StatusBadge status={getShipmentStatus(row.orderStatus)} />
              </p>
              <p className="mt-2 text-sm">
                <span className="text-muted">Last event: </span>
                <LastEvent row={row} />
              </p>
              <p className="mt-1 text-sm">
                No update for <strong>{silent(row)}</strong> · age {age(row)}
              </p>
            </>
          )}
          columns={[
            {
              header: "LR number",
              rowHeader: true,
              className: "px-3 py-2 font-normal",
              cell: (row) => (
                <Link to={shipmentPath(row.lrNo)} className="font-bold text-navy-900 underline">
                  {row.lrNo}
                </Link>
              ),
            },
            {
              header: "Status",
              cell: (row) => <StatusBadge status={getShipmentStatus(row.orderStatus)} />,
            },
            { header: "Last event", cell: (row) => <LastEvent row={row} /> },
            { header: "No update for", className: "px-3 py-2 font-semibold", cell: silent },
            { header: "Age", cell: age },
          ]}
        />
      )}
    </section>
  );
}

/** The overview's shipment queues (ops and admin): each count a link to its list. */
export function ShipmentQueueCounts({ counts }: { counts: Record<ShipmentQueue, number> }) {
  return (
    <section aria-labelledby="shipments-now" className="mb-8">
      <h2 id="shipments-now" className="mb-3 text-xl font-extrabold text-navy-900">
        Shipments needing attention
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {SHIPMENT_QUEUES.map((queue) => {
          const { label } = shipmentQueueInfo[queue];
          return (
            <li key={queue} className="rounded-xl border border-navy-100 bg-white p-3">
              <Link
                to={`/staff/shipments?queue=${queue}`}
                className={`text-lg font-bold underline ${counts[queue] ? "text-danger" : "text-navy-900"}`}
                aria-label={`${counts[queue]} shipments: ${label}`}
              >
                {counts[queue].toLocaleString("en-IN")}
              </Link>{" "}
              {label.charAt(0).toLowerCase() + label.slice(1)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
