/**
 * Several worker processes on one port (WEB_CONCURRENCY > 1 on PostgreSQL;
 * docs/decisions/026-several-processes.md). The primary prepares the
 * database and runs the once-per-deployment work (outbox sender, retention,
 * alert cleanup); the workers only serve. A worker that dies is replaced;
 * SIGTERM drains every worker, then the primary stops its own work and exits 0.
 */
import cluster, { type Worker } from "node:cluster";
import { randomBytes } from "node:crypto";
import type { Logger } from "./logger";
import { reportTrouble } from "./http/serving-trouble";

/** The variable that carries the primary's random secret to its workers (server/env.ts). */
export const WORKER_SECRET_VARIABLE = "SIL_WORKER_SECRET";

/** The longest a replacement waits after workers that died before listening (a crash loop). */
export const MAX_RESTART_DELAY_MS = 30_000;

export type PrimaryOptions = {
  workers: number;
  logger: Logger;
  /** SESSION_SECRET; when unset, one random secret is made here for all workers. */
  sessionSecret?: string;
  /** How long a worker may take to finish its requests before it is killed. */
  shutdownTimeoutMs: number;
  /** Stops the primary's own work (outbox, timers, database) once the workers are gone. */
  stopOwnWork: () => Promise<void>;
};

export function runPrimary(options: PrimaryOptions) {
  const { workers, logger, shutdownTimeoutMs } = options;
  const env: Record<string, string> = {};
  if (!options.sessionSecret) env[WORKER_SECRET_VARIABLE] = randomBytes(32).toString("hex");

  let stopping = false;
  let restartDelayMs = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let announced = false;
  const listening = new Set<number>();

  function fork(): Worker {
    const worker = cluster.fork(env);
    const pid = worker.process.pid;
    logger.info({ worker: worker.id, pid }, "worker started");
    worker.once("listening", () => {
      listening.add(worker.id);
      restartDelayMs = 0;
      if (!announced && listening.size >= workers) {
        announced = true;
        logger.info({ workers }, "all workers listening");
      }
    });
    return worker;
  }

  cluster.on("exit", (worker, code, signal) => {
    const pid = worker.process.pid;
    const wasListening = listening.delete(worker.id);
    if (stopping) {
      logger.info({ worker: worker.id, pid, code, signal }, "worker stopped");
      return;
    }
    // One that dies before it listens (a bad start) is restarted later and later.
    restartDelayMs = wasListening
      ? 0
      : Math.min(Math.max(1_000, restartDelayMs * 2), MAX_RESTART_DELAY_MS);
    logger.error(
      { worker: worker.id, pid, code, signal, restartInMs: restartDelayMs },
      "worker died unexpectedly; starting another",
    );
    const replace = () => {
      restartTimer = undefined;
      if (!stopping) fork();
    };
    if (restartDelayMs === 0) replace();
    else restartTimer = setTimeout(replace, restartDelayMs);
  });

  for (let i = 0; i < workers; i += 1) fork();

  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    clearTimeout(restartTimer);
    logger.info({ signal }, "shutting down: draining every worker");
    // Whatever hangs, the primary ends.
    setTimeout(() => process.exit(1), shutdownTimeoutMs + 10_000).unref();
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    await Promise.all(
      alive.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once("exit", () => resolve());
            // Each worker stops accepting, finishes its requests and exits (server/main.ts).
            worker.process.kill("SIGTERM");
            // One that does not end in time is ended.
            setTimeout(() => {
              if (!worker.isDead()) worker.process.kill("SIGKILL");
            }, shutdownTimeoutMs + 5_000).unref();
          }),
      ),
    );
    await options.stopOwnWork();
    logger.info("stopped");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/**
 * The primary's open files near their limit (sockets it accepted wait in it
 * for a worker): its workers' /api/health fails too, since they answer it
 * (server/http/serving-trouble.ts). The primary has logged it.
 */
export function tellWorkersOfTrouble(reason: string) {
  for (const worker of Object.values(cluster.workers ?? {}))
    if (worker?.isConnected()) worker.send({ silServingTrouble: reason });
}

/** In a worker: hears tellWorkersOfTrouble. */
export function hearPrimaryOfTrouble() {
  process.on("message", (message: unknown) => {
    if (message && typeof message === "object" && "silServingTrouble" in message)
      reportTrouble(String(message.silServingTrouble), { quiet: true });
  });
}
