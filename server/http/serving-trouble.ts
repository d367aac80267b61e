/**
 * Whether this process can take new visitors now: it is
 * refusing connections over its bound, accepting one failed, or its open
 * files are near their limit. Each report holds for HOLD_MS; while one
 * holds, /api/health answers 503 with the reason, so a load balancer sends
 * visitors elsewhere. The first report of a spell is logged at error level,
 * its end at info with what was refused: before, two workers out of file
 * descriptors stopped serving for good without a line in the log.
 */
import type { Logger } from "../logger";
import { openFileCount, openFileLimit } from "./open-files";

/** How long one report keeps health failing. */
export const HOLD_MS = 10_000;
/** Open files at or past this share of the limit count as trouble. */
export const FILES_WARNING_SHARE = 0.9;

let logger: Logger | undefined;
let reason: string | undefined;
let until = 0;
let spell = { started: 0, reports: 0, refused: 0 };

/** Where reports are logged (main.ts; tests give their own). */
export function setTroubleLogger(next: Logger | undefined) {
  logger = next;
}

/**
 * Reports trouble. `refused`: a connection was closed unserved.
 * `quiet`: already logged elsewhere (a cluster's primary told this worker).
 */
export function reportTrouble(
  why: string,
  { refused = false, quiet = false }: { refused?: boolean; quiet?: boolean } = {},
) {
  const now = Date.now();
  endSpellIfOver(now);
  if (!reason) {
    spell = { started: now, reports: 0, refused: 0 };
    if (!quiet) logger?.error({ reason: why }, "cannot take new visitors: /api/health fails");
  }
  reason = why;
  until = now + HOLD_MS;
  spell.reports += 1;
  if (refused) spell.refused += 1;
}

/** The reason health fails now, or undefined. */
export function servingTrouble(now = Date.now()): string | undefined {
  endSpellIfOver(now);
  return reason;
}

function endSpellIfOver(now: number) {
  if (!reason || now < until) return;
  logger?.info(
    { reason, seconds: Math.round((now - spell.started) / 1000), refused: spell.refused },
    "taking new visitors again",
  );
  reason = undefined;
}

/**
 * Looks at the open files every `everyMs` (where /proc tells them) and
 * reports when they near the limit; `onTrouble` also hears it (a primary
 * passes it to its workers, whose health it serves). Returns the stop.
 */
export function watchOpenFiles({
  everyMs = 1_000,
  onTrouble,
}: { everyMs?: number; onTrouble?: (why: string) => void } = {}): () => void {
  const limit = openFileLimit();
  if (!limit) return () => {};
  const timer = setInterval(() => {
    const count = openFileCount();
    if (count !== undefined && count >= limit * FILES_WARNING_SHARE) {
      const why = `${count} of ${limit} open files in use`;
      reportTrouble(why);
      onTrouble?.(why);
    } else servingTrouble();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
