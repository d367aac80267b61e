import { createHmac } from "node:crypto";

/**
 * An address as stored with leads and in the staff audit log: keyed by the
 * secret, so stored hashes cannot be looked up in a table of all addresses.
 */
export function hashIp(secret: string, ip: string): string {
  return createHmac("sha256", `ip-hash:${secret}`).update(ip).digest("hex").slice(0, 32);
}
