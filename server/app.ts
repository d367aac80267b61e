/**
 * The Hono host (DESIGN.md "Shape"), built by a function so tests can call
 * `app.request()` without a port. Order: request id and logging -> security
 * headers -> /api/* -> static assets -> prerendered pages -> React Router.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { createRequestHandler, type ServerBuild } from "react-router";
import { captchaRoutes } from "./api/captcha";
import { healthRoutes } from "./api/health";
import { applicationRoutes } from "./api/applications";
import { jobsRoutes } from "./api/jobs";
import { leadRoutes } from "./api/leads";
import { opsRoutes, POD_MAX_BYTES } from "./api/ops";
import { pincodeRoutes } from "./api/pincodes";
import { trackingRoutes } from "./api/tracking";
import type { LoadContext } from "./load-context";
import type { Logger } from "./logger";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce, HSTS } from "./security";
import type { Services } from "./services/create-services";
import { chooseEncoding, type StaticFile } from "./static-files";
import { visitorOf } from "./visitor";

export type AppOptions = {
  services: Services;
  logger: Logger;
  siteUrl: string;
  /** The React Router server build; without it only /api/* and static files answer. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  staticFiles?: Map<string, StaticFile>;
  mode?: "production" | "development" | "test";
  /** Turns on the ingestion API (/api/ops/*). */
  opsApiToken?: string;
};

type Env = { Variables: { requestId: string; cspNonce: string; scriptHashes?: string[] } };

/** Body limits, checked before parsing (DESIGN.md "Security baseline"). */
export const BODY_LIMITS = {
  json: 32 * 1024,
  form: 64 * 1024,
  application: 6 * 1024 * 1024,
  pod: POD_MAX_BYTES,
  /** The largest job the ingestion API's schema allows (ten texts, five lists of 50 x 300 characters). */
  job: 128 * 1024,
};

function apiBodyLimit(path: string) {
  if (/^\/api\/ops\/shipments\/[^/]+\/pod$/.test(path)) return BODY_LIMITS.pod;
  if (path === "/api/job-applications/apply") return BODY_LIMITS.application;
  if (path.startsWith("/api/ops/jobs")) return BODY_LIMITS.job;
  return BODY_LIMITS.json;
}

const INTERNAL_ERROR = "Something went wrong on our side. Please try again later.";

export function createApp(options: AppOptions) {
  const { services, logger, staticFiles = new Map(), mode = "production" } = options;
  const app = new Hono<Env>();

  app.use(requestId({ headerName: "X-Request-Id" }));

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });

  app.use(async (c, next) => {
    const https = c.req.url.startsWith("https:");
    // Set before the handler runs, so the API's c.json()/c.body() answers carry
    // them and keep @hono/node-server's fast path (no Headers object).
    for (const [name, value] of Object.entries(baseSecurityHeaders)) c.header(name, value);
    if (https) c.header("Strict-Transport-Security", HSTS);
    if (c.req.path.startsWith("/api/")) return next();

    c.set("cspNonce", createNonce());
    await next();
    // Static files and React Router answer with Responses of their own.
    for (const [name, value] of Object.entries(baseSecurityHeaders)) c.res.headers.set(name, value);
    if (https) c.res.headers.set("Strict-Transport-Security", HSTS);
    if (c.res.headers.get("Content-Type")?.startsWith("text/html")) {
      const hashes = c.get("scriptHashes");
      const sources = hashes ?? [`'nonce-${c.get("cspNonce")}'`];
      c.res.headers.set("Content-Security-Policy", contentSecurityPolicy(sources, https));
    }
  });

  app.onError((error, c) => {
    logger.error({ reqId: c.get("requestId"), err: error }, "unhandled error");
    if (c.req.path.startsWith("/api/")) return c.json({ ok: false, message: INTERNAL_ERROR }, 500);
    return c.text(INTERNAL_ERROR, 500);
  });

  const api = new Hono<Env>();
  api.use((c, next) =>
    bodyLimit({ maxSize: apiBodyLimit(c.req.path), onError: tooLarge })(c, next),
  );
  api.route("/", healthRoutes(services));
  api.route("/", trackingRoutes(services));
  api.route("/", jobsRoutes(services));
  api.route("/", captchaRoutes(services));
  api.route("/", leadRoutes(services));
  api.route("/", applicationRoutes(services));
  api.route("/", pincodeRoutes(services));
  api.route("/ops", opsRoutes(services, options.opsApiToken));
  api.all("*", (c) => c.json({ ok: false, message: "Not found." }, 404));
  app.route("/api", api);

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const file = staticFiles.get(c.req.path);
    if (!file) return next();
    if (file.scriptHashes) c.set("scriptHashes", file.scriptHashes);
    return serveFile(c, file);
  });

  if (options.build) {
    const handleRequest = createRequestHandler(options.build, mode);
    app.post("*", (c, next) => {
      const maxSize = c.req.path.startsWith("/join-us/career")
        ? BODY_LIMITS.application
        : BODY_LIMITS.form;
      return bodyLimit({ maxSize, onError: tooLarge })(c, next);
    });
    app.use("*", compress());
    app.all("*", (c) => {
      const context: LoadContext = {
        services,
        cspNonce: c.get("cspNonce"),
        siteUrl: options.siteUrl,
        visitor: visitorOf(c),
      };
      return handleRequest(c.req.raw, context);
    });
  }

  return app;
}

function tooLarge(c: Context) {
  return c.json({ ok: false, message: "The request is too large." }, 413);
}

function serveFile(c: Context, file: StaticFile) {
  const headers = new Headers({
    "Content-Type": file.type,
    ETag: file.etag,
    "Cache-Control": file.immutable
      ? "public, max-age=31536000, immutable"
      : "public, max-age=0, must-revalidate",
    Vary: "Accept-Encoding",
  });
  if (c.req.header("If-None-Match") === file.etag)
    return new Response(null, { status: 304, headers });
  const { body, encoding } = chooseEncoding(file, c.req.header("Accept-Encoding"));
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(c.req.method === "HEAD" ? null : (body as BodyInit), {
    status: 200,
    headers,
  });
}
