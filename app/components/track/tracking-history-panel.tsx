import { FileDown } from "~/components/ui/icons";
import { En } from "~/components/ui/en";
import { MarkEnglish } from "~/components/ui/mark-english";
import { texts as deliveryTexts } from "@core/content/delivery-options";
import { texts as trackingTexts } from "@core/content/tracking";
import { useTexts } from "~/lib/texts";
import type { OrderTracking } from "@core/schemas/tracking";
import { ShareDialog } from "./share-dialog";
import { StatusBadge } from "./status-badge";
import { useShipmentStatus } from "./use-shipment-status";

/**
 * The Tracking History panel (spec section 2): LR No, Status, the expected
 * delivery date when known, the POD and sharing.
 */
export function TrackingHistoryPanel({
  tracking,
  shareUrl,
  expected,
}: {
  tracking: OrderTracking;
  shareUrl: string;
  expected?: string | null;
}) {
  const t = useTexts(trackingTexts).history;
  const expectedLabel = useTexts(deliveryTexts).expected;
  const { status: statusOf, date } = useShipmentStatus();
  const status = statusOf(tracking.order_status);
  return (
    <section
      aria-labelledby="tracking-history-title"
      className="rounded-card border border-navy-100 bg-white p-6 shadow-card lg:sticky lg:top-6"
    >
      <h2 id="tracking-history-title" className="text-xl font-extrabold text-navy-900">
        {t.title}
      </h2>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-5 lg:grid-cols-1">
        <div>
          <dt className="text-sm font-semibold text-muted">
            <MarkEnglish text={t.lrNo} />
          </dt>
          <dd className="mt-1 text-lg font-extrabold tracking-wide break-all text-navy-900">
            <En>{tracking.lr_no}</En>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{t.status}</dt>
          <dd className="mt-1">
            <StatusBadge status={status} />
          </dd>
        </div>
        {expected && (
          <div className="col-span-2 lg:col-span-1">
            <dt className="text-sm font-semibold text-muted">{expectedLabel}</dt>
            <dd className="mt-1 text-lg font-extrabold text-navy-900">{date(expected)}</dd>
          </div>
        )}
      </dl>
      <div className="mt-6 grid gap-3 border-t border-navy-100 pt-6">
        {tracking.pod && (
          <a href={tracking.pod} download={`POD-${tracking.lr_no}.pdf`} className="btn-dark w-full">
            <FileDown className="size-4" aria-hidden="true" />
            <MarkEnglish text={t.pod} />
            <span className="sr-only">{t.podHint}</span>
          </a>
        )}
        <ShareDialog url={shareUrl} lrNo={tracking.lr_no} />
      </div>
    </section>
  );
}
