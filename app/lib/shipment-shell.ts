/**
 * The frame of a found shipment's page, rendered once per language with
 * stand-ins (core/shipment-page.ts SHELL) where each shipment differs
 * (server/tracking/shipment-page.ts; docs/decisions/035-shipment-page-parts.md).
 */
import type { OrderTracking } from "@core/schemas/tracking";
import { SHELL } from "@core/shipment-page";
import type { Branch } from "~/components/track/delivery-form";
import type { DeliveryPanel } from "./delivery-panel";

/** The loader's answer when the host renders the frame. */
export function shellData() {
  const tracking: OrderTracking = {
    lr_no: SHELL.lrNo,
    order_status: SHELL.state,
    pod: null,
    expected_delivery_date: null,
    tracking_history: [],
  };
  const noDelivery: { panel: DeliveryPanel | null; branches: Branch[] } = {
    panel: null,
    branches: [],
  };
  return {
    kind: "found",
    lrNo: SHELL.lrNo,
    tracking,
    delivery: noDelivery,
    shell: true,
  } as const;
}
