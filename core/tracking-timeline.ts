import type { TrackingEntry } from "./schemas/tracking";
import { getShipmentStatus, isFinalStatus, type ShipmentStatus } from "./shipment-status";

export type TimelineGroup = {
  /** The lowercased tracking_status the group's entries share. */
  key: string;
  /** The group's entry with the highest tracking_id. */
  headline: TrackingEntry;
  /** The group's other entries, tracking_id descending ('More Info'). */
  earlier: TrackingEntry[];
  /** The newest group is active; all others are completed. */
  state: "active" | "completed";
};

/**
 * Spec section 4 "Tracking v2 timeline": history reversed so newest first,
 * entries grouped by lowercased title, groups ordered newest first by their
 * headline's tracking_id (higher is newer).
 */
export function buildTimeline(history: readonly TrackingEntry[]): TimelineGroup[] {
  const byTitle = new Map<string, TrackingEntry[]>();
  for (const entry of [...history].reverse()) {
    const key = entry.tracking_status.trim().toLowerCase();
    const entries = byTitle.get(key);
    if (entries) entries.push(entry);
    else byTitle.set(key, [entry]);
  }
  // Every title has one entry at least: each group has its headline.
  const groups = [...byTitle].flatMap(([key, entries]) => {
    const [headline, ...earlier] = [...entries].sort((a, b) => b.tracking_id - a.tracking_id);
    return headline ? [{ key, headline, earlier }] : [];
  });
  groups.sort((a, b) => b.headline.tracking_id - a.headline.tracking_id);
  return groups.map((group, index) => ({ ...group, state: index === 0 ? "active" : "completed" }));
}

/** The standard milestones still ahead, furthest first (the timeline reads newest first). */
const MILESTONES = ["Delivered", "Out for Delivery"];

/**
 * Milestones not yet reached, shown as pending rows above the timeline. None
 * once the shipment (or its newest update) is Delivered or Cancelled.
 */
export function pendingSteps(
  orderStatus: string,
  groups: readonly TimelineGroup[],
): ShipmentStatus[] {
  const newest = groups[0]?.headline.tracking_status ?? "";
  if (isFinalStatus(orderStatus) || isFinalStatus(newest)) return [];
  const statuses = [orderStatus, ...groups.map((g) => g.headline.tracking_status)];
  const reached = new Set(statuses.map((s) => getShipmentStatus(s).key));
  return MILESTONES.map((s) => getShipmentStatus(s)).filter((step) => !reached.has(step.key));
}
