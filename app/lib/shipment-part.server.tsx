/**
 * The part of a found shipment's page that differs between shipments,
 * rendered apart from the page's frame (server/tracking/shipment-page.ts joins the
 * two; docs/decisions/035-shipment-page-parts.md): the introduction under
 * the heading, the body (app/components/track/shipment-body.tsx), the
 * status named in the title, and the page's loader data.
 *
 * The host reaches it through the server build's entry module
 * (app/entry.server.tsx re-exports it), so it runs with the very modules the
 * page is rendered with. It renders inside a static router of the page's
 * route and the root (their loader data, the URL), so links, forms and
 * texts come out as they do in the whole page.
 */
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  type AppLoadContext,
  type StaticHandlerContext,
} from "react-router";
import { ShipmentBody, useShipmentSummary } from "~/components/track/shipment-body";
import { texts as statusTexts } from "@core/content/shipment-statuses";
import { getShipmentStatus } from "@core/shipment-status";
import { MarkEnglish } from "~/components/ui/mark-english";
import type { OrderTracking } from "@core/schemas/tracking";
import { loadDelivery } from "~/routes/track/delivery.server";
import { SHELL, type ShipmentPart, type ShipmentPartInput } from "@core/shipment-page";
import { sentTexts } from "@core/texts";
import { isRecord } from "@core/unknown-values";

/** Between the pieces of one render, never in them. */
const CUT = '<template data-part-cut=""></template>';
const NO_SEARCH = new URLSearchParams();

/** The shipment's part of its page. */
export async function renderShipmentPart(input: ShipmentPartInput): Promise<ShipmentPart> {
  if (!hasServices(input.context)) throw new Error("The shipment's part needs the services");
  const { tracking } = input;
  const delivery = await loadDelivery(input.context, tracking);
  const data = { kind: "found", lrNo: tracking.lr_no, tracking, delivery } as const;
  const html = renderInRoute(input, data, <Part tracking={tracking} delivery={delivery} />);
  // The defaults never apply: Part writes the cut between the two.
  const [intro = "", body = ""] = html.split(CUT);
  // The status as the title names it, from the texts the page was sent (as its meta() reads them).
  const { lang, texts } = input.root;
  const translated = lang === "en" ? undefined : sentTexts(statusTexts, texts);
  const state = getShipmentStatus(tracking.order_status, translated).label;
  return { intro, body, state, data };
}

/** The host's load context (server/app.ts gives the part its services). */
function hasServices(context: unknown): context is Pick<AppLoadContext, "services"> {
  return isRecord(context) && isRecord(context.services);
}

/** How the frame's stand-in introduction is written in this language (the part's intro replaces it). */
export function shellIntro(input: Omit<ShipmentPartInput, "tracking" | "context">): string {
  return renderInRoute(input, {}, <MarkEnglish text={SHELL.intro} />);
}

/** Given what the route's loader data holds (renderInRoute puts the same there). */
function Part({
  tracking,
  delivery,
}: {
  tracking: OrderTracking;
  delivery: Parameters<typeof ShipmentBody>[0]["delivery"];
}) {
  const intro = useShipmentSummary(tracking);
  return (
    <>
      <MarkEnglish text={intro} />
      <template data-part-cut="" />
      <ShipmentBody tracking={tracking} delivery={delivery} search={NO_SEARCH} />
    </>
  );
}

/** The static routes of each page route (its id and pattern), made once. */
const routeTrees = new Map<string, ReturnType<typeof createStaticHandler>["dataRoutes"]>();
/** What the page's route renders now: renderToString is synchronous, so one at a time. */
let rendering: React.ReactNode = null;

function renderInRoute(
  { pathname, routeId, pattern, root }: Omit<ShipmentPartInput, "tracking" | "context">,
  data: unknown,
  element: React.ReactNode,
): string {
  let dataRoutes = routeTrees.get(routeId);
  if (!dataRoutes) {
    ({ dataRoutes } = createStaticHandler([
      {
        id: "root",
        path: "",
        Component: Outlet,
        children: [{ id: routeId, path: pattern, Component: () => rendering }],
      },
    ]));
    routeTrees.set(routeId, dataRoutes);
  }
  const rootRoute = dataRoutes[0];
  const pageRoute = rootRoute?.children?.[0];
  if (!rootRoute || !pageRoute) throw new Error("The static routes were made without the page's");
  const location = { pathname, search: "", hash: "", state: null, key: "default" };
  const context: StaticHandlerContext = {
    basename: "/",
    location,
    matches: [
      { params: {}, pathname: "/", pathnameBase: "/", route: rootRoute },
      {
        params: { lrno: pathname.slice(pathname.lastIndexOf("/") + 1) },
        pathname,
        pathnameBase: pathname,
        route: pageRoute,
      },
    ],
    loaderData: { root, [routeId]: data },
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };
  rendering = element;
  try {
    const router = createStaticRouter(dataRoutes, context);
    return renderToString(
      <StaticRouterProvider router={router} context={context} hydrate={false} />,
    );
  } finally {
    rendering = null;
  }
}
