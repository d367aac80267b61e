/**
 * A found shipment's page, joined from two parts
 * (docs/decisions/035-shipment-page-parts.md): the frame every shipment's page
 * shares in a language (header, footer, questions, scripts: rendered
 * once, by React Router, with stand-ins from app/lib/shipment-shell.ts) and
 * the shipment's own part (app/lib/shipment-part.server.tsx: its
 * introduction, body, status and loader data), rendered once per state of
 * the shipment like the whole page was before (single flight, kept while the
 * tracking service gives the same answer object). Each answer gets its own
 * CSP nonce; the frame is gzipped once and the answer's pieces are added to
 * it (server/http/gzip-pieces.ts). The result is the page React Router would
 * render, byte for byte but for the data line's order
 * (server/tracking/shipment-page.db.test.ts compares them).
 *
 * Anything unexpected (a frame without its stand-ins, data that is not
 * plain) turns this off for the page and it is rendered whole, as before.
 */
import { UNSAFE_decodeViaTurboStream as decodeTurboStream, type ServerBuild } from "react-router";
import { prefixOf, TRANSLATED, type Lang } from "@core/i18n";
import type { OrderTracking } from "@core/schemas/tracking";
import { isRootData } from "@core/schemas/root-data";
import type { RootData } from "@core/texts";
import { z } from "@core/zod";
import { SHELL, type ShipmentPartModule as PartModule } from "@core/shipment-page";
import { gzipPieces, piece, plainPieces, stored, type Piece } from "../http/gzip-pieces";
import type { LoadContext } from "../load-context";
import type { Logger } from "../logger";
import { dataPrefix, dataRest, scriptStringBody, type DataPrefix } from "../http/turbo-data";

/** /track-shipment-v2/{lr} in any language (the prefixes from the language list), nothing after it. */
export const TRACKING_PAGE_PATH = new RegExp(
  `^/(?:(?:${TRANSLATED.join("|")})/)?track-shipment-v2/([^/]+)$`,
);

type Slot = "nonce" | "lr" | "state" | "intro" | "body" | "data";

type Shell = {
  /** The build's entry, with the functions that render the parts. */
  module: PartModule;
  /** The frame in order: its own pieces, and the slots each answer fills. */
  template: (Piece | Slot)[];
  headers: [string, string][];
  routeId: string;
  pattern: string;
  root: RootData;
  prefix: DataPrefix;
};

type Part = Record<Exclude<Slot, "nonce">, Piece>;

/** Headers of the rendered frame that every answer repeats. */
const KEPT_HEADERS = new Set(["cache-control", "content-type", "vary", "x-robots-tag"]);
const DATA_CALL =
  /(window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);)/;
const DATA_SLOT = "\u0000data\u0000";

export type ShipmentPages = ReturnType<typeof createShipmentPages>;

export function createShipmentPages(deps: {
  build: ServerBuild;
  /** The host's render of a page with this load context's additions. */
  renderShell: (path: string, extra: Partial<LoadContext>) => Promise<Response>;
  /** The load context the part's loader work reads (its services). */
  context: () => unknown;
  logger: Logger;
  maxParts?: number;
}) {
  const { build, logger, maxParts = 2_000 } = deps;
  const entry: object = build.entry.module;
  const module = isPartModule(entry) ? entry : null;
  const shells = new Map<Lang, Promise<Shell | null>>();
  const parts = new Map<string, { source: unknown; part: Promise<Part> }>();

  function shellOf(lang: Lang): Promise<Shell | null> {
    let shell = shells.get(lang);
    if (!shell) {
      shell = makeShell(lang).catch((error: unknown) => {
        logger.warn(
          { lang, error: error instanceof Error ? error.message : String(error) },
          "shipment page frame unusable: pages are rendered whole",
        );
        return null;
      });
      shells.set(lang, shell);
    }
    return shell;
  }

  async function makeShell(lang: Lang): Promise<Shell> {
    if (!module) throw new Error("the build's entry has no renderShipmentPart");
    const pattern = `${prefixOf(lang)}/track-shipment-v2/:lrno`;
    const routeId = `${lang === "en" ? "" : `${lang}/`}routes/track/track-shipment-v2`;
    if (!build.routes[routeId]) throw new Error(`no route ${routeId}`);
    const path = `${prefixOf(lang)}/track-shipment-v2/${SHELL.lrNo}`;
    const response = await deps.renderShell(path, {
      shipmentShell: true,
      cspNonce: SHELL.nonce,
    });
    if (response.status !== 200) throw new Error(`the frame answered ${response.status}`);
    let html = await response.text();

    const call = DATA_CALL.exec(html);
    if (!call) throw new Error("no loader data in the frame");
    const line: unknown = JSON.parse(call[2]!);
    if (typeof line !== "string") throw new Error("the frame's loader data is not a string");
    const root = (await decodeLine(line)).loaderData.root;
    if (!isRootData(root)) throw new Error("the frame's root data is not the root's");
    const prefix = dataPrefix(root, routeId);
    html = html.replace(
      DATA_CALL,
      (_, open: string, _arg: string, close: string) =>
        `${open}"${scriptStringBody(prefix.text)}${DATA_SLOT}"${close}`,
    );

    const intro = module.shellIntro({ pathname: path, routeId, pattern, root });
    const tokens: [string, Slot][] = [
      [SHELL.nonce, "nonce"],
      [SHELL.lrNo, "lr"],
      [SHELL.state, "state"],
      [intro, "intro"],
      [SHELL.part, "body"],
      [DATA_SLOT, "data"],
    ];
    const pattern_ = new RegExp(tokens.map(([t]) => escapeRegExp(t)).join("|"), "g");
    const template: (Piece | Slot)[] = [];
    const counts = new Map<Slot, number>();
    let at = 0;
    for (const match of html.matchAll(pattern_)) {
      const slot = tokens.find(([t]) => t === match[0])![1];
      counts.set(slot, (counts.get(slot) ?? 0) + 1);
      if (match.index > at) template.push(piece(html.slice(at, match.index), 9));
      template.push(slot);
      at = match.index + match[0].length;
    }
    if (at < html.length) template.push(piece(html.slice(at), 9));
    for (const [slot, min, max] of [
      ["nonce", 1, Infinity],
      ["lr", 1, Infinity],
      ["state", 1, Infinity],
      ["intro", 1, 1],
      ["body", 1, 1],
      ["data", 1, 1],
    ] as const) {
      const n = counts.get(slot) ?? 0;
      if (n < min || n > max) throw new Error(`the frame has ${n} of "${slot}"`);
    }
    const headers = [...response.headers].filter(([name]) => KEPT_HEADERS.has(name));
    return { module, template, headers, routeId, pattern, root, prefix };
  }

  async function makePart(shell: Shell, pathname: string, tracking: OrderTracking): Promise<Part> {
    const part = await shell.module.renderShipmentPart({
      pathname,
      routeId: shell.routeId,
      pattern: shell.pattern,
      root: shell.root,
      tracking,
      context: deps.context(),
    });
    return {
      lr: piece(tracking.lr_no),
      state: piece(escapeText(part.state)),
      intro: piece(part.intro),
      // Level 2: half level 4's time (151 against 300 µs on a whole 58 KB page), 8 % larger
      // (12.8 against 11.9 KB); level 4 made compression a fifth of a first open's CPU.
      body: piece(part.body, 2),
      data: piece(scriptStringBody(dataRest(shell.prefix, part.data)), 2),
    };
  }

  /** The part of this URL for this tracking answer: kept, being rendered (awaited), or rendered now. */
  async function partOf(shell: Shell, pathname: string, source: OrderTracking): Promise<Part> {
    const kept = parts.get(pathname);
    if (kept && kept.source === source) return kept.part;
    const part = makePart(shell, pathname, source);
    parts.delete(pathname);
    if (parts.size >= maxParts) parts.delete(parts.keys().next().value!);
    parts.set(pathname, { source, part });
    // A failed render is not kept: the next request tries again.
    part.catch(() => {
      if (parts.get(pathname)?.part === part) parts.delete(pathname);
    });
    return part;
  }

  return {
    /**
     * The page of a found shipment at `pathname` in `lang`, for this tracking
     * answer, with this nonce; null when it must be rendered whole (the
     * frame is unusable, or the part could not be made: the whole render
     * then answers as it always did, an outage included).
     */
    async page(
      pathname: string,
      lang: Lang,
      source: OrderTracking,
      nonce: string,
      gzip: boolean,
    ): Promise<{ body: Buffer; headers: [string, string][]; gzip: boolean } | null> {
      const shell = await shellOf(lang);
      if (!shell) return null;
      let part: Part;
      try {
        part = await partOf(shell, pathname, source);
      } catch {
        return null;
      }
      const own = { raw: Buffer.from(nonce), deflated: stored(Buffer.from(nonce)) };
      const pieces = shell.template.map((p) =>
        typeof p === "string" ? (p === "nonce" ? own : part[p]) : p,
      );
      return {
        body: gzip ? gzipPieces(pieces) : plainPieces(pieces),
        headers: shell.headers,
        gzip,
      };
    },
    get size() {
      return parts.size;
    },
  };
}

/** A data line decoded: the routes' loader data by route id. */
const DecodedDataSchema = z.looseObject({ loaderData: z.record(z.string(), z.unknown()) });

async function decodeLine(line: string): Promise<{ loaderData: Record<string, unknown> }> {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(line));
      controller.close();
    },
  });
  const decoded = await decodeTurboStream(stream, globalThis);
  return DecodedDataSchema.parse(decoded.value);
}

/** React's escaping of text and attribute values (the title and og:title name the status). */
function escapeText(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** Whether the build's entry exports the part renderers (app/entry.server.tsx). */
function isPartModule(entry: object): entry is PartModule {
  return (
    "renderShipmentPart" in entry &&
    typeof entry.renderShipmentPart === "function" &&
    "shellIntro" in entry &&
    typeof entry.shellIntro === "function"
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
