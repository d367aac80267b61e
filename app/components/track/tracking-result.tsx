import { Inbox } from "lucide-react";
import { trackingNotices } from "~/content/tracking";
import type { OrderTracking } from "~/schemas/tracking";
import { TrackingHistoryPanel } from "./tracking-history-panel";
import { TrackingTimeline } from "./tracking-timeline";

/** A found shipment: the Tracking History panel beside its timeline. */
export function TrackingResult({
  tracking,
  shareUrl,
}: {
  tracking: OrderTracking;
  shareUrl: string;
}) {
  const empty = tracking.tracking_history.length === 0;
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr] lg:items-start lg:gap-8">
      <TrackingHistoryPanel tracking={tracking} shareUrl={shareUrl} />
      <section
        aria-labelledby="timeline-title"
        className="rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8"
      >
        <h2 id="timeline-title" className="text-xl font-extrabold text-navy-900">
          Shipment journey
        </h2>
        {empty ? (
          <div className="mt-6 flex flex-col items-center rounded-xl bg-navy-50 px-6 py-10 text-center">
            <Inbox className="size-10 text-navy-500" aria-hidden="true" />
            <p className="mt-4 text-lg font-bold text-navy-900">{trackingNotices.noHistory}</p>
            <p className="mt-2 max-w-md text-muted">{trackingNotices.noHistoryText}</p>
          </div>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted">Newest update first.</p>
            <TrackingTimeline tracking={tracking} />
          </>
        )}
      </section>
    </div>
  );
}
