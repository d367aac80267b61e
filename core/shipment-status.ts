import type { StatusTexts } from "./content/shipment-statuses";

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
  /** Text colour class (at least 4.5:1 on white). */
  colour: string;
  /** Fill class for the icon circle, under a white glyph. */
  fill: string;
};

const inTransit = {
  key: "in-transit",
  label: "In Transit",
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
      colour: "text-status-out-for-delivery",
      fill: "bg-status-out-for-delivery",
    },
  ],
  [
    "delivered",
    {
      key: "delivered",
      label: "Delivered",
      colour: "text-status-delivered",
      fill: "bg-status-delivered",
    },
  ],
  [
    "delayed",
    {
      key: "delayed",
      label: "Delayed",
      colour: "text-status-delayed",
      fill: "bg-status-delayed",
    },
  ],
  [
    "cancelled",
    {
      key: "cancelled",
      label: "Cancelled",
      colour: "text-status-cancelled",
      fill: "bg-status-cancelled",
    },
  ],
]);

/**
 * A status's milestone, colour and label (its icon: app/lib/shipment-icons.ts). Without `texts` (English)
 * the label is the spec's, or the status as the server wrote it; with a
 * translation's texts it is named in that language (a status it does not
 * know keeps the server's words).
 */
export function getShipmentStatus(
  status: string,
  texts?: Pick<StatusTexts, "labels" | "names">,
): ShipmentStatus {
  const text = status.trim();
  const name = text.toLowerCase().replace(/[\s_-]+/g, " ");
  const known = statuses.get(name);
  if (known) {
    if (!texts) return legacyAliases.has(name) ? { ...known, label: text } : known;
    const label = legacyAliases.has(name)
      ? texts.names[name as "shipped" | "panding"]
      : texts.labels[known.key as Exclude<StatusKey, "other">];
    return { ...known, label };
  }
  const other = { key: "other", colour: "text-ink", fill: "bg-ink" } as const;
  if (!texts) return { ...other, label: text || "Unknown" };
  if (!text) return { ...other, label: texts.names.unknown };
  const names: Record<string, string> = texts.names;
  return { ...other, label: Object.hasOwn(names, name) ? names[name]! : text };
}

/** Delivered and Cancelled end the journey: nothing more will happen. */
export function isFinalStatus(status: string): boolean {
  const { key } = getShipmentStatus(status);
  return key === "delivered" || key === "cancelled";
}
