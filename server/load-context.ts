/**
 * What every page loader and action receives as `context` (DESIGN.md "One
 * service layer, two doors"). Type-only for app/: nothing under app/
 * imports server code at run time.
 */
import type { Services } from "./services/create-services";
import type { Visitor } from "./visitor";

export type LoadContext = {
  services: Services;
  /** The CSP nonce of this response, for inline scripts. */
  cspNonce: string;
  /** The absolute site URL for canonical links (SITE_URL). */
  siteUrl: string;
  /** The client's IP address and user agent, for rate limits and spam review (server/visitor.ts). */
  visitor: Visitor;
  /**
   * What loaders and actions threw, as app/entry.server.tsx's handleError
   * hears it: the host answers 503 with Retry-After when one is a database
   * outage (React Router would answer 500).
   */
  thrown?: unknown[];
  /**
   * Set only when the host renders the frame of a found shipment's page,
   * the same for every shipment (server/tracking/shipment-page.ts): the page's
   * loader answers with stand-ins instead of a shipment.
   */
  shipmentShell?: true;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
