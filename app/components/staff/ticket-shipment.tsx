import { StatusBadge } from "~/components/track/status-badge";
import { TrackingTimeline } from "~/components/track/tracking-timeline";
import { getShipmentStatus } from "@core/shipment-status";
import { trackingPath } from "@core/tracking-links";
import type { OrderTracking } from "@core/schemas/tracking";
import { Panel } from "./ticket-facts";

/**
 * The shipment a ticket is about, as the customer sees it on the tracking
 * page, beside what they wrote; ops and admins get a link to work on it.
 */
export function TicketShipment({
  lrNo,
  tracking,
  staffPage,
}: {
  lrNo: string;
  tracking: OrderTracking | null;
  /** The role may open /staff/shipments/{lr}. */
  staffPage: boolean;
}) {
  return (
    <Panel id="shipment" title={`Shipment ${lrNo}`}>
      {tracking ? (
        <>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <StatusBadge status={getShipmentStatus(tracking.order_status)} />
            <a href={trackingPath(tracking.lr_no)} className="text-navy-900 underline">
              The customer&apos;s tracking page
            </a>
            {staffPage && (
              <a
                href={`/staff/shipments/${encodeURIComponent(tracking.lr_no)}`}
                className="text-navy-900 underline"
              >
                Work on the shipment
              </a>
            )}
          </p>
          {tracking.tracking_history.length === 0 ? (
            <p className="mt-3 text-muted">No tracking events yet.</p>
          ) : (
            <TrackingTimeline tracking={tracking} />
          )}
        </>
      ) : (
        <p className="text-muted">There is no shipment with this LR number among ours.</p>
      )}
    </Panel>
  );
}
