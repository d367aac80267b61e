/**
 * The label a request is counted under in /metrics: the pattern of the
 * route that matched ("/track-shipment-v2/:lrno", "/api/order/web/tracking/:lrNo"),
 * never the URL itself, so LR numbers and other values never become
 * series of their own (one per shipment would be a leak and a flood).
 */
import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import type { ServerBuild } from "react-router";

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

/** A route that can match, with the pattern it is labelled by, as React Router ranks it. */
type Branch = { label: string; matcher: RegExp; score: number };

/**
 * React Router's matchRoutes, made once: it flattens and ranks the whole
 * route table on every call, a tenth of a cached page's cost. Same ranking
 * (its computeScore: more segments first, static 10, dynamic 3, empty 1,
 * index 2, a splat -2; ties in the table's order) and the same matching
 * (case-insensitive, a trailing slash allowed).
 */
function compileBranches(tree: Node[]): Branch[] {
  const branches: (Branch & { order: number })[] = [];
  const walk = (nodes: Node[], parent: string) => {
    for (const node of nodes) {
      const path = node.path === undefined ? parent : joinPaths(parent, node.path);
      walk(node.children, path);
      if (node.path === undefined && !node.index) continue;
      const label = `/${path.replace(/^\/+/, "")}`;
      branches.push({
        label,
        matcher: matcherOf(path),
        score: scoreOf(path, node.index),
        order: branches.length,
      });
    }
  };
  walk(tree, "");
  return branches.sort((a, b) => b.score - a.score || a.order - b.order);
}

const joinPaths = (a: string, b: string) => `${a}/${b}`.replace(/\/\/+/g, "/");

function scoreOf(path: string, index?: boolean): number {
  const segments = path.split("/");
  let score = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

function matcherOf(path: string): RegExp {
  const body = path
    .replace(/^\/*/, "/")
    .replace(/\/*\*?$/, "")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:[\w-]+/g, "/[^/]+");
  const splat = path.endsWith("*");
  return new RegExp(`^${body}${splat ? "(?:/.*)?$" : "/*$"}`, "i");
}

/** Labels requests for the app with this build (undefined in development: pages are "page"). */
export function createRouteLabeler(
  build: ServerBuild | undefined,
  isStatic: (path: string) => boolean,
) {
  const branches = build ? compileBranches(routeTree(build.routes)) : undefined;
  return function routeLabel(c: Context): string {
    const path = c.req.path;
    // Hono's own pattern of the endpoint the path matched, also when a guard
    // before it answered (a 429): the last route without a wildcard; none is the API's 404.
    if (path.startsWith("/api/") || path === "/metrics") {
      const endpoint = matchedRoutes(c).findLast((route) => !route.path.endsWith("*"));
      return endpoint?.path ?? "/api/*";
    }
    if (isStatic(path)) return "static";
    if (!branches) return "page";
    const data = path.endsWith(".data");
    const pagePath = data ? path.slice(0, -".data".length).replace(/\/_root$/, "/") : path;
    const branch = branches.find((b) => b.matcher.test(pagePath));
    if (!branch) return "unmatched";
    return `${branch.label}${data ? ".data" : ""}`;
  };
}
