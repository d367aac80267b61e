/**
 * The process that serves the site: reads the environment, opens and
 * migrates the database, loads demo data into a new embedded database,
 * serves, and shuts down cleanly on SIGTERM. `--dev` serves through Vite.
 */
import "./node-env";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../database/client";
import { migrateDatabase } from "../database/migrate";
import { loadPincodeDirectory } from "../database/pincode-directory";
import { seedDemoData } from "../database/seed";
import { createApp } from "./app";
import { EnvError, readEnv } from "./env";
import { createLogger } from "./logger";
import { createServices } from "./services/create-services";
import { MAIL_FROM } from "./services/lead-emails";
import { createOutboxSender } from "./services/outbox";
import { loadStaticFiles } from "./static-files";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");

let env;
try {
  env = readEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const logger = createLogger(env.LOG_LEVEL);

const database = await openDatabase(env.database);
await migrateDatabase(database);
// Reference data, on either database: loaded once per version of its package (decision 022).
const directoryStarted = performance.now();
if (await loadPincodeDirectory(database.db)) {
  logger.info({ ms: Math.round(performance.now() - directoryStarted) }, "pincode directory loaded");
}
if (database.kind === "pglite" && (await seedDemoData(database.db))) {
  logger.info("demo data loaded into the new embedded database");
}
const services = createServices(database, {
  secret: env.SESSION_SECRET,
  rateLimit: { redisUrl: env.REDIS_URL },
  logger,
});

// E-mails wait in the outbox table until SMTP_URL is set (README "Configuration").
const outbox = env.SMTP_URL
  ? createOutboxSender({ db: database.db, smtpUrl: env.SMTP_URL, from: MAIL_FROM, logger })
  : undefined;
if (outbox) outbox.start();
else logger.info("SMTP_URL not set: e-mails wait in the outbox");

let build: ServerBuild | (() => Promise<ServerBuild>);
let staticFiles = new Map();
let viteMiddleware:
  | ((req: IncomingMessage, res: ServerResponse, next: () => void) => void)
  | undefined;
if (dev) {
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true }, root }),
  );
  build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  viteMiddleware = vite.middlewares;
} else {
  const serverBuild = path.join(root, "build/server/index.js");
  build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  staticFiles = await loadStaticFiles(path.join(root, "build/client"));
}

const app = createApp({
  services,
  logger,
  siteUrl: env.SITE_URL,
  opsApiToken: env.OPS_API_TOKEN,
  build,
  staticFiles,
  mode: dev ? "development" : "production",
});
const listener = getRequestListener(app.fetch);
const server = createServer((req, res) => {
  if (viteMiddleware) viteMiddleware(req, res, () => void listener(req, res));
  else void listener(req, res);
});
server.listen(env.PORT, env.HOST, () => {
  logger.info({ port: env.PORT, host: env.HOST, database: database.kind }, "listening");
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: finishing requests in flight");
  const force = setTimeout(() => server.closeAllConnections(), env!.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await outbox?.stop();
  services.close();
  await database.close();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
