import { Inbox } from "~/components/ui/icons";
import { texts as trackingTexts } from "@core/content/tracking";
import { useTexts } from "~/lib/texts";
import type { OrderTracking } from "@core/schemas/tracking";
import { TrackingHistoryPanel } from "./tracking-history-panel";
import { TrackingTimeline } from "./tracking-timeline";

/** A found shipment: the Tracking History panel beside its timeline. */
export function TrackingResult({
  tracking,
  shareUrl,
  expected,
}: {
  tracking: OrderTracking;
  shareUrl: string;
  /** The expected delivery date (YYYY-MM-DD), when known. */
  expected?: string | null;
}) {
  const t = useTexts(trackingTexts);
  const empty = tracking.tracking_history.length === 0;
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr] lg:items-start lg:gap-8">
      <TrackingHistoryPanel tracking={tracking} shareUrl={shareUrl} expected={expected} />
      <section
        aria-labelledby="timeline-title"
        className="rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8"
      >
        <h2 id="timeline-title" className="text-xl font-extrabold text-navy-900">
          {t.journey.title}
        </h2>
        {empty ? (
          <div className="mt-6 flex flex-col items-center rounded-xl bg-navy-50 px-6 py-10 text-center">
            <Inbox className="size-10 text-navy-500" aria-hidden="true" />
            <p className="mt-4 text-lg font-bold text-navy-900">{t.notices.noHistory}</p>
            <p className="mt-2 max-w-md text-muted">{t.notices.noHistoryText}</p>
          </div>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted">{t.journey.newestFirst}</p>
            <TrackingTimeline tracking={tracking} />
          </>
        )}
      </section>
    </div>
  );
}
