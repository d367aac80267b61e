/**
 * SESSION_SECRET when the operator sets none. On the
 * embedded database the install is one process on one machine, so the first
 * start makes a random secret and keeps it in DATA_DIR (mode 0600, beside the
 * database it protects): two-factor works after a plain `npm start`, and
 * secrets sealed with it still open after a restart. On PostgreSQL nothing is
 * made: several processes or machines share that database, each with its own
 * DATA_DIR, and a secret made by one would not open what another sealed; the
 * operator sets one value everywhere (README "Configuration").
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { errorCode, errorMessage } from "@core/unknown-values";

/** The file under DATA_DIR that keeps the made secret. */
export const SESSION_SECRET_FILE = "session-secret";

export type SessionSecret =
  | { source: "environment"; secret: string }
  /** Read from DATA_DIR, or made there now (`created`). */
  | { source: "data-dir"; secret: string; file: string; created: boolean }
  /** DATABASE_URL without SESSION_SECRET: random per process, two-factor off. */
  | { source: "none"; secret?: undefined };

export class SessionSecretError extends Error {}

export function resolveSessionSecret(env: {
  SESSION_SECRET?: string;
  DATABASE_URL?: string;
  DATA_DIR: string;
}): SessionSecret {
  if (env.SESSION_SECRET) return { source: "environment", secret: env.SESSION_SECRET };
  if (env.DATABASE_URL) return { source: "none" };
  const file = path.resolve(env.DATA_DIR, SESSION_SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing !== undefined) return { source: "data-dir", secret: existing, file, created: false };
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("hex");
  try {
    // "wx": never overwrite one that appeared meanwhile; 0600 whatever the umask allows more.
    writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw error;
    const raced = readSecretFile(file);
    if (raced !== undefined) return { source: "data-dir", secret: raced, file, created: false };
  }
  return { source: "data-dir", secret, file, created: true };
}

/** The secret kept in `file`, undefined when there is no such file; a damaged one stops the start. */
function readSecretFile(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw new SessionSecretError(
      `Cannot read ${file} (the SESSION_SECRET made at first start): ${errorMessage(error)}`,
    );
  }
  const secret = text.trim();
  if (secret.length < 16)
    throw new SessionSecretError(
      `${file} must hold the SESSION_SECRET made at first start (16+ characters); it holds ${secret.length}. Restore it from a backup, or delete it to make a new one (two-factor secrets sealed with the old one stop opening).`,
    );
  return secret;
}
