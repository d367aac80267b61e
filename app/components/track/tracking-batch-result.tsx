import { Download, PackageSearch } from "lucide-react";
import { Link } from "react-router";
import { batchTracking } from "~/content/tracking";
import { getShipmentStatus } from "~/lib/shipment-status";
import { formatTrackingDate, trackingTime } from "~/lib/tracking-dates";
import { trackingPath } from "~/lib/tracking-links";
import { buildTimeline } from "~/lib/tracking-timeline";
import type { OrderTracking } from "~/schemas/tracking";
import { StatusIcon } from "./status-badge";

export type BatchEntry = { lrNo: string; tracking: OrderTracking | null };

/** Where and when a shipment was last seen, or null before its first scan. */
function latestUpdate(tracking: OrderTracking) {
  const latest = buildTimeline(tracking.tracking_history)[0]?.headline;
  if (!latest) return null;
  const time = trackingTime(latest.orderdate, latest.timestamp);
  return {
    where: latest.location,
    when: formatTrackingDate(latest.orderdate, latest.timestamp) + (time ? `, ${time}` : ""),
  };
}

function StatusCell({ tracking }: { tracking: OrderTracking | null }) {
  if (!tracking)
    return (
      <span className="inline-flex items-center gap-2">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800">
          <PackageSearch className="size-4" aria-hidden="true" />
        </span>
        <span className="font-extrabold text-navy-900">{batchTracking.notFound}</span>
      </span>
    );
  const status = getShipmentStatus(tracking.order_status);
  return (
    <span className="inline-flex items-center gap-2">
      <StatusIcon status={status} size="sm" />
      <span className={`font-extrabold ${status.colour}`}>{status.label}</span>
    </span>
  );
}

function UpdateCell({ tracking }: { tracking: OrderTracking | null }) {
  if (!tracking) return <span className="text-muted">{batchTracking.notFoundHint}</span>;
  const latest = latestUpdate(tracking);
  if (!latest) return <span className="text-muted">{batchTracking.noUpdates}</span>;
  return (
    <span>
      {latest.where && <span className="block font-semibold text-ink">{latest.where}</span>}
      <span className="block text-sm text-muted">{latest.when}</span>
    </span>
  );
}

function PodLink({ tracking }: { tracking: OrderTracking }) {
  if (!tracking.pod) return null;
  return (
    <a
      href={tracking.pod}
      download={`POD-${tracking.lr_no}.pdf`}
      className="inline-flex min-h-11 items-center gap-1.5 font-bold text-navy-700 underline underline-offset-4 hover:text-navy-900"
    >
      <Download className="size-4" aria-hidden="true" />
      {batchTracking.pod}
      <span className="sr-only"> for {tracking.lr_no}</span>
    </a>
  );
}

/**
 * Several shipments at once (CONTRACT.md "Tracking several shipments"): each
 * LR number in the order asked, with its status (icon and colour as on the
 * timeline), latest update, POD and a link to its page; the unknown ones
 * said as such. A table from 768 px, a card each on a phone.
 */
export function TrackingBatchResult({ entries }: { entries: readonly BatchEntry[] }) {
  const found = entries.filter((e) => e.tracking).length;
  return (
    <section
      aria-labelledby="batch-title"
      className="rounded-card border border-navy-100 bg-white p-4 shadow-card sm:p-8"
    >
      <h2 id="batch-title" className="text-xl font-extrabold text-navy-900">
        {batchTracking.heading(entries.length)}
      </h2>
      <p className="mt-1 text-muted">{batchTracking.summary(found, entries.length - found)}</p>

      <table className="mt-6 hidden w-full border-collapse text-left md:table">
        <thead>
          <tr className="border-b-2 border-navy-100 text-sm text-muted">
            <th scope="col" className="py-2 pr-4 font-bold">
              LR number
            </th>
            <th scope="col" className="py-2 pr-4 font-bold">
              Status
            </th>
            <th scope="col" className="py-2 pr-4 font-bold">
              Latest update
            </th>
            <th scope="col" className="py-2 font-bold">
              <span className="sr-only">Proof of delivery</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map(({ lrNo, tracking }) => (
            <tr key={lrNo} className="border-b border-navy-100 align-top last:border-0">
              <th scope="row" className="py-3 pr-4">
                {tracking ? (
                  <Link
                    to={trackingPath(lrNo)}
                    className="font-extrabold tracking-wide text-navy-800 underline underline-offset-4 hover:text-navy-950"
                  >
                    {lrNo}
                  </Link>
                ) : (
                  <span className="font-extrabold tracking-wide text-ink">{lrNo}</span>
                )}
              </th>
              <td className="py-3 pr-4">
                <StatusCell tracking={tracking} />
              </td>
              <td className="py-3 pr-4">
                <UpdateCell tracking={tracking} />
              </td>
              <td className="py-1 text-right">{tracking && <PodLink tracking={tracking} />}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="mt-5 grid gap-3 md:hidden">
        {entries.map(({ lrNo, tracking }) => (
          <li key={lrNo} className="rounded-xl border border-navy-100 p-4">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <h3 className="text-lg font-extrabold tracking-wide break-all text-navy-900">
                {lrNo}
              </h3>
              <StatusCell tracking={tracking} />
            </div>
            <div className="mt-2">
              <UpdateCell tracking={tracking} />
            </div>
            {tracking && (
              <div className="mt-2 flex flex-wrap items-center gap-x-6">
                <Link
                  to={trackingPath(lrNo)}
                  className="inline-flex min-h-11 items-center font-bold text-navy-700 underline underline-offset-4 hover:text-navy-900"
                >
                  {batchTracking.details}
                  <span className="sr-only"> of {lrNo}</span>
                </Link>
                <PodLink tracking={tracking} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
