import { describe, expect, it } from "vitest";
import type { OrderTracking, TrackingEntry } from "@core/schemas/tracking";
import { deliveryPanel, newestEvent, type DeliveryState } from "./delivery-panel";

function entry(id: number, status: string): TrackingEntry {
  return {
    tracking_id: id,
    tracking_status: status,
    remarks: "",
    location: "Pune Hub",
    orderdate: `${id}th Nov 2026 - 10:30 AM`,
    timestamp: `2026-11-${String(id).padStart(2, "0")}T05:00:00.000Z`,
  };
}

function shipment(statuses: string[], orderStatus = statuses.at(-1) ?? "Booked"): OrderTracking {
  return {
    lr_no: "LR123456789",
    order_status: orderStatus,
    pod: null,
    expected_delivery_date: "2026-11-30",
    tracking_history: statuses.map((status, i) => entry(i + 10, status)),
  };
}

const window = { first: "2026-11-28", last: "2026-12-06" };

function state(overrides: Partial<DeliveryState> = {}): DeliveryState {
  return {
    expectedDeliveryDate: "2026-11-30",
    silentSinceHours: null,
    optionsOffered: true,
    waiting: false,
    window,
    requests: [],
    ...overrides,
  };
}

describe("deliveryPanel", () => {
  it("offers the options with the window while the shipment is on its way", () => {
    const panel = deliveryPanel(shipment(["Manifested", "In Transit"]), state());
    expect(panel).toEqual({
      expected: "2026-11-30",
      silent: false,
      attempt: null,
      change: window,
      waiting: false,
      answer: null,
      requests: [],
    });
  });

  it.each([
    ["Delivered", ["Manifested", "In Transit", "Out for Delivery", "Delivered"]],
    ["Cancelled", ["Manifested", "Cancelled"]],
    // An event says it ended even when the shipment's own status lags behind.
    ["a Delivered event", ["Manifested", "Delivered", "In Transit"]],
  ])("shows nothing once the journey has ended: %s", (_, statuses) => {
    expect(deliveryPanel(shipment(statuses), state())).toBeNull();
  });

  it("shows nothing when the service knows nothing of the shipment", () => {
    expect(deliveryPanel(shipment(["Manifested"]), null)).toBeNull();
  });

  it("says a missed delivery by the newest event, in any spelling, with its time", () => {
    const panel = deliveryPanel(
      shipment(["Manifested", "Out for Delivery", "delivery  attempted"], "Out for Delivery"),
      state(),
    );
    expect(panel?.attempt).toEqual({
      orderdate: "12th Nov 2026 - 10:30 AM",
      timestamp: "2026-11-12T05:00:00.000Z",
    });
    expect(panel?.change).toEqual(window);
    // An earlier attempt followed by a new event is not the latest news.
    const later = deliveryPanel(shipment(["Delivery Attempted", "Out for Delivery"]), state());
    expect(later?.attempt).toBeNull();
  });

  it("is silent when the service says so", () => {
    expect(deliveryPanel(shipment(["Manifested"]), state({ silentSinceHours: 49 }))?.silent).toBe(
      true,
    );
  });

  it("offers no form while a request waits, and lists the requests newest first", () => {
    const requests = [
      { id: "a", option: "instructions", status: "declined", createdAt: "2026-11-20T05:00:00Z" },
      {
        id: "b",
        option: "reschedule",
        status: "received",
        createdAt: "2026-11-21T05:00:00Z",
        dueAt: "2026-11-21T09:00:00.000Z",
      },
    ];
    const now = new Date("2026-11-21T05:00:00Z");
    const panel = deliveryPanel(shipment(["Manifested"]), state({ waiting: true, requests }), now);
    // The waiting request's due time, and the page's moment to count days from.
    expect(panel?.answer).toEqual({ dueAt: "2026-11-21T09:00:00.000Z", asOf: now.toISOString() });
    expect(panel?.change).toBeNull();
    expect(panel?.waiting).toBe(true);
    expect(panel?.requests.map((r) => r.id)).toEqual(["b", "a"]);
  });

  it("offers no form when the booking lacks the facts to prove a request by", () => {
    const panel = deliveryPanel(shipment(["Manifested"]), state({ optionsOffered: false }));
    expect(panel?.change).toBeNull();
    expect(panel?.expected).toBe("2026-11-30");
  });
});

describe("newestEvent", () => {
  it("goes by the id, whatever the order", () => {
    expect(newestEvent([entry(12, "A"), entry(14, "B"), entry(13, "C")])?.tracking_status).toBe(
      "B",
    );
    expect(newestEvent([])).toBeUndefined();
  });
});
