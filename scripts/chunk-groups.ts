/**
 * How the browser build groups modules into files (docs/decisions/028-fewer-script-files.md).
 *
 * Left to itself the bundler makes one file per set of entries that share a
 * module, and the lazy parts, the chat panel and the staff console count as
 * entries too: every icon used by a page and by one lazy part became a file
 * of its own (25 script requests on the home page, 48 on a tracking page).
 * A phone on 4G pays a round trip for each, six at a time over HTTP/1.1.
 *
 * Two groups instead:
 * - `shell`: the site's own modules that the root route imports (header,
 *   footer, texts, the chat launcher…), which every page loads: one file.
 *   The small modules the home page shares with other pages join it, so the
 *   page most visitors open first needs no file of shared modules.
 * - `pages-…`: a module that two or more route modules import statically.
 *   A small one (the site's own, importing nothing big) goes into
 *   one file per set of kinds of page that use it (marketing, forms, track,
 *   staff): a page may load a few hundred bytes it does not use, which costs
 *   less than a request. Any other goes into one file per set of routes.
 *   One route's own modules stay in its file, and a module only lazy parts
 *   use is left to the bundler. But a small module that one route imports
 *   and other routes' lazy parts import too (the honeypot field: the
 *   shipment page's forms, and the deferred form bodies, decision 034)
 *   goes into the kinds' file of that route and those routes, if the
 *   route's page loads that file anyway: left to the bundler, shared by
 *   several files, it would be a file of its own, one more request.
 *
 * React, React DOM and React Router keep the bundler's own files (they
 * change less often than the site, so a visitor's cache keeps them).
 */
import { createHash } from "node:crypto";
import { resolve } from "node:path";

type ModuleInfo = {
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  isEntry: boolean;
  code: string | null;
};
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

const framework =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
/**
 * The site's own modules: the only ones the shell and the kinds' files take.
 * Its icons are among them (app/components/ui/icons.tsx draws them from a
 * sprite; no page imports lucide-react).
 */
const own = (id: string) => !/node_modules/.test(id);

/** The module graph of the build. */
class Graph {
  #entriesMemo = new Map<string, readonly string[]>();
  #smallMemo = new Map<string, boolean>();
  #kindsMemo = new Map<string, ReadonlySet<string>>();
  #shell?: Set<string>;
  constructor(
    private readonly ctx: ChunkingContext,
    private readonly root: string,
  ) {}

  info(id: string) {
    return this.ctx.getModuleInfo(id);
  }

  /** What `id` imports statically. */
  imports(id: string): readonly string[] {
    return this.info(id)?.importedIds ?? [];
  }

  /** Who imports `id` statically. */
  importers(id: string): readonly string[] {
    return this.info(id)?.importers ?? [];
  }

  /** Whether `id` is one of the site's own modules that the root route imports. */
  inShell(id: string): boolean {
    if (!this.#shell) {
      this.#shell = new Set();
      const stack = [this.root];
      while (stack.length) {
        const next = stack.pop()!;
        if (this.#shell.has(next)) continue;
        this.#shell.add(next);
        stack.push(...this.imports(next));
      }
    }
    return this.#shell.has(id) && own(id);
  }

  /** The entries (route modules, entry.client) that import `id` through static imports only. */
  entriesOf(id: string): readonly string[] {
    const known = this.#entriesMemo.get(id);
    if (known) return known;
    this.#entriesMemo.set(id, []); // an import cycle ends here
    const found = new Set<string>(this.info(id)?.isEntry ? [id] : []);
    for (const importer of this.importers(id))
      for (const entry of this.entriesOf(importer)) found.add(entry);
    const entries = [...found].sort();
    this.#entriesMemo.set(id, entries);
    return entries;
  }

  /**
   * The entries whose lazy parts (modules fetched by a dynamic import, and
   * what those import) import `id` statically: who reaches it through a
   * dynamic import somewhere on the way.
   */
  lazyEntriesOf(id: string): readonly string[] {
    const found = new Set<string>();
    const seen = new Set<string>();
    const stack = [id];
    while (stack.length) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...this.importers(next));
      for (const importer of this.info(next)?.dynamicImporters ?? []) {
        for (const entry of this.entriesOf(importer)) found.add(entry);
        // A lazy part of a lazy part.
        stack.push(importer);
      }
    }
    return [...found].sort();
  }

  /** The kinds' files (`forms-track`…) of the modules `entry` imports statically: the ones its page loads. */
  kindsFilesOf(entry: string): ReadonlySet<string> {
    const known = this.#kindsMemo.get(entry);
    if (known) return known;
    const files = new Set<string>();
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length) {
      const next = stack.pop()!;
      if (seen.has(next) || framework.test(next)) continue;
      seen.add(next);
      stack.push(...this.imports(next));
      if (this.inShell(next) || this.info(next)?.isEntry || !this.small(next)) continue;
      const entries = this.entriesOf(next);
      if (entries.length > 1 && !withHome(entries)) files.add(families(entries));
    }
    this.#kindsMemo.set(entry, files);
    return files;
  }

  /**
   * A module of the site's own, small, that imports nothing but
   * the shell, the framework and other such modules: a few of them too many
   * in a page's file cost less than a request, and they pull nothing else in.
   */
  small(id: string): boolean {
    const known = this.#smallMemo.get(id);
    if (known !== undefined) return known;
    this.#smallMemo.set(id, false); // an import cycle is not small
    const result =
      own(id) &&
      (this.info(id)?.code?.length ?? Infinity) <= SMALL &&
      this.imports(id).every((dep) => framework.test(dep) || this.inShell(dep) || this.small(dep));
    this.#smallMemo.set(id, result);
    return result;
  }
}

/**
 * Routes by kind (their folder under app/routes/): a small module shared by
 * routes goes into one file per set of kinds that use it, so a page loads a
 * few kind-wide files rather than one per set of routes. The home page, the
 * page most visitors open first, is a kind of its own: it loads no module
 * that only other pages use.
 */
function familyOf(entry: string) {
  if (/routes[\\/]marketing[\\/]home\.tsx/.test(entry)) return "home";
  const folder = /app[\\/]routes[\\/](\w[\w-]*)[\\/]/.exec(entry)?.[1] ?? "site";
  if (folder === "legal") return "marketing";
  // Customer care's pages are forms too: a kind of their own would split the forms' files.
  return folder === "careers" || folder === "support" ? "forms" : folder;
}

/** Whether the home page is one of `entries`: a small module it shares goes into the shell. */
const withHome = (entries: readonly string[]) =>
  entries.some((entry) => familyOf(entry) === "home");

/**
 * The public pages among `entries`, which a shared module's file is named for:
 * the consoles (staff and business, signed-in and on a desk more often than a
 * phone) would otherwise split the files of every public page whose modules
 * they read; they load those files instead, with some code they do not use.
 */
const publicOf = (entries: readonly string[]) => {
  const visitors = entries.filter((entry) => !["business", "staff"].includes(familyOf(entry)));
  return visitors.length > 0 ? visitors : entries;
};

/** The kinds of page of `entries`, as a file's name: `forms-track`. */
const families = (entries: readonly string[]) =>
  [...new Set(publicOf(entries).map(familyOf))].sort().join("-");

/**
 * "Small", in characters of transformed source (about 2.5 KB gzip). 10,000
 * since the validation catalogue (core/content/validation.ts), which the LR
 * search and every form read, grew past 8,000 and took six modules with it
 * out of the kinds' files (a tracking page asked for 18 script files instead
 * of 12; docs/decisions/028-fewer-script-files.md). 14,000 since the business
 * portal's booking and GSTIN messages took the catalogue to 12,400 (a tracking
 * page asked for 16).
 */
const SMALL = 14_000;
const hash = (entries: readonly string[]) =>
  createHash("sha256").update(entries.join("\n")).digest("hex").slice(0, 6);

/**
 * The `codeSplitting.groups` of the browser build. Each chunking pass gets
 * its own graph, so a second build in the same process starts afresh.
 */
export function chunkGroups(root = resolve("app/root.tsx")) {
  const graphs = new WeakMap<ChunkingContext, Graph>();
  const graphOf = (ctx: ChunkingContext) => {
    let graph = graphs.get(ctx);
    if (!graph) graphs.set(ctx, (graph = new Graph(ctx, root)));
    return graph;
  };
  return [
    {
      debugName: "shell",
      name(id: string, ctx: ChunkingContext) {
        const graph = graphOf(ctx);
        if (graph.inShell(id)) return "shell";
        // A small module the home page shares with other pages: every page loads the shell anyway.
        if (framework.test(id) || graph.info(id)?.isEntry || !graph.small(id)) return null;
        const entries = graph.entriesOf(id);
        return entries.length > 1 && withHome(entries) ? "shell" : null;
      },
      priority: 2,
    },
    {
      debugName: "pages",
      name(id: string, ctx: ChunkingContext) {
        const graph = graphOf(ctx);
        if (framework.test(id) || graph.inShell(id) || graph.info(id)?.isEntry) return null;
        const entries = graph.entriesOf(id);
        if (entries.length < 2) {
          // A small module of one route that other routes' lazy parts import too.
          const [entry] = entries;
          if (entry && graph.small(id)) {
            const lazy = graph.lazyEntriesOf(id);
            const kinds = families([entry, ...lazy]);
            if (lazy.some((other) => other !== entry) && graph.kindsFilesOf(entry).has(kinds)) {
              return `pages-${kinds}`;
            }
          }
          // One route's own modules stay in its file.
          return null;
        }
        if (!graph.small(id)) return `pages-${hash(publicOf(entries))}`;
        return `pages-${families(entries)}`;
      },
      priority: 1,
      // A module's own imports are imported by at least the same routes, so
      // they find their own group (or the shell): nothing circular.
      includeDependenciesRecursively: false,
    },
  ];
}
