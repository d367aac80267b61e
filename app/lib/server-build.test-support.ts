/**
 * The unit tests' stand-in for `virtual:react-router/server-build`, which
 * only the React Router plugin provides (vitest.config.ts points the name
 * here): its route manifest, made from app/routes.ts the way `react-router
 * build` makes it (an entry's id is its `id` or its file without the
 * extension; the root is "root"), with each public route module's exports.
 * So the root loader reads in the tests what it reads on the server; the
 * i18n end-to-end tests walk every route of the real build.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import routeConfig from "~/routes";
import * as root from "~/root";

type Module = NonNullable<ServerBuild["routes"][string]>["module"];

/**
 * The public route modules (the staff console's are English only, and declare
 * no texts); not the tests beside them, which import this module.
 */
const modules = import.meta.glob<Module>(
  ["../routes/**/*.tsx", "!../routes/staff/**", "!../routes/**/*.test.tsx"],
  { eager: true },
);

/** A route config's manifest below a parent, as the build makes it. */
function add(
  manifest: ServerBuild["routes"],
  entries: readonly RouteConfigEntry[],
  parentId: string,
) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    manifest[id] = {
      id,
      parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      module: modules[`../${entry.file}`] ?? ({} as Module),
    };
    add(manifest, entry.children ?? [], id);
  }
  return manifest;
}

/** The manifest of a route config: app/routes.ts's, or a test's with more routes (new-language.test.ts). */
export function manifestOf(config: readonly RouteConfigEntry[]): ServerBuild["routes"] {
  return add({ root: { id: "root", path: "", module: root as unknown as Module } }, config, "root");
}

export const routes = manifestOf(routeConfig);
