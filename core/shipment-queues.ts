/**
 * Operations' shipment queues (CONTRACT.md "Staff console",
 * working lists): the shipments that need someone today, each a view of
 * /staff/shipments?queue=. The rules are the server's
 * (server/services/shipment-queues.ts); the names are the console's.
 */
export const SHIPMENT_QUEUES = ["stale", "delayed", "out-for-delivery", "attempted"] as const;
export type ShipmentQueue = (typeof SHIPMENT_QUEUES)[number];

/** A shipment with no event for this long, and not delivered or cancelled, is stale. */
export const STALE_AFTER_HOURS = 48;

export const shipmentQueueInfo: Record<
  ShipmentQueue,
  { label: string; about: string; empty: string }
> = {
  stale: {
    label: "No update for 48 hours",
    about: `Not delivered or cancelled, and no tracking event for ${STALE_AFTER_HOURS} hours or more. Oldest update first.`,
    empty: "Every open shipment has had an update in the last 48 hours.",
  },
  delayed: {
    label: "Delayed",
    about: "Shipments whose status is Delayed. Oldest update first.",
    empty: "No shipment is delayed.",
  },
  "out-for-delivery": {
    label: "Out for delivery today",
    about: "Out for Delivery, with that event today (India date). Earliest first.",
    empty: "No shipment is out for delivery today.",
  },
  attempted: {
    label: "Delivery attempted",
    about: "The newest event is Delivery Attempted: the receiver needs a call or a new slot.",
    empty: "No shipment is waiting after a delivery attempt.",
  },
};

export function parseShipmentQueue(value: string | null): ShipmentQueue | null {
  return SHIPMENT_QUEUES.find((q) => q === value) ?? null;
}
