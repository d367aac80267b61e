import { STATUS_ICONS } from "~/lib/shipment-icons";
import { texts as trackingTexts } from "@core/content/tracking";
import { isFinalStatus, type ShipmentStatus } from "@core/shipment-status";
import { useTexts } from "~/lib/texts";
import { buildTimeline, pendingSteps } from "@core/tracking-timeline";
import type { OrderTracking } from "@core/schemas/tracking";
import { Rail, TimelineGroupRow } from "./timeline-group-row";
import { useShipmentStatus } from "./use-shipment-status";

/**
 * The Tracking v2 timeline (spec section 4): milestones still ahead in grey,
 * then the updates, newest first, grouped by status.
 */
export function TrackingTimeline({ tracking }: { tracking: OrderTracking }) {
  const { status } = useShipmentStatus();
  const groups = buildTimeline(tracking.tracking_history);
  const pending = pendingSteps(tracking.order_status, groups).map((step) => ({
    ...step,
    label: status(step.label).label,
  }));
  // A delivered or cancelled shipment has nothing in progress: its last row does not pulse.
  const finished =
    isFinalStatus(tracking.order_status) ||
    isFinalStatus(groups[0]?.headline.tracking_status ?? "");
  return (
    <ol className="mt-6">
      {pending.map((step) => (
        <PendingRow key={step.key} step={step} />
      ))}
      {groups.map((group, index) => (
        <TimelineGroupRow
          key={group.key}
          group={group}
          status={status(group.headline.tracking_status)}
          live={group.state === "active" && !finished}
          last={index === groups.length - 1}
        />
      ))}
    </ol>
  );
}

function PendingRow({ step }: { step: ShipmentStatus }) {
  const Icon = STATUS_ICONS[step.key];
  const { pending } = useTexts(trackingTexts).journey;
  return (
    <li className="relative pb-8 pl-16">
      <Rail pending />
      <span className="absolute top-0 left-0 grid size-11 place-items-center rounded-full border-2 border-dashed border-status-pending bg-white text-status-pending">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-lg font-bold text-status-pending">{step.label}</h3>
        <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-bold text-muted">
          {pending}
        </span>
      </div>
    </li>
  );
}
