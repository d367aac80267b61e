import { describe, expect, it } from "vitest";
import { chunkGroups } from "./chunk-groups.ts";

/**
 * The groups' decisions on small module graphs, given as the bundler gives
 * them: each module's static and dynamic imports, entries marked.
 */
type Spec = Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }>;

function graphOf(spec: Spec) {
  const infos = new Map(
    Object.keys(spec).map((id) => [
      id,
      {
        importers: [] as string[],
        dynamicImporters: [] as string[],
        importedIds: spec[id]!.imports ?? [],
        isEntry: spec[id]!.entry ?? false,
        code: "export {};",
      },
    ]),
  );
  for (const [id, { imports = [], lazy = [] }] of Object.entries(spec)) {
    for (const dep of imports) infos.get(dep)!.importers.push(id);
    for (const dep of lazy) infos.get(dep)!.dynamicImporters.push(id);
  }
  return { getModuleInfo: (id: string) => infos.get(id) ?? null };
}

/** Where each module goes: "shell", a "pages-…" file, or null (the bundler decides). */
function fileOf(spec: Spec, id: string) {
  const ctx = graphOf(spec);
  const [shell, pages] = chunkGroups("/p/app/root.tsx");
  return shell!.name(id, ctx) ?? pages!.name(id, ctx);
}

const track = "/p/app/routes/track/shipment.tsx";
const contact = "/p/app/routes/forms/contact.tsx";
const quote = "/p/app/routes/forms/quote.tsx";
const honeypot = "/p/app/components/forms/honeypot.tsx";
const shared = "/p/app/components/forms/shared.tsx";
const body = "/p/app/components/forms/body.tsx";

/** The shipment page imports the honeypot; the form pages' lazy bodies import it too. */
const forms: Spec = {
  "/p/app/root.tsx": { entry: true },
  [track]: { entry: true, imports: [honeypot, shared] },
  [contact]: { entry: true, imports: [shared], lazy: [body] },
  [quote]: { entry: true, lazy: [body] },
  [body]: { imports: [honeypot] },
  [honeypot]: {},
  [shared]: {},
};

describe("a small module of one route", () => {
  it("stays with the bundler when only that route uses it", () => {
    expect(fileOf({ ...forms, [body]: {} }, honeypot)).toBeNull();
  });

  it("goes into the kinds' file of the routes whose lazy parts import it too, which the route loads", () => {
    expect(fileOf(forms, shared)).toBe("pages-forms-track");
    expect(fileOf(forms, honeypot)).toBe("pages-forms-track");
  });

  it("stays with the bundler when the route's page loads no such kinds' file", () => {
    const alone = { ...forms, [track]: { entry: true, imports: [honeypot] } };
    expect(fileOf(alone, honeypot)).toBeNull();
  });

  it("stays with the bundler when only the route's own lazy parts import it too", () => {
    // Another tracking page shares a module with it: the route loads pages-track.
    const search = "/p/app/routes/track/search.tsx";
    const own: Spec = {
      ...forms,
      [track]: { entry: true, imports: [honeypot, shared], lazy: [body] },
      [search]: { entry: true, imports: [shared] },
      [contact]: { entry: true },
      [quote]: { entry: true },
    };
    expect(fileOf(own, shared)).toBe("pages-track");
    expect(fileOf(own, honeypot)).toBeNull();
  });
});
