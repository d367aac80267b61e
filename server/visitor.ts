/**
 * Who sent a request and how they reached us: the one rule for the client
 * address (rate limits, a lead's ip_hash and user_agent) and for the scheme
 * and host the visitor's browser used (React Router's origin check, HSTS).
 *
 * Forwarding headers are believed only from a trusted proxy (TRUST_PROXY:
 * addresses or CIDR ranges, loopback by default), since anyone else could
 * write anything into them:
 * - client address: the right-most X-Forwarded-For (or Forwarded for=) entry
 *   that is not itself a trusted proxy, i.e. the address the outermost
 *   trusted proxy saw;
 * - scheme and host: the first X-Forwarded-Proto / X-Forwarded-Host (or
 *   Forwarded proto= / host=), set by the proxy the browser talked to.
 * IPv6 visitors are counted by their /64 for rate limits (rateLimitKey): one
 * household or phone gets a whole /64, so single addresses cost nothing to change.
 */
import { BlockList, isIP } from "node:net";
import type { Context } from "hono";
import { z } from "@core/zod";

/** Who sent a request: their address (as the trusted proxy reports it) and browser. */
export type Visitor = { ip: string; userAgent: string };
export type TrustProxy = {
  /** True when `address` is a proxy whose forwarding headers are believed. */
  trusts(address: string): boolean;
  /** The setting as given, for logs and errors. */
  readonly source: string;
};

/** How the visitor reached the site, by the rule above. */
export type Forwarding = {
  visitor: Visitor;
  scheme: "http" | "https";
  /** host[:port] as the browser addressed it. */
  host: string;
};

const LOOPBACK = ["127.0.0.0/8", "::1/128"];

/**
 * Parses TRUST_PROXY: comma-separated addresses (`10.0.0.5`, `2001:db8::7`),
 * CIDR ranges (`10.0.0.0/8`), `loopback` (127.0.0.0/8 and ::1) or `none`.
 * Throws with the offending entry named.
 */
export function parseTrustProxy(value = "loopback"): TrustProxy {
  const list = new BlockList();
  const entries = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries.flatMap((e) => (e === "loopback" ? LOOPBACK : [e]))) {
    if (entry === "none") continue;
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (
      !family ||
      rest.length > 0 ||
      !Number.isInteger(bits) ||
      bits < 0 ||
      bits > (family === 6 ? 128 : 32) ||
      (prefix !== undefined && !/^\d+$/.test(prefix))
    ) {
      throw new Error(`"${entry}" is not an IP address, a CIDR range, loopback or none`);
    }
    list.addSubnet(address, bits, family === 6 ? "ipv6" : "ipv4");
  }
  return {
    source: value,
    trusts(address) {
      const ip = plainAddress(address);
      const family = isIP(ip);
      return family !== 0 && list.check(ip, family === 6 ? "ipv6" : "ipv4");
    },
  };
}

export const DEFAULT_TRUST_PROXY = parseTrustProxy();

/** `::ffff:1.2.3.4` as `1.2.3.4`; `[::1]:80`, `1.2.3.4:80` and `"…"` without port and quotes. */
function plainAddress(raw: string): string {
  let value = raw.trim().replace(/^"|"$/g, "");
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  return mapped ? mapped[1]! : value;
}

/** Splits a list header (`a, b`) into its entries. */
const listOf = (header: string | undefined) =>
  (header ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/** The `Forwarded` header (RFC 7239) as one record per hop, names lower-cased. */
function forwardedElements(header: string | undefined): Record<string, string>[] {
  return listOf(header).map((element) =>
    Object.fromEntries(
      element.split(";").flatMap((pair) => {
        const at = pair.indexOf("=");
        if (at < 0) return [];
        return [
          [
            pair.slice(0, at).trim().toLowerCase(),
            pair
              .slice(at + 1)
              .trim()
              .replace(/^"|"$/g, ""),
          ],
        ];
      }),
    ),
  );
}

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** What the rule reads of a request, from Hono's context or from node:http's request. */
export type RequestFacts = {
  /** The scheme and host the request reached this process by (its URL). */
  scheme: "http" | "https";
  host: string;
  header(name: string): string | undefined;
  /** The connection's peer address; none for an in-process request (tests). */
  peer: string | undefined;
};

/** Works out the client address, scheme and host of a request under `trust`. */
export function forwardingOf(c: Context, trust: TrustProxy): Forwarding {
  const url = new URL(c.req.url);
  return forwardingFrom(
    {
      scheme: url.protocol === "https:" ? "https" : "http",
      host: url.host,
      header: (name) => c.req.header(name),
      peer: peerOf(c.env),
    },
    trust,
  );
}

/**
 * What @hono/node-server gives as the app's environment: node:http's request,
 * whose socket names the peer. Nothing there (an in-process request): none.
 */
const NodeBindingsSchema = z.object({
  incoming: z.object({
    socket: z.object({ remoteAddress: z.string().optional() }).optional(),
  }),
});

function peerOf(env: unknown): string | undefined {
  const parsed = NodeBindingsSchema.safeParse(env);
  return parsed.success ? parsed.data.incoming.socket?.remoteAddress : undefined;
}

/** The same rule over a request's facts (server/tracking/fast-path.ts reads node:http's request). */
export function forwardingFrom(request: RequestFacts, trust: TrustProxy): Forwarding {
  const own = { scheme: request.scheme, host: request.host };
  const userAgent = request.header("User-Agent") ?? "";
  const rawPeer = request.peer;
  // No peer means an in-process request (tests): treated like a local proxy.
  const peer = rawPeer === undefined ? undefined : plainAddress(rawPeer);
  if (peer !== undefined && !trust.trusts(peer)) {
    return { visitor: { ip: peer.slice(0, 64), userAgent }, ...own };
  }

  const forwarded = forwardedElements(request.header("Forwarded"));
  const xff = listOf(request.header("X-Forwarded-For"));
  const chain = (xff.length > 0 ? xff : forwarded.map((e) => e.for ?? "")).map(plainAddress);
  // Right to left: each trusted proxy names the hop before it.
  let ip = peer;
  for (let i = chain.length - 1; i >= 0; i--) {
    ip = chain[i];
    if (!ip || !trust.trusts(ip)) break;
  }

  const proto = (
    listOf(request.header("X-Forwarded-Proto"))[0] ?? forwarded[0]?.proto
  )?.toLowerCase();
  const host = listOf(request.header("X-Forwarded-Host"))[0] ?? forwarded[0]?.host;
  return {
    visitor: { ip: (ip || "unknown").slice(0, 64), userAgent },
    scheme: proto === "https" || proto === "http" ? proto : own.scheme,
    host: host && HOST.test(host) ? host.toLowerCase() : own.host,
  };
}

/** Each request's forwarding, by its context (the one every handler of the request is given). */
const remembered = new WeakMap<Context, Forwarding>();

/** Stores the request's forwarding for the handlers after it (server/app.ts does this first). */
export function rememberForwarding(c: Context, trust: TrustProxy): Forwarding {
  const forwarding = forwardingOf(c, trust);
  remembered.set(c, forwarding);
  return forwarding;
}

/** The request's forwarding as the app worked it out, or under the default trust. */
export function forwardingFor(c: Context): Forwarding {
  return remembered.get(c) ?? forwardingOf(c, DEFAULT_TRUST_PROXY);
}

/**
 * The site's origin as the visitor's browser sees it (`https://sil.example`),
 * the one every check of a form's Origin compares with (server/http/same-origin.ts).
 */
export function visitorOrigin(c: Context): string {
  const { scheme, host } = forwardingFor(c);
  return `${scheme}://${host}`;
}

export function visitorOf(c: Context): Visitor {
  return forwardingFor(c).visitor;
}

/**
 * The request as the visitor's browser addressed it: the URL rebuilt with the
 * forwarded scheme and host, so React Router's check of a form's Origin
 * against the request URL passes behind a TLS proxy.
 */
export function visitorRequest(c: Context): Request {
  const { scheme, host } = forwardingFor(c);
  const raw = c.req.raw;
  const url = new URL(raw.url);
  if (url.protocol === `${scheme}:` && url.host === host) return raw;
  url.protocol = `${scheme}:`;
  url.host = host;
  const hasBody = raw.method !== "GET" && raw.method !== "HEAD";
  // Node's fetch needs `duplex` to pass a stream body on; the DOM's RequestInit has no such field.
  const init: RequestInit & { duplex?: "half" } = {
    method: raw.method,
    headers: raw.headers,
    body: hasBody ? raw.body : null,
    signal: raw.signal,
    ...(hasBody ? { duplex: "half" } : {}),
  };
  return new Request(url, init);
}

/** The rate-limit bucket of an address: IPv6 by its /64, IPv4 as it is. */
export function rateLimitKey(ip: string): string {
  const address = plainAddress(ip);
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function expandIpv6(address: string): string[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, "");
  // An embedded IPv4 tail (::ffff:1.2.3.4 was handled above; others like 64:ff9b::1.2.3.4).
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    // The pattern has four groups: the defaults are never used.
    const [a = 0, b = 0, cc = 0, d = 0] = v4.slice(1).map(Number);
    text =
      text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((cc << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
  return groups.map((g) => parseInt(g, 16).toString(16));
}
