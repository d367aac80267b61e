/**
 * This process's open files against its limit. A
 * process out of file descriptors cannot accept a connection, open a
 * database connection or, in a cluster, receive the socket its primary
 * hands it; libuv then closes waiting connections without a word. Node
 * raises the soft limit to the hard one at start, so the limit read here is
 * what systemd's `LimitNOFILE` or the shell's `ulimit -n` gave.
 */
import { readdirSync, readFileSync } from "node:fs";

/** The limit on open files of this process (Linux), undefined where /proc does not tell. */
export function openFileLimit(): number | undefined {
  try {
    const line = readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    const soft = line?.split(/\s{2,}/)[1];
    if (soft === "unlimited") return undefined;
    const limit = Number(soft);
    return Number.isInteger(limit) && limit > 0 ? limit : undefined;
  } catch {
    return undefined;
  }
}

/** The files this process has open now (Linux), undefined where /proc does not tell. */
export function openFileCount(): number | undefined {
  try {
    return readdirSync("/proc/self/fd").length;
  } catch {
    return undefined;
  }
}

/** The limit assumed where it cannot be read: the usual default soft limit. */
export const ASSUMED_FILE_LIMIT = 1_024;

/**
 * Connections one process keeps open at once: its file limit less room for
 * everything else it opens (up to 10 database connections, Redis, the
 * cluster's channel, logs, a socket being handed over) — a fifth of the
 * limit, at least 64 — and at most 10,000 (each costs memory).
 */
export function connectionBound(fileLimit = ASSUMED_FILE_LIMIT): number {
  const room = Math.max(64, Math.ceil(fileLimit / 5));
  return Math.max(16, Math.min(10_000, fileLimit - room));
}
