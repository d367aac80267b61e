/**
 * The label a request is counted under in /metrics: the pattern of the
 * route that matched ("/track-shipment-v2/:lrno", "/api/order/web/tracking/:lrNo"),
 * never the URL itself, so LR numbers and other values never become
 * series of their own (one per shipment would be a leak and a flood).
 */
import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type Node = { id: string; path?: string; index?: boolean; children: Node[] };

function routeTree(routes: ServerBuild["routes"]): Node[] {
  const nodes = new Map<string, Node>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, children: [] });
  }
  const top: Node[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : top).push(node);
  }
  return top;
}

/** Labels requests for the app with this build (undefined in development: pages are "page"). */
export function createRouteLabeler(
  build: ServerBuild | undefined,
  isStatic: (path: string) => boolean,
) {
  const tree = build ? routeTree(build.routes) : undefined;
  return function routeLabel(c: Context): string {
    const path = c.req.path;
    // Hono's own pattern of the endpoint the path matched, also when a guard
    // before it answered (a 429): the last route without a wildcard; none is the API's 404.
    if (path.startsWith("/api/") || path === "/metrics") {
      const endpoint = matchedRoutes(c).findLast((route) => !route.path.endsWith("*"));
      return endpoint?.path ?? "/api/*";
    }
    if (isStatic(path)) return "static";
    if (!tree) return "page";
    const data = path.endsWith(".data");
    const pagePath = data ? path.slice(0, -".data".length).replace(/\/_root$/, "/") : path;
    const matches = matchRoutes(tree as unknown as RouteObject[], pagePath);
    if (!matches) return "unmatched";
    const pattern = matches
      .map((m) => m.route.path)
      .filter(Boolean)
      .join("/");
    return `/${pattern.replace(/^\/+/, "")}${data ? ".data" : ""}`;
  };
}
