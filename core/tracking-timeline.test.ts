import { describe, expect, it } from "vitest";
import type { TrackingEntry } from "./schemas/tracking";
import { buildTimeline, pendingSteps } from "./tracking-timeline";

function entry(tracking_id: number, tracking_status: string, location = "Hub"): TrackingEntry {
  return {
    tracking_id,
    tracking_status,
    location,
    remarks: "",
    orderdate: "12th Nov 2025 - 10:30 AM",
    timestamp: "",
  };
}

/** The demo LR123456789 history, oldest first as the API sends it. */
const history = [
  entry(1, "Manifested", "Vasai"),
  entry(2, "In Transit", "Vasai"),
  entry(3, "In Transit", "Surat"),
  entry(4, "Panding", "Surat"),
  entry(5, "shipped", "Surat"),
  entry(6, "in transit", "Ahmedabad"),
  entry(7, "In Transit", "Jaipur"),
];

const ids = (entries: TrackingEntry[]) => entries.map((e) => e.tracking_id);

describe("buildTimeline", () => {
  it("groups entries by lowercased title, newest group first", () => {
    expect(buildTimeline(history).map((g) => g.key)).toEqual([
      "in transit",
      "shipped",
      "panding",
      "manifested",
    ]);
  });

  it("makes the entry with the highest tracking_id the headline, the rest descending", () => {
    const [inTransit] = buildTimeline(history);
    expect(inTransit?.headline.tracking_id).toBe(7);
    expect(ids(inTransit?.earlier ?? [])).toEqual([6, 3, 2]);
  });

  it("orders by tracking_id, not by position in the history", () => {
    const shuffled = [
      entry(9, "Delivered"),
      entry(3, "In Transit"),
      entry(5, "Out for Delivery"),
      entry(8, "in transit"),
    ];
    const groups = buildTimeline(shuffled);
    expect(groups.map((g) => g.headline.tracking_id)).toEqual([9, 8, 5]);
    expect(ids(groups[1]?.earlier ?? [])).toEqual([3]);
  });

  it("marks the newest group active and every other completed", () => {
    expect(buildTimeline(history).map((g) => g.state)).toEqual([
      "active",
      "completed",
      "completed",
      "completed",
    ]);
  });

  it("gives a single-entry group no earlier entries", () => {
    const groups = buildTimeline(history);
    expect(groups.at(-1)?.earlier).toEqual([]);
  });

  it("returns no groups for an empty history", () => {
    expect(buildTimeline([])).toEqual([]);
  });

  it("does not change the history it is given", () => {
    const copy = structuredClone(history);
    buildTimeline(history);
    expect(history).toEqual(copy);
  });
});

describe("pendingSteps", () => {
  const labels = (orderStatus: string, h: TrackingEntry[]) =>
    pendingSteps(orderStatus, buildTimeline(h)).map((s) => s.label);

  it("lists Delivered then Out for Delivery while the shipment is in transit", () => {
    expect(labels("In Transit", history)).toEqual(["Delivered", "Out for Delivery"]);
  });

  it("leaves out milestones already reached", () => {
    expect(
      labels("Out for Delivery", [entry(1, "Manifested"), entry(2, "Out for Delivery")]),
    ).toEqual(["Delivered"]);
  });

  it("still shows both while the shipment is delayed", () => {
    expect(labels("Delayed", [entry(1, "Manifested"), entry(2, "Delayed")])).toEqual([
      "Delivered",
      "Out for Delivery",
    ]);
  });

  it("shows nothing once the shipment is delivered or cancelled", () => {
    expect(labels("Delivered", [entry(1, "Out for Delivery"), entry(2, "Delivered")])).toEqual([]);
    expect(labels("cancelled", [entry(1, "Manifested"), entry(2, "Cancelled")])).toEqual([]);
    expect(labels("In Transit", [entry(1, "Manifested"), entry(2, "Delivered")])).toEqual([]);
  });
});
