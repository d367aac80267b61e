import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createRouteLabeler } from "./route-label";

/** A route table of the site's shapes: a root, languages, dynamic segments, a pathless layout, an index, a splat. */
const table: [id: string, parentId: string | undefined, path?: string, index?: boolean][] = [
  ["root", undefined, ""],
  ["home", "root", undefined, true],
  ["about", "root", "about-us"],
  ["track", "root", "track-shipment-v2/:lrno"],
  ["hi/track", "root", "hi/track-shipment-v2/:lrno"],
  ["hi/home", "root", "hi"],
  ["job", "root", "join-us/career/:jobId"],
  ["apply", "root", "join-us/career/:jobId/apply"],
  ["career", "root", "join-us/career"],
  ["staff-login", "root", "staff/login"],
  ["staff-layout", "root"],
  ["staff-home", "staff-layout", "staff"],
  ["staff-lead", "staff-layout", "staff/leads/:id"],
  ["staff-leads", "staff-layout", "staff/leads"],
  ["ticket", "root", "support/ticket/:number"],
  ["ticket-lookup", "root", "support/ticket"],
  ["files", "root", "files/*"],
];
const routes = Object.fromEntries(
  table.map(([id, parentId, path, index]) => [id, { id, parentId, path, index }]),
) as unknown as ServerBuild["routes"];

/** React Router's own answer, as the labeler gave it before it compiled the table. */
function reactRouterLabel(path: string): string {
  const nodes = new Map<string, RouteObject & { children: RouteObject[] }>();
  for (const [id, , p, index] of table)
    nodes.set(id, { id, path: p, index, children: [] } as RouteObject & {
      children: RouteObject[];
    });
  const top: RouteObject[] = [];
  for (const [id, parentId] of table)
    (parentId ? nodes.get(parentId)!.children : top).push(nodes.get(id)!);
  const matches = matchRoutes(top, path);
  if (!matches) return "unmatched";
  const pattern = matches
    .map((m) => m.route.path)
    .filter(Boolean)
    .join("/");
  return `/${pattern.replace(/^\/+/, "")}`;
}

describe("the route a page request is counted under", () => {
  const label = createRouteLabeler({ routes } as ServerBuild, () => false);
  const request = (path: string) => ({ req: { path } }) as never;
  const paths = [
    "/",
    "/about-us",
    "/ABOUT-US/",
    "/track-shipment-v2/LR123456789",
    "/hi/track-shipment-v2/LR123456789",
    "/hi",
    "/hi/",
    "/join-us/career",
    "/join-us/career/driver-42",
    "/join-us/career/driver-42/apply",
    "/staff",
    "/staff/login",
    "/staff/leads",
    "/staff/leads/17",
    "/support/ticket",
    "/support/ticket/SR-2026-000123",
    "/files/a/b/c.pdf",
    "/files",
    "/nowhere/at/all",
    "/track-shipment-v2",
  ];
  for (const path of paths)
    it(`is React Router's match: ${path}`, () => {
      expect(label(request(path))).toBe(reactRouterLabel(path));
    });

  it("labels a page's data request by its page", () => {
    expect(label(request("/track-shipment-v2/LR123456789.data"))).toBe(
      "/track-shipment-v2/:lrno.data",
    );
  });
});
