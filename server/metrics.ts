/**
 * Prometheus metrics (README "Watching it"), with
 * prom-client's registry of this process: requests by route pattern and
 * status class with latency, rate-limit refusals, the outbox's backlog and
 * failures, the database pool, event-loop delay and process figures.
 *
 * With several workers (WEB_CONCURRENCY > 1) one scrape covers every worker:
 * the worker that receives GET /metrics asks the primary, which gathers each
 * worker's registry with prom-client's AggregatorRegistry (counters and
 * histograms summed, figures read from the database taken once). The
 * primary itself serves nothing and is not in it.
 */
import cluster from "node:cluster";
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
} from "prom-client";
import type { DatabaseHandle } from "../database/client";
import { appVersion } from "./app-version";
import { backlogOf } from "./outbox/figures";

export const METRICS_CONTENT_TYPE = register.contentType;

collectDefaultMetrics({ register });
// prom-client answers the primary's requests for this worker's registry only once one exists here.
if (cluster.isWorker) new AggregatorRegistry();

export const httpRequests = new Histogram({
  name: "sil_http_request_duration_seconds",
  help: "Requests by route pattern (never the raw URL) and status class, and how long they took.",
  labelNames: ["method", "route", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const rateLimitRefusals = new Counter({
  name: "sil_rate_limit_refusals_total",
  help: "Requests refused because a budget per address was spent (server/services/rate-limit.ts).",
  labelNames: ["budget"] as const,
});

new Gauge({
  name: "sil_build_info",
  help: "The version this process runs (package.json version + commit); always 1.",
  labelNames: ["version"] as const,
  aggregator: "first",
  collect() {
    this.set({ version: appVersion() }, 1);
  },
});

/** The database the scrape reads the outbox and pool from (set once at start). */
let database: DatabaseHandle | undefined;

export function watchDatabase(handle: DatabaseHandle) {
  database = handle;
}

new Gauge({
  name: "sil_outbox_emails",
  help: "E-mails in the outbox by status: pending (backlog) or failed (given up, waiting for a person).",
  labelNames: ["status"] as const,
  // Read from the one database: every worker sees the same rows.
  aggregator: "first",
  async collect() {
    const counts = await outboxFigures();
    this.reset();
    if (!counts) return;
    this.set({ status: "pending" }, counts.pending);
    this.set({ status: "failed" }, counts.failed);
  },
});

new Gauge({
  name: "sil_outbox_oldest_due_seconds",
  help: "How long the oldest pending e-mail has been due (0 when none is); growing means no sender.",
  aggregator: "first",
  async collect() {
    const counts = await outboxFigures();
    if (counts) this.set(counts.oldestDueSeconds);
  },
});

new Gauge({
  name: "sil_outbox_messages",
  help: "SMS and WhatsApp messages in the outbox by channel and status: pending (backlog) or failed (given up).",
  labelNames: ["channel", "status"] as const,
  aggregator: "first",
  async collect() {
    this.reset();
    if (!database) return;
    for (const channel of ["sms", "whatsapp"] as const) {
      try {
        const counts = await backlogOf(database.db, channel);
        this.set({ channel, status: "pending" }, counts.pending);
        this.set({ channel, status: "failed" }, counts.failed);
      } catch {
        // A database that does not answer leaves the gauge out; /api/ready says why.
        return;
      }
    }
  },
});

new Gauge({
  name: "sil_db_pool_connections",
  help: "PostgreSQL pool of this process: connections open (total), idle, and requests waiting for one.",
  labelNames: ["state"] as const,
  collect() {
    const pool = database?.pool?.();
    if (!pool) return;
    this.set({ state: "total" }, pool.total);
    this.set({ state: "idle" }, pool.idle);
    this.set({ state: "waiting" }, pool.waiting);
  },
});

/** One query per scrape for both outbox gauges, shared while it runs. */
let outboxQuery: Promise<OutboxFigures | undefined> | undefined;
type OutboxFigures = { pending: number; failed: number; oldestDueSeconds: number };

function outboxFigures() {
  outboxQuery ??= readOutbox().finally(() => setTimeout(() => (outboxQuery = undefined), 0));
  return outboxQuery;
}

/** The e-mail channel's figures: the series keep the names they had before the one outbox (decision 036). */
async function readOutbox(): Promise<OutboxFigures | undefined> {
  if (!database) return undefined;
  try {
    return await backlogOf(database.db, "email");
  } catch {
    // A database that does not answer leaves the gauges out; /api/ready says why.
    return undefined;
  }
}

const REQUEST = "sil:metrics-request";
const RESPONSE = "sil:metrics-response";

type MetricsMessage = { type: string; id: number; text?: string; error?: string };

/** The text of one scrape: this process's registry, or every worker's when this is one of several. */
export async function metricsText(): Promise<string> {
  if (cluster.isWorker && process.send) return askPrimary();
  return register.metrics();
}

let asked = 0;
const waiting = new Map<number, (message: MetricsMessage) => void>();

function askPrimary(): Promise<string> {
  if (waiting.size === 0 && asked === 0) {
    process.on("message", (message: MetricsMessage) => {
      if (message?.type === RESPONSE) waiting.get(message.id)?.(message);
    });
  }
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("the primary did not answer with the workers' metrics"));
    }, 10_000);
    waiting.set(id, (message) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? "");
    });
    process.send!({ type: REQUEST, id });
  });
}

/** In a cluster's primary: answers a worker's request with every worker's metrics. */
export function serveClusterMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: MetricsMessage) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: RESPONSE, id: message.id, text }),
      (error: Error) => worker.send({ type: RESPONSE, id: message.id, error: error.message }),
    );
  });
}
