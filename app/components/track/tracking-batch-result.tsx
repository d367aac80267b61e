import { Download, PackageSearch } from "~/components/ui/icons";
import { En } from "~/components/ui/en";
import { Link } from "~/components/ui/local-link";
import { MarkEnglish } from "~/components/ui/mark-english";
import { texts as trackingTexts } from "@core/content/tracking";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";
import { trackingPath } from "@core/tracking-links";
import { buildTimeline } from "@core/tracking-timeline";
import type { OrderTracking } from "@core/schemas/tracking";
import { StatusIcon } from "./status-badge";
import { useShipmentStatus } from "./use-shipment-status";

export type BatchEntry = { lrNo: string; tracking: OrderTracking | null };

/** The batch list's words. */
function useBatchTexts() {
  return useTexts(trackingTexts).batch;
}

function StatusCell({ tracking }: { tracking: OrderTracking | null }) {
  const batchTracking = useBatchTexts();
  const { status: statusOf } = useShipmentStatus();
  if (!tracking)
    return (
      <span className="inline-flex items-center gap-2">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800">
          <PackageSearch className="size-4" aria-hidden="true" />
        </span>
        <span className="font-extrabold text-navy-900">{batchTracking.notFound}</span>
      </span>
    );
  const status = statusOf(tracking.order_status);
  return (
    <span className="inline-flex items-center gap-2">
      <StatusIcon status={status} size="sm" />
      <span className={`font-extrabold ${status.colour}`}>{status.label}</span>
    </span>
  );
}

function UpdateCell({ tracking }: { tracking: OrderTracking | null }) {
  const batchTracking = useBatchTexts();
  const { when } = useShipmentStatus();
  if (!tracking) return <span className="text-muted">{batchTracking.notFoundHint}</span>;
  // Where and when the shipment was last seen; nothing before its first scan.
  const latest = buildTimeline(tracking.tracking_history)[0]?.headline;
  if (!latest) return <span className="text-muted">{batchTracking.noUpdates}</span>;
  return (
    <span>
      {latest.location && (
        <span className="block font-semibold text-ink">
          <MarkEnglish text={latest.location} />
        </span>
      )}
      <span className="block text-sm text-muted">
        <MarkEnglish text={when(latest.orderdate, latest.timestamp)} />
      </span>
    </span>
  );
}

function PodLink({ tracking }: { tracking: OrderTracking }) {
  const batchTracking = useBatchTexts();
  if (!tracking.pod) return null;
  return (
    <a
      href={tracking.pod}
      download={`POD-${tracking.lr_no}.pdf`}
      className="inline-flex min-h-11 items-center gap-1.5 font-bold text-navy-700 underline underline-offset-4 hover:text-navy-900"
    >
      <Download className="size-4" aria-hidden="true" />
      <MarkEnglish text={batchTracking.pod} />
      <span className="sr-only">
        <MarkEnglish text={fill(batchTracking.podOf, { lrNo: tracking.lr_no })} />
      </span>
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
  const batchTracking = useBatchTexts();
  const found = entries.filter((e) => e.tracking).length;
  const missing = entries.length - found;
  return (
    <section
      aria-labelledby="batch-title"
      className="rounded-card border border-navy-100 bg-white p-4 shadow-card sm:p-8"
    >
      <h2 id="batch-title" className="text-xl font-extrabold text-navy-900">
        {fill(batchTracking.heading, { count: entries.length })}
      </h2>
      <p className="mt-1 text-muted">
        {missing === 0
          ? fill(batchTracking.allFound, { found })
          : fill(batchTracking.someFound, { found, missing })}
      </p>

      <table className="mt-6 hidden w-full border-collapse text-left md:table">
        <thead>
          <tr className="border-b-2 border-navy-100 text-sm text-muted">
            <th scope="col" className="py-2 pr-4 font-bold">
              <MarkEnglish text={batchTracking.columns.lrNo} />
            </th>
            <th scope="col" className="py-2 pr-4 font-bold">
              {batchTracking.columns.status}
            </th>
            <th scope="col" className="py-2 pr-4 font-bold">
              {batchTracking.columns.latest}
            </th>
            <th scope="col" className="py-2 font-bold">
              <span className="sr-only">{batchTracking.columns.pod}</span>
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
                    <En>{lrNo}</En>
                  </Link>
                ) : (
                  <span className="font-extrabold tracking-wide text-ink">
                    <En>{lrNo}</En>
                  </span>
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
                <En>{lrNo}</En>
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
                  <span className="sr-only">
                    <MarkEnglish text={fill(batchTracking.detailsOf, { lrNo })} />
                  </span>
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
