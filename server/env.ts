/**
 * Environment variables, parsed once at start-up. A bad value stops the
 * process with a message that names the variable (README "Configuration").
 */
import path from "node:path";
import { z } from "zod";
import { errorMessage } from "@core/unknown-values";
import type { DatabaseOptions } from "../database/client";
import { parseTrustProxy } from "./visitor";
import { DEFAULT_BUDGETS, type Budget, type BudgetName } from "./services/rate-limit";
import { MessageEnvShape, messageSettings, type MessageSettings } from "./messages/settings";

const count = z.coerce.number().int("must be a whole number").positive("must be 1 or more");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Unset: the build's (server/site-url.ts); set: must match the build's. */
  SITE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Bearer tokens for the company's own ingestion API, comma-separated, any
   * of them accepted (so an integration moves to a new one before the old is
   * removed); the API is off when unset.
   */
  OPS_API_TOKEN: z
    .string()
    .transform((value, ctx) => {
      const tokens = value
        .split(",")
        .map((token) => token.trim())
        .filter(Boolean);
      // The position, never the token: this message is printed.
      tokens.forEach((token, i) => {
        if (token.length < 16)
          ctx.addIssue({
            code: "custom",
            message:
              tokens.length > 1
                ? `token ${i + 1} of ${tokens.length} must be at least 16 characters`
                : "must be at least 16 characters",
          });
      });
      return tokens;
    })
    .optional(),
  /** Bearer token for GET /metrics (Prometheus); /metrics is off (404) when unset. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Signs captcha tokens, keys address hashes, seals two-factor secrets; unset: server/session-secret.ts. */
  SESSION_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** The SESSION_SECRET before a rotation: still opens what was sealed under it. */
  SESSION_SECRET_PREVIOUS: z.string().min(16, "must be at least 16 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  /** The sender of every e-mail, "Name <address>" or an address (default: the company's general e-mail). */
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
      'must be an e-mail address or "Name <address>"',
    )
    .optional(),
  /** The company's copy of quotes, pickups, client and franchise sign-ups. */
  MAIL_TO_LEADS: z.email("must be an e-mail address").optional(),
  /** The company's copy of contact messages. */
  MAIL_TO_SUPPORT: z.email("must be an e-mail address").optional(),
  /** The company's copy of job applications. */
  MAIL_TO_CAREERS: z.email("must be an e-mail address").optional(),
  /** Operations' inbox: every new delivery request. */
  MAIL_TO_OPS: z.email("must be an e-mail address").optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  /** Proxies whose forwarding headers are believed: addresses, CIDR ranges, loopback, none. */
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: errorMessage(error) });
        return z.NEVER;
      }
    }),
  /** Tracking pages, .data and API lookups a minute per client address. */
  RATE_LIMIT_TRACKING_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** POD downloads an hour per client address. */
  RATE_LIMIT_POD_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** The longest a PostgreSQL query may take, in milliseconds (then 503). */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** Budgets per address and form: stored submissions, refused ones. */
  RATE_LIMIT_ACCEPTED: count.default(DEFAULT_BUDGETS.accepted.points),
  RATE_LIMIT_ACCEPTED_WINDOW_S: count.default(DEFAULT_BUDGETS.accepted.durationSeconds),
  RATE_LIMIT_REJECTED: count.default(DEFAULT_BUDGETS.rejected.points),
  RATE_LIMIT_REJECTED_WINDOW_S: count.default(DEFAULT_BUDGETS.rejected.durationSeconds),
  /** Acknowledgement e-mails to one visitor address. */
  RATE_LIMIT_ACKS: count.default(DEFAULT_BUDGETS.acknowledgement.points),
  RATE_LIMIT_ACKS_WINDOW_S: count.default(DEFAULT_BUDGETS.acknowledgement.durationSeconds),
  /** Wrong ingestion API tokens per address in 15 minutes; more answer 429. */
  RATE_LIMIT_OPS_TOKEN_FAILURES: count.default(DEFAULT_BUDGETS.opsToken.points),
  /** Requests a minute per business API key (/api/business/v1); more answer 429 with Retry-After. */
  BUSINESS_API_PER_MINUTE: count.default(DEFAULT_BUDGETS.businessApiKey.points),
  /** The first staff admin, created at start when no staff account exists. */
  STAFF_ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
  STAFF_ADMIN_PASSWORD: z
    .string()
    .min(12, "must be at least 12 characters")
    .max(128, "must be at most 128 characters")
    .optional(),
  /**
   * Where each new delivery request and each decision is POSTed as signed
   * JSON (docs/webhooks.md); unset, no webhook is queued.
   */
  DELIVERY_WEBHOOK_URL: z
    .url("must be a full http:// or https:// URL")
    .regex(/^https?:\/\//i, "must start with http:// or https://")
    .optional(),
  /** Signs every webhook's body (X-SIL-Signature: sha256=HMAC); needed with DELIVERY_WEBHOOK_URL. */
  WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** Tries before an e-mail is marked failed and waits for a person (/staff/outbox). */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** How long SIGTERM waits for in-flight requests, in milliseconds. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Leads and applications older than this many days (and not won or hired) are erased daily. */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Worker processes on one port (node:cluster); more than 1 needs DATABASE_URL (docs/deploy.md). */
  WEB_CONCURRENCY: count.max(64, "must be at most 64").default(1),
  /**
   * Internal: the random secret a cluster's primary makes when SESSION_SECRET
   * is unset and hands its workers, so a captcha token sealed by one worker
   * opens in another. Not for operators: set SESSION_SECRET instead.
   */
  SIL_WORKER_SECRET: z.string().min(32).optional(),
  /** SMS (MSG91) and WhatsApp (Meta's Cloud API): server/messages/settings.ts, decision 046. */
  ...MessageEnvShape,
});

export type Env = z.infer<typeof EnvSchema> & {
  database: DatabaseOptions;
  budgets: Record<BudgetName, Budget>;
  /** Each message channel's settings, null while it is off. */
  messages: MessageSettings;
};

export class EnvError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (Boolean(env.STAFF_ADMIN_EMAIL) !== Boolean(env.STAFF_ADMIN_PASSWORD))
    throw new EnvError(
      "Invalid environment:\n  STAFF_ADMIN_EMAIL and STAFF_ADMIN_PASSWORD must be set together",
    );
  if (env.SESSION_SECRET_PREVIOUS && !env.SESSION_SECRET)
    throw new EnvError(
      "Invalid environment:\n  SESSION_SECRET_PREVIOUS needs SESSION_SECRET: set SESSION_SECRET to the new secret (docs/operations.md)",
    );
  if (env.DELIVERY_WEBHOOK_URL && !env.WEBHOOK_SECRET)
    throw new EnvError(
      "Invalid environment:\n  DELIVERY_WEBHOOK_URL needs WEBHOOK_SECRET: set WEBHOOK_SECRET (16+ characters) to the secret the receiving system checks signatures with (docs/webhooks.md)",
    );
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL)
    throw new EnvError(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs DATABASE_URL: the embedded database serves one process only; set DATABASE_URL to a PostgreSQL server or WEB_CONCURRENCY=1 (docs/deploy.md)`,
    );
  let messages: MessageSettings;
  try {
    messages = messageSettings(env);
  } catch (error) {
    throw new EnvError(errorMessage(error));
  }
  const database: DatabaseOptions = env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL, queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS }
    : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") };
  const budgets = {
    accepted: {
      points: env.RATE_LIMIT_ACCEPTED,
      durationSeconds: env.RATE_LIMIT_ACCEPTED_WINDOW_S,
    },
    rejected: {
      points: env.RATE_LIMIT_REJECTED,
      durationSeconds: env.RATE_LIMIT_REJECTED_WINDOW_S,
    },
    acknowledgement: { points: env.RATE_LIMIT_ACKS, durationSeconds: env.RATE_LIMIT_ACKS_WINDOW_S },
    tracking: { points: env.RATE_LIMIT_TRACKING_PER_MINUTE, durationSeconds: 60 },
    pod: { points: env.RATE_LIMIT_POD_PER_HOUR, durationSeconds: 3_600 },
    alertEmail: DEFAULT_BUDGETS.alertEmail,
    opsToken: {
      points: env.RATE_LIMIT_OPS_TOKEN_FAILURES,
      durationSeconds: DEFAULT_BUDGETS.opsToken.durationSeconds,
    },
    ticketLookup: DEFAULT_BUDGETS.ticketLookup,
    deliveryProof: DEFAULT_BUDGETS.deliveryProof,
    deliveryProofAddress: DEFAULT_BUDGETS.deliveryProofAddress,
    deliveryProofShipment: DEFAULT_BUDGETS.deliveryProofShipment,
    passwordLinkAddress: DEFAULT_BUDGETS.passwordLinkAddress,
    passwordLinkEmail: DEFAULT_BUDGETS.passwordLinkEmail,
    businessApiKey: { points: env.BUSINESS_API_PER_MINUTE, durationSeconds: 60 },
  } satisfies Record<BudgetName, Budget>;
  return { ...env, database, budgets, messages };
}
