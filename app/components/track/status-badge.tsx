import type { ShipmentStatus } from "@core/shipment-status";
import { STATUS_ICONS } from "~/lib/shipment-icons";

/** A status's icon: a white glyph in a circle filled with the status colour. */
export function StatusIcon({
  status,
  size = "md",
  className = "",
}: {
  status: ShipmentStatus;
  size?: "sm" | "md";
  className?: string;
}) {
  const Icon = STATUS_ICONS[status.key];
  const box = size === "sm" ? "size-8" : "size-11";
  const glyph = size === "sm" ? "size-4" : "size-5";
  return (
    <span
      className={`grid shrink-0 place-items-center rounded-full text-white ${box} ${status.fill} ${className}`}
    >
      <Icon className={glyph} aria-hidden="true" />
    </span>
  );
}

/** Icon and label of a status, in its colour. */
export function StatusBadge({ status }: { status: ShipmentStatus }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <StatusIcon status={status} size="sm" />
      <span className={`text-lg font-extrabold ${status.colour}`}>{status.label}</span>
    </span>
  );
}
