import { texts as statusTexts, type StatusTexts } from "./content/shipment-statuses";
import { valueAt } from "./records";

/** The milestone a status stands for; legacy spellings share one key. */
export type StatusKey =
  | "manifested"
  | "in-transit"
  | "out-for-delivery"
  | "attempted"
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
 * sends: they borrow In Transit's icon and colour (Panding in steel blue) and
 * are named as the spec names them (Pending, Shipped) in every language,
 * English included, never as the server spelt them.
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
    "delivery attempted",
    {
      key: "attempted",
      label: "Delivery Attempted",
      colour: "text-status-attempted",
      fill: "bg-status-attempted",
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
 * The one list a shipment's status is chosen from: spec
 * section 4's statuses, in the order a journey meets them, plus Delivery
 * Attempted. The console offers only these; the ingestion API also takes the
 * legacy spellings below, which the company's older systems still send.
 */
export const SHIPMENT_STATUSES = [
  "Manifested",
  "In Transit",
  "Out for Delivery",
  "Delivery Attempted",
  "Delivered",
  "Delayed",
  "Cancelled",
] as const;
export type ShipmentStatusName = (typeof SHIPMENT_STATUSES)[number];

/** Spellings the spec and the demo data use, accepted as they are spelt there. */
export const LEGACY_STATUSES = ["Panding", "shipped", "Booked"] as const;

const normalise = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

const accepted = new Map<string, string>(
  [...SHIPMENT_STATUSES, ...LEGACY_STATUSES].map((name) => [normalise(name), name]),
);

/**
 * The status in its one spelling ("in transit", "IN-TRANSIT" → "In Transit";
 * "PANDING" → "Panding"), or null when it is not on the list ("Intransit").
 */
export function knownStatus(status: string): string | null {
  return accepted.get(normalise(status)) ?? null;
}

/**
 * The list as a form's choices; a legacy spelling the shipment holds now is
 * offered too, so the form shows what is stored rather than a blank.
 */
export function statusOptions(current?: string): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = SHIPMENT_STATUSES.map((name) => ({
    value: name,
    label: name,
  }));
  const known = current ? knownStatus(current) : null;
  if (known && !options.some((o) => o.value === known))
    options.push({ value: known, label: `${known} (older spelling)` });
  return options;
}

/**
 * A status's milestone, colour and label (its icon: app/lib/shipment-icons.ts),
 * named in the language of `texts` (English without them): the spec's name,
 * a legacy spelling's too; a status the texts do not know keeps the server's words.
 */
export function getShipmentStatus(
  status: string,
  texts: Pick<StatusTexts, "labels" | "names"> = statusTexts.en,
): ShipmentStatus {
  const text = status.trim();
  const name = normalise(text);
  const known = statuses.get(name);
  if (known) {
    // Every status of the map has its name or its label in the texts: the fallback never applies.
    const label =
      (legacyAliases.has(name) ? valueAt(texts.names, name) : valueAt(texts.labels, known.key)) ??
      known.label;
    return { ...known, label };
  }
  const other = { key: "other", colour: "text-ink", fill: "bg-ink" } as const;
  if (!text) return { ...other, label: texts.names.unknown };
  const names: Record<string, string> = texts.names;
  return { ...other, label: Object.hasOwn(names, name) ? names[name]! : text };
}

/** Delivered and Cancelled end the journey: nothing more will happen. */
export function isFinalStatus(status: string): boolean {
  const { key } = getShipmentStatus(status);
  return key === "delivered" || key === "cancelled";
}
