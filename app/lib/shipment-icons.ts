/**
 * The icon of each shipment milestone (spec section 4 "Shipment statuses").
 * The statuses themselves are shared with the server (core/shipment-status.ts);
 * their icons are the pages' concern.
 */
import {
  Ban,
  CircleCheck,
  ClipboardCheck,
  Clock,
  DoorClosed,
  MapPin,
  Package,
  Truck,
  type IconComponent,
} from "~/components/ui/icons";
import type { StatusKey } from "@core/shipment-status";

export const STATUS_ICONS: Record<StatusKey, IconComponent> = {
  manifested: ClipboardCheck,
  "in-transit": Truck,
  "out-for-delivery": MapPin,
  attempted: DoorClosed,
  delivered: CircleCheck,
  delayed: Clock,
  cancelled: Ban,
  other: Package,
};
