/**
 * The built client (hashed assets, fonts, prerendered pages), read into
 * memory once at start-up and compressed once, so serving a file costs a
 * map lookup (docs/decisions/004-prerendering.md).
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { acceptedEncoding } from "./compress";

export type StaticFile = {
  body: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
  /** Content-hashed build output: cacheable for a year. */
  immutable: boolean;
  /** For prerendered pages: the hashes of their inline scripts, for the CSP. */
  scriptHashes?: string[];
};

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".pdf": "application/pdf",
};
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
]);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** sha256 hashes of a page's inline scripts, as CSP source expressions. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = "", code = ""] = match;
    if (/\bsrc\s*=/i.test(attrs) || /type\s*=\s*"application\/(ld\+)?json"/i.test(attrs)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  }
  return hashes;
}

/**
 * Maps URL paths to files. A prerendered page `about-us/index.html` is
 * found at `/about-us`; everything else at its own path.
 */
export async function loadStaticFiles(clientDir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for await (const full of walk(clientDir)) {
    const rel = "/" + path.relative(clientDir, full).split(path.sep).join("/");
    const ext = path.extname(full).toLowerCase();
    const body = new Uint8Array(await readFile(full));
    const file: StaticFile = {
      body,
      type: TYPES[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`,
      immutable: rel.startsWith("/assets/"),
    };
    if (COMPRESSIBLE.has(ext) && body.byteLength > 512) {
      file.gzip = gzipSync(body, { level: 9 });
      file.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } });
    }
    if (ext === ".html") {
      file.scriptHashes = inlineScriptHashes(Buffer.from(body).toString("utf8"));
      if (rel.endsWith("/index.html")) {
        const route = rel.slice(0, -"/index.html".length) || "/";
        files.set(route, file);
        continue;
      }
    }
    files.set(rel, file);
  }
  return files;
}

/** The file's body in the best encoding the request accepts, by the rule of rendered pages (compress.ts). */
export function chooseEncoding(file: StaticFile, c: Context) {
  const encoding = acceptedEncoding(
    c,
    (["br", "gzip"] as const).filter((name) => file[name]),
  );
  const body = encoding && file[encoding];
  return body ? { body, encoding } : { body: file.body, encoding: undefined };
}
