import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: the cookie's session token and one-time links. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this is stored, so a copy of the database opens no session and no link. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
