import {
  Ban,
  CircleCheck,
  ClipboardCheck,
  Clock,
  MapPin,
  Package,
  Truck,
  type LucideIcon,
} from "lucide-react";

/** The milestone a status stands for; legacy spellings share one key. */
export type StatusKey =
  | "manifested"
  | "in-transit"
  | "out-for-delivery"
  | "delivered"
  | "delayed"
  | "cancelled"
  | "other";

export type ShipmentStatus = {
  key: StatusKey;
  label: string;
  icon: LucideIcon;
  /** Text colour class (at least 4.5:1 on white). */
  colour: string;
  /** Fill class for the icon circle, under a white glyph. */
  fill: string;
};

const inTransit = {
  key: "in-transit",
  label: "In Transit",
  icon: Truck,
  colour: "text-status-in-transit",
  fill: "bg-status-in-transit",
} as const;

/**
 * Spec section 4 "Shipment statuses", looked up by the trimmed, lowercased
 * status. 'Panding' (sic) and 'shipped' are legacy spellings the server still
 * sends: they borrow In Transit's icon and colour (Panding in steel blue) but
 * keep their own name as the title (spec sections 3 and 4: the title is the
 * entry's own status).
 */
const legacyAliases = new Set(["shipped", "panding"]);

const statuses = new Map<string, ShipmentStatus>([
  [
    "manifested",
    {
      key: "manifested",
      label: "Manifested",
      icon: ClipboardCheck,
      colour: "text-status-manifested",
      fill: "bg-status-manifested",
    },
  ],
  ["in transit", inTransit],
  ["shipped", inTransit],
  ["panding", { ...inTransit, colour: "text-status-panding", fill: "bg-status-panding" }],
  [
    "out for delivery",
    {
      key: "out-for-delivery",
      label: "Out for Delivery",
      icon: MapPin,
      colour: "text-status-out-for-delivery",
      fill: "bg-status-out-for-delivery",
    },
  ],
  [
    "delivered",
    {
      key: "delivered",
      label: "Delivered",
      icon: CircleCheck,
      colour: "text-status-delivered",
      fill: "bg-status-delivered",
    },
  ],
  [
    "delayed",
    {
      key: "delayed",
      label: "Delayed",
      icon: Clock,
      colour: "text-status-delayed",
      fill: "bg-status-delayed",
    },
  ],
  [
    "cancelled",
    {
      key: "cancelled",
      label: "Cancelled",
      icon: Ban,
      colour: "text-status-cancelled",
      fill: "bg-status-cancelled",
    },
  ],
]);

export function getShipmentStatus(status: string): ShipmentStatus {
  const text = status.trim();
  const name = text.toLowerCase().replace(/[\s_-]+/g, " ");
  const known = statuses.get(name);
  if (known) return legacyAliases.has(name) ? { ...known, label: text } : known;
  return {
    key: "other",
    label: text || "Unknown",
    icon: Package,
    colour: "text-ink",
    fill: "bg-ink",
  };
}

/** Delivered and Cancelled end the journey: nothing more will happen. */
export function isFinalStatus(status: string): boolean {
  const { key } = getShipmentStatus(status);
  return key === "delivered" || key === "cancelled";
}
