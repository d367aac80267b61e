/**
 * The process that serves the site: reads the environment, opens and
 * migrates the database, loads demo data into a new embedded database,
 * serves, and shuts down cleanly on SIGTERM. `--dev` serves through Vite.
 * With WEB_CONCURRENCY > 1 (PostgreSQL only) this process becomes a
 * cluster's primary: it prepares the database, runs the background work and
 * forks workers that run this file again and only serve (server/cluster.ts).
 */
import { reencodingGate } from "./services/support/attachments";
import "./node-env";
import cluster from "node:cluster";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { ConnectionFailure } from "../database/connection-errors";
import { openCheckedDatabase } from "../database/open-checked";
import { migrateDatabase } from "../database/migrate";
import { loadPincodeDirectory } from "../database/pincode-directory";
import { seedDemoData } from "../database/seed";
import { company } from "@core/content/company";
import { isRecord } from "@core/unknown-values";
import { createApp } from "./app";
import { warnOfPlaceholders } from "./company-warnings";
import { warnOfMessageSetup } from "./messages/warnings";
import { hearPrimaryOfTrouble, runPrimary, tellWorkersOfTrouble } from "./cluster";
import { EnvError, readEnv, type Env } from "./env";
import { createHttpServer } from "./http/http-server";
import { createLogger } from "./logger";
import { serveClusterMetrics, watchDatabase } from "./metrics";
import { appVersion } from "./app-version";
import { checkRedis } from "./redis-check";
import { createServices } from "./services/create-services";
import { prepareRateLimitTable } from "./services/rate-limit";
import { scheduleRetention } from "./services/erasure";
import { schedulePromises } from "./services/support/promises";
import { scheduleFollowUpReminders } from "./services/leads/follow-up-reminders";
import { scheduleSilenceWatch } from "./services/delivery-silence";
import { createWebhookSender } from "./services/webhooks";
import { mailAddresses } from "./services/mail-addresses";
import { createOutboxSender } from "./services/outbox";
import { createSenderWake, listenForWakes, type Sender } from "./outbox/wake";
import { createOutboxLoop } from "./outbox/queue";
import { createSmsSender } from "./outbox/channels/sms";
import { createWhatsAppSender } from "./outbox/channels/whatsapp";
import { projectRoot as root } from "../database/project-root";
import { resolveSessionSecret, SessionSecretError, type SessionSecret } from "./session-secret";
import { chooseSiteUrl, readBuiltSiteUrl, SiteUrlMismatch } from "./site-url";
import { startAlertCleanup } from "./services/tracking-alerts";
import { setTroubleLogger, watchOpenFiles } from "./http/serving-trouble";
import { loadStaticFiles } from "./http/static-files";
import { withTrackingFastPath } from "./tracking/fast-path";

const dev = process.argv.includes("--dev");

let env: Env;
try {
  env = readEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Several processes only on PostgreSQL (server/env.ts refuses it otherwise), never under Vite.
const clustered = env.WEB_CONCURRENCY > 1 && !dev;
const primary = clustered && cluster.isPrimary;
const worker = clustered && cluster.isWorker;
const logger = worker
  ? createLogger(env.LOG_LEVEL).child({ worker: cluster.worker?.id, pid: process.pid })
  : createLogger(env.LOG_LEVEL);
// Without Redis, the workers share their rate limits through PostgreSQL.
const sharedRateLimits = clustered && !env.REDIS_URL;

// Checked before anything opens: a SITE_URL the build does not carry stops the server.
let siteUrl: string;
try {
  siteUrl = chooseSiteUrl(
    env.SITE_URL,
    dev ? undefined : readBuiltSiteUrl(path.join(root, "build/server")),
    "http://localhost:3000",
  );
} catch (error) {
  if (!(error instanceof SiteUrlMismatch)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Which build this is, first: an operator reading the log of a failed start needs it too.
if (!worker) logger.info({ version: appVersion(), node: process.version }, "starting");

// SESSION_SECRET, or on the embedded database the one kept in DATA_DIR (server/session-secret.ts).
let sessionSecret: SessionSecret = { source: "none" };
if (!worker) {
  try {
    sessionSecret = resolveSessionSecret(env);
  } catch (error) {
    if (!(error instanceof SessionSecretError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

// A server that cannot be reached stops the start with one line naming the setting and the fix.
if (env.REDIS_URL && !worker) await checkRedis(env.REDIS_URL).catch(stopOnConnectionFailure);
const database = await openCheckedDatabase(env.database).catch(stopOnConnectionFailure);

function stopOnConnectionFailure(error: unknown): never {
  if (!(error instanceof ConnectionFailure)) throw error;
  console.error(error.message);
  process.exit(1);
}
watchDatabase(database);

// Once per start: by the primary of a cluster, or by the one process.
if (!worker) {
  await migrateDatabase(database);
  // Reference data, on either database: loaded once per version of its package (decision 022).
  const directoryStarted = performance.now();
  if (await loadPincodeDirectory(database.db)) {
    logger.info(
      { ms: Math.round(performance.now() - directoryStarted) },
      "pincode directory loaded",
    );
  }
  if (
    database.kind === "pglite" &&
    (await seedDemoData(database.db, undefined, sessionSecret.secret))
  ) {
    logger.info("demo data loaded into the new embedded database");
  }
  if (sharedRateLimits) await prepareRateLimitTable(database.db);
}
const mail = mailAddresses(env);
// The company's facts are the build's: a placeholder left is said once per start (README "Make it yours").
if (!worker) warnOfPlaceholders(logger, company);
// SMS and WhatsApp: which are on, and DLT ids still placeholders (decision 046).
if (!worker) warnOfMessageSetup(logger, env.messages);
/** This process's senders, once it starts them (startBackgroundWork). */
const localSenders: Partial<Record<Sender, () => void>> = {};
/** "Send now" and "Try now" wake the senders in whichever process runs them. */
const wakeSenders = createSenderWake(database, localSenders, logger);
const services = createServices(database, {
  kickOutbox: () => wakeSenders("outbox"),
  kickWebhooks: () => wakeSenders("webhooks"),
  kickBusinessWebhooks: () => wakeSenders("business-webhooks"),
  kickSms: () => wakeSenders("sms"),
  kickWhatsApp: () => wakeSenders("whatsapp"),
  inboxes: mail.inboxes,
  secret: worker ? env.SESSION_SECRET : sessionSecret.secret,
  previousSecret: env.SESSION_SECRET_PREVIOUS,
  processSecret: env.SIL_WORKER_SECRET,
  sharedRateLimits: sharedRateLimits && !primary,
  // The primary serves nothing: it needs no Redis connection for the limits.
  rateLimit: { redisUrl: primary ? undefined : env.REDIS_URL, budgets: env.budgets },
  logger,
  siteUrl: env.SITE_URL,
  sendingMail: Boolean(env.SMTP_URL),
  deliveryWebhooks: Boolean(env.DELIVERY_WEBHOOK_URL),
  messages: env.messages,
  // The machine's cores shared among the workers (docs/decisions/030-customer-care.md).
  reencoding: reencodingGate(env.WEB_CONCURRENCY),
});

/** The once-per-deployment work: in the one process, or in a cluster's primary only. */
function startBackgroundWork() {
  // Forgets old tracking alert subscriptions every hour; safe in several processes.
  const stopAlertCleanup = startAlertCleanup(services.trackingAlerts, logger);
  // E-mails wait in the outbox table until SMTP_URL is set (README "Configuration").
  const outbox = env.SMTP_URL
    ? createOutboxSender({
        db: database.db,
        smtpUrl: env.SMTP_URL,
        from: mail.from,
        logger,
        maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      })
    : undefined;
  if (outbox) {
    outbox.start();
    localSenders.outbox = outbox.kick;
  } else logger.info("SMTP_URL not set: e-mails wait in the outbox");
  const stopRetention = scheduleRetention(services.erasure, { days: env.RETENTION_DAYS, logger });
  // Escalates customer-care tickets that broke a promise and closes resolved ones.
  const stopPromises = schedulePromises(services.ticketPromises, logger);
  // Reminds each assignee of the leads to follow up today, that morning.
  const stopReminders = scheduleFollowUpReminders(services.followUpReminders, logger);
  // Tells alert subscribers once when a shipment has had no event for 48 hours.
  const stopSilenceWatch = scheduleSilenceWatch(services.deliverySilence, logger);
  // Delivery requests and decisions to the company's systems (docs/webhooks.md).
  const webhooks =
    env.DELIVERY_WEBHOOK_URL && env.WEBHOOK_SECRET
      ? createWebhookSender({
          db: database.db,
          url: env.DELIVERY_WEBHOOK_URL,
          secret: env.WEBHOOK_SECRET,
          logger,
        })
      : undefined;
  if (webhooks) {
    webhooks.start();
    localSenders.webhooks = webhooks.kick;
  }
  // Each business's tracking events to its own webhook: needs no setting, a business sets its URL.
  const businessWebhooks = services.businessWebhooks.sender({ logger });
  businessWebhooks.start();
  localSenders["business-webhooks"] = businessWebhooks.kick;
  // SMS and WhatsApp, each its own loop, while its settings are set (decision 047).
  const { sms: smsSettings, whatsapp: whatsappSettings } = services.messageQueue.settings;
  const sms = smsSettings
    ? createOutboxLoop({
        db: database.db,
        logger,
        sender: createSmsSender({
          db: database.db,
          settings: smsSettings,
          queue: services.messageQueue,
        }),
      })
    : undefined;
  const whatsapp = whatsappSettings
    ? createOutboxLoop({
        db: database.db,
        logger,
        sender: createWhatsAppSender({
          db: database.db,
          settings: whatsappSettings,
          queue: services.messageQueue,
        }),
      })
    : undefined;
  for (const [name, loop] of [
    ["sms", sms],
    ["whatsapp", whatsapp],
  ] as const)
    if (loop) {
      loop.start();
      localSenders[name] = loop.kick;
    }
  // Other processes' wakes (a worker served the staff page) arrive by NOTIFY.
  const stopWakes =
    database.kind === "postgres" && database.url
      ? listenForWakes(database.url, localSenders, logger)
      : undefined;
  return async () => {
    stopReminders();
    stopRetention();
    stopPromises();
    stopSilenceWatch();
    stopAlertCleanup();
    await Promise.all([
      outbox?.stop(),
      webhooks?.stop(),
      businessWebhooks.stop(),
      sms?.stop(),
      whatsapp?.stop(),
      stopWakes?.then((stop) => stop()),
    ]);
  };
}

if (!worker) {
  await services.staff.accounts.ensureFirstAdmin({
    email: env.STAFF_ADMIN_EMAIL,
    password: env.STAFF_ADMIN_PASSWORD,
  });
  if (sessionSecret.source === "data-dir" && sessionSecret.created)
    logger.info(
      { file: sessionSecret.file },
      "SESSION_SECRET not set: made one for this embedded database and kept it in DATA_DIR",
    );
  if (sessionSecret.source === "none")
    logger.info(
      "SESSION_SECRET not set: staff two-factor enrolment is off (README, Staff console)",
    );
  // Rotating SESSION_SECRET: says when SESSION_SECRET_PREVIOUS may go (docs/operations.md).
  const sealed = await services.staff.twoFactor.otherKeys();
  if (sealed.previous)
    logger.info(
      { twoFactorSecrets: sealed.previous },
      "two-factor secrets still sealed under SESSION_SECRET_PREVIOUS: keep it until their owners have signed in",
    );
  if (sealed.unreadable)
    logger.warn(
      { twoFactorSecrets: sealed.unreadable },
      "two-factor secrets sealed under another SESSION_SECRET: set that one as SESSION_SECRET_PREVIOUS, or those people sign in with a recovery code (docs/operations.md)",
    );
}

// Connections refused, an accept that failed, open files near their limit:
// logged, and /api/health fails meanwhile (server/http/serving-trouble.ts).
setTroubleLogger(logger);
watchOpenFiles({ onTrouble: primary ? tellWorkersOfTrouble : undefined });
if (worker) hearPrimaryOfTrouble();

if (primary) {
  const stopBackgroundWork = startBackgroundWork();
  // A worker asked for /metrics gets every worker's, gathered here (server/metrics.ts).
  if (env.METRICS_TOKEN) serveClusterMetrics();
  runPrimary({
    workers: env.WEB_CONCURRENCY,
    logger,
    sessionSecret: sessionSecret.secret,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    async stopOwnWork() {
      await stopBackgroundWork();
      services.close();
      await database.close();
    },
  });
} else {
  await serve(worker ? async () => {} : startBackgroundWork());
}

/** A loaded module as React Router's server build: one that has its routes and its entry. */
function serverBuildOf(module: unknown): ServerBuild {
  if (!isServerBuild(module)) throw new Error("The server build has no routes or entry module");
  return module;
}

function isServerBuild(module: unknown): module is ServerBuild {
  return isRecord(module) && isRecord(module.routes) && isRecord(module.entry);
}

async function serve(stopBackgroundWork: () => Promise<void>) {
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let staticFiles = new Map();
  let viteMiddleware:
    | ((req: IncomingMessage, res: ServerResponse, next: () => void) => void)
    | undefined;
  if (dev) {
    const vite = await import("vite").then((v) =>
      v.createServer({ server: { middlewareMode: true }, root }),
    );
    build = async () =>
      serverBuildOf(await vite.ssrLoadModule("virtual:react-router/server-build"));
    viteMiddleware = vite.middlewares;
  } else {
    const serverBuild = path.join(root, "build/server/index.js");
    build = serverBuildOf(await import(pathToFileURL(serverBuild).href));
    staticFiles = await loadStaticFiles(path.join(root, "build/client"));
  }

  const app = createApp({
    services,
    logger,
    siteUrl,
    opsApiToken: env.OPS_API_TOKEN,
    metricsToken: env.METRICS_TOKEN,
    trustProxy: env.TRUST_PROXY,
    build,
    staticFiles,
    mode: dev ? "development" : "production",
  });
  // A tracking lookup is answered before the app's middleware (server/tracking/fast-path.ts).
  const listener = withTrackingFastPath(getRequestListener(app.fetch), {
    services,
    logger,
    trustProxy: env.TRUST_PROXY,
  });
  const { server, stop, maxConnections } = createHttpServer((req, res) => {
    if (viteMiddleware) viteMiddleware(req, res, () => void listener(req, res));
    else void listener(req, res);
  });
  server.listen(env.PORT, env.HOST, () => {
    // The port taken, also when PORT=0 asked for any free one (tests).
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : undefined;
    logger.info({ port, host: env.HOST, database: database.kind, maxConnections }, "listening");
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    // Whatever hangs (an SMTP server, a stuck close), the process ends.
    setTimeout(() => process.exit(1), env.SHUTDOWN_TIMEOUT_MS + 5_000).unref();
    // Connection: close from now on, idle connections closed, requests read finished (server/http/http-server.ts).
    await stop(env.SHUTDOWN_TIMEOUT_MS);
    await stopBackgroundWork();
    services.close();
    // Bounded: a database that hangs must not hold the exit (database/client.ts).
    await database.close();
    logger.info("stopped");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
