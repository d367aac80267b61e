/**
 * What the host and the pages agree on to join a found shipment's page from
 * its frame and its own part (server/tracking/shipment-page.ts,
 * app/lib/shipment-part.server.tsx; docs/decisions/035-shipment-page-parts.md).
 */
import type { OrderTracking } from "./schemas/tracking";
import type { RootData } from "./texts";

/**
 * The stand-ins the frame is rendered with, where each shipment differs.
 * The LR number is letters and digits like every LR number, so it is
 * escaped, encoded and marked as English the same way.
 */
export const SHELL = {
  lrNo: "QZSHELLQZ000000001",
  state: "QZSTATEQZ",
  intro: "QZINTROQZ",
  nonce: "QZNONCEQZ",
  /** Where the shipment's own part goes. */
  part: '<template data-shipment-part=""></template>',
} as const;

export type ShipmentPartInput = {
  /** The page's path, as the visitor asked for it. */
  pathname: string;
  /** The page's route id in the build and its pattern ("hi/routes/…", "/hi/track-shipment-v2/:lrno"). */
  routeId: string;
  pattern: string;
  root: RootData;
  tracking: OrderTracking;
  /** The page's load context (its services, for the delivery options). */
  context: unknown;
};

export type ShipmentPart = {
  /** The introduction's HTML, as it stands inside the header's paragraph. */
  intro: string;
  /** The body's HTML. */
  body: string;
  /** The status as the title names it (text, not HTML). */
  state: string;
  /** The page's loader data, as the route's loader answers it. */
  data: { kind: "found"; lrNo: string; tracking: OrderTracking; delivery: unknown };
};

/** What the server build's entry module offers the host (app/entry.server.tsx). */
export type ShipmentPartModule = {
  renderShipmentPart(input: ShipmentPartInput): Promise<ShipmentPart>;
  shellIntro(input: Omit<ShipmentPartInput, "tracking" | "context">): string;
};
