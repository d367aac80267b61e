/**
 * The shipment page's HTML, kept per URL while its shipment is unchanged
 * (issue 19 item 1). A festival sale sends a whole city to the same few
 * pages: rendering each once per tracking-cache period, and compressing it
 * once, is what lets one process answer them.
 *
 * Same life as the tracking API's cache: an entry remembers the tracking
 * answer it was rendered from (server/services/tracking.ts keeps one frozen
 * object per shipment until its time to live ends or ingestion changes the
 * shipment); a page is served from the cache only while the service still
 * gives that very object. So a new event shows as soon as the API shows it.
 *
 * No two visitors share a nonce: the cached HTML carries none. Its inline
 * scripts are allowed by their hashes, as on prerendered pages.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { TRANSLATED } from "@core/i18n";
import { inlineScriptHashes, type StaticFile } from "./static-files";

/** /track-shipment-v2/{lr} in any language (the prefixes from the language list), nothing after it. */
export const TRACKING_PAGE_PATH = new RegExp(
  `^/(?:(?:${TRANSLATED.join("|")})/)?track-shipment-v2/([^/]+)$`,
);

export type CachedPage = StaticFile & { source: unknown; headers: [string, string][] };

/** Headers of the rendered answer that the cached copy repeats. */
const KEPT_HEADERS = new Set(["cache-control", "content-type", "vary", "x-robots-tag"]);

export function createTrackingPageCache({ maxEntries = 2_000 }: { maxEntries?: number } = {}) {
  const entries = new Map<string, CachedPage>();
  /** Renders under way, by URL: the requests that miss meanwhile wait for the one. */
  const rendering = new Map<string, { source: unknown; page: Promise<CachedPage | null> }>();

  const cache = {
    /** The cached page of this URL, if it was rendered from this tracking answer. */
    get(path: string, source: unknown): CachedPage | undefined {
      const entry = entries.get(path);
      if (!entry) return undefined;
      if (entry.source !== source) {
        entries.delete(path);
        return undefined;
      }
      return entry;
    },

    /**
     * Keeps a rendered 200 page: its nonce removed, its inline scripts'
     * hashes noted, compressed once. Answers the entry to serve.
     */
    async put(
      path: string,
      source: unknown,
      response: Response,
      nonce: string,
    ): Promise<CachedPage> {
      const html = (await response.text()).replaceAll(` nonce="${nonce}"`, "");
      const body = new TextEncoder().encode(html);
      const entry: CachedPage = {
        body,
        gzip: gzipSync(body, { level: 6 }),
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        type: response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
        etag: "",
        immutable: false,
        scriptHashes: inlineScriptHashes(html),
        source,
        headers: [...response.headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
      };
      entries.delete(path);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(path, entry);
      return entry;
    },

    /**
     * The page of this URL for this tracking answer: cached, rendered by a
     * request already under way (awaited: when a shipment changes, a crowd
     * waiting on its page costs one render, not one each), or rendered now.
     * A render that may not be kept is answered as it is.
     */
    async serve(
      path: string,
      source: unknown,
      render: () => Promise<{ response: Response; nonce: string }>,
    ): Promise<CachedPage | Response> {
      const cached = cache.get(path, source);
      if (cached) return cached;
      const pending = rendering.get(path);
      if (pending && pending.source === source) {
        const page = await pending.page.catch(() => null);
        if (page) return page;
      }
      let uncacheable: Response | undefined;
      const page = (async () => {
        const { response, nonce } = await render();
        if (!isCacheable(response)) {
          uncacheable = response;
          return null;
        }
        return cache.put(path, source, response, nonce);
      })();
      rendering.set(path, { source, page });
      try {
        return (await page) ?? uncacheable!;
      } finally {
        if (rendering.get(path)?.page === page) rendering.delete(path);
      }
    },

    get size() {
      return entries.size;
    },
  };
  return cache;
}

/** Whether a rendered answer may be kept: a whole page, for anyone. */
export function isCacheable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}
