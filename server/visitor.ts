/**
 * Who sent a request, for rate limits and a lead's ip_hash and user_agent.
 * X-Forwarded-For is believed only from a loopback peer, i.e. a reverse proxy
 * on the same machine, and only its last entry (the address that proxy saw);
 * anyone else could write any address into it.
 */
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import type { Visitor } from "./services/intake";

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

export function visitorOf(c: Context): Visitor {
  const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket
    ?.remoteAddress;
  // No peer means an in-process request (tests): treated like a local proxy.
  const trusted = peer === undefined || LOOPBACK.test(peer);
  const forwarded = c.req
    .header("X-Forwarded-For")
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  const ip = (trusted && forwarded) || peer || "unknown";
  return { ip: ip.slice(0, 64), userAgent: c.req.header("User-Agent") ?? "" };
}
