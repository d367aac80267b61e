/**
 * The Hono host (DESIGN.md "Shape"), built by a function so tests can call
 * `app.request()` without a port. Order: request id and logging -> security
 * headers -> /api/* -> static assets -> prerendered pages -> React Router.
 */
import { Hono, type Context } from "hono";
import { compressResponses } from "./http/compress";
import { readRequestBody } from "./http/request-body";
import type { TrimLimits } from "./http/multipart-trim";
import { LANGUAGE_PREFIX } from "@core/i18n";
import { RESUME_MAX_BYTES } from "@core/schemas/job-application";
import { ATTACHMENTS } from "@core/support";
import { requestId } from "hono/request-id";
import { createRequestHandler, type ServerBuild } from "react-router";
import {
  isDatabaseUnavailable,
  isRefusedValue,
  OUTAGE_RETRY_AFTER_SECONDS,
} from "../database/unavailable";
import { captchaRoutes } from "./api/captcha";
import { healthRoutes } from "./api/health";
import { metricsRoutes } from "./api/metrics-route";
import { readyRoutes } from "./api/ready";
import { applicationRoutes } from "./api/applications";
import { deliveryRequestRoutes } from "./api/delivery-requests";
import { phoneAlertRoutes } from "./api/phone-alerts";
import { supportRoutes } from "./api/support";
import { jobsRoutes } from "./api/jobs";
import { leadRoutes } from "./api/leads";
import { opsRoutes, POD_MAX_BYTES } from "./api/ops";
import { pincodeRoutes } from "./api/pincodes";
import { trackingRoutes } from "./api/tracking";
import { businessApiRoutes } from "./api/business-v1";
import type { LoadContext } from "./load-context";
import { errorFacts } from "./http/error-facts";
import type { Logger } from "./logger";
import { httpRequests } from "./metrics";
import { createRouteLabeler } from "./http/route-label";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce, HSTS } from "./http/security";
import type { Services } from "./services/create-services";
import { messageStatusRoutes } from "./api/message-status";
import { changesSomething, isSameOrigin } from "./http/same-origin";
import { chooseEncoding, type StaticFile } from "./http/static-files";
import { hostPage } from "./http/host-pages";
import { trackingGuard } from "./tracking/guard";
import { createShipmentPages, TRACKING_PAGE_PATH } from "./tracking/shipment-page";
import { parseLrNumber } from "./services/tracking";
import { langOf } from "@core/i18n";
import { acceptedEncoding } from "./http/compress";
import {
  DEFAULT_TRUST_PROXY,
  forwardingFor,
  rememberForwarding,
  visitorOf,
  visitorOrigin,
  visitorRequest,
  type TrustProxy,
} from "./visitor";

export type AppOptions = {
  services: Services;
  logger: Logger;
  siteUrl: string;
  /** The React Router server build; without it only /api/* and static files answer. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  staticFiles?: Map<string, StaticFile>;
  mode?: "production" | "development" | "test";
  /** Turns on the ingestion API (/api/ops/*): any of these tokens is accepted. */
  opsApiToken?: string | readonly string[];
  /** TRUST_PROXY: whose forwarding headers are believed (server/visitor.ts); loopback by default. */
  trustProxy?: TrustProxy;
  /** METRICS_TOKEN: turns on GET /metrics for that bearer token (server/metrics.ts). */
  metricsToken?: string;
};

type Env = { Variables: { requestId: string; cspNonce: string; scriptHashes?: string[] } };

/** Body limits, checked before parsing (DESIGN.md "Security baseline"). */
export const BODY_LIMITS = {
  json: 32 * 1024,
  form: 64 * 1024,
  application: 6 * 1024 * 1024,
  /** A customer-care request: three files of 5 MB and the fields. */
  ticket: ATTACHMENTS.max * ATTACHMENTS.maxBytes + 64 * 1024,
  pod: POD_MAX_BYTES,
  /** The largest job the ingestion API's schema allows (ten texts, five lists of 50 x 300 characters). */
  job: 128 * 1024,
};

function apiBodyLimit(path: string) {
  if (/^\/api\/ops\/shipments\/[^/]+\/pod$/.test(path)) return BODY_LIMITS.pod;
  if (path === "/api/job-applications/apply") return BODY_LIMITS.application;
  if (path === "/api/support/tickets") return BODY_LIMITS.ticket;
  if (path.startsWith("/api/ops/jobs")) return BODY_LIMITS.job;
  return BODY_LIMITS.json;
}

/** CONTRACT.md "JSON API": storage unavailable. */
export const UNAVAILABLE = "Please try again later.";

/** Page forms: the application form and the staff console's job and POD forms carry more. */
function pageBodyLimit(path: string) {
  // The careers pages in every language (/hi/join-us/career/… too).
  if (path.replace(LANGUAGE_PREFIX, "").startsWith("/join-us/career"))
    return BODY_LIMITS.application;
  // A POD as multipart, with room for the boundary and the other fields.
  if (path.startsWith("/staff/shipments/")) return BODY_LIMITS.pod + 16 * 1024;
  // A form-encoded job: up to three bytes a character once percent-encoded.
  if (path.startsWith("/staff/jobs")) return BODY_LIMITS.job * 3;
  // A CSV of up to 20,000 pincodes (app/routes/staff/serviceability.tsx).
  if (path === "/staff/serviceability") return 512 * 1024;
  return BODY_LIMITS.form;
}

/** The most a page form with a file may send: a file past its limit is read through, and dropped. */
export const PAGE_UPLOAD_MAX = 64 * 1024 * 1024;

/**
 * Page forms that take a file: a file over its limit
 * reaches the action cut just past it, so the page answers beside the file
 * field, in its language, with everything else typed kept.
 */
function pageFileLimits(path: string): TrimLimits | undefined {
  const limits = (fileMax: number) => ({
    fileMax,
    textMax: BODY_LIMITS.form,
    totalMax: PAGE_UPLOAD_MAX,
  });
  if (/^\/join-us\/career\/[^/]+\/apply$/.test(path.replace(LANGUAGE_PREFIX, "")))
    return limits(RESUME_MAX_BYTES);
  if (path.startsWith("/staff/shipments/")) return limits(BODY_LIMITS.pod);
  // Customer care: the request form and the ticket's page (a reply's files), in every language.
  if (/^\/support\/(request|ticket\/[^/]+)$/.test(path.replace(LANGUAGE_PREFIX, "")))
    return limits(ATTACHMENTS.maxBytes);
  return undefined;
}

/** The frame of the shipment pages is rendered as for a crawler: complete, nothing streamed after. */
const SHELL_HEADERS = { "User-Agent": "Googlebot/2.1 (the frame of the shipment pages)" };

export const INTERNAL_ERROR = "Something went wrong on our side. Please try again later.";
export const REFUSED_VALUE =
  "The request holds a value that cannot be stored. Please check what you typed and send it again.";

export function createApp(options: AppOptions) {
  const { services, logger, staticFiles = new Map(), mode = "production" } = options;
  const app = new Hono<Env>();

  app.use(requestId({ headerName: "X-Request-Id" }));

  // Who the visitor is and which scheme and host their browser used, once per request.
  const trustProxy = options.trustProxy ?? DEFAULT_TRUST_PROXY;
  app.use((c, next) => {
    rememberForwarding(c, trustProxy);
    return next();
  });

  // Counted under the route's pattern, never its URL (server/http/route-label.ts).
  const routeLabel = createRouteLabeler(
    typeof options.build === "object" ? options.build : undefined,
    (path) => staticFiles.has(path),
  );
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const status = c.res.status;
    logger.info(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round(seconds * 10_000) / 10,
      },
      "request",
    );
    httpRequests.observe(
      { method: c.req.method, route: routeLabel(c), status_class: `${Math.floor(status / 100)}xx` },
      seconds,
    );
  });

  app.use(async (c, next) => {
    // The visitor's scheme, also behind a TLS-terminating proxy (server/visitor.ts).
    const https = forwardingFor(c).scheme === "https";
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

  app.use(trackingGuard(services));

  app.onError((error, c) => {
    // An outage is retryable, a bug is not: a load balancer must tell them apart.
    if (isDatabaseUnavailable(error)) {
      logger.error({ reqId: c.get("requestId"), error: errorFacts(error) }, "database unavailable");
      c.header("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
      if (c.req.path.startsWith("/api/")) return c.json({ ok: false, message: UNAVAILABLE }, 503);
      c.header("Cache-Control", "no-store");
      return c.html(hostPage(c.req.path, "unavailable", OUTAGE_RETRY_AFTER_SECONDS), 503);
    }
    if (isRefusedValue(error)) {
      // The database refused a value the request sent: the client's mistake, not ours.
      logger.warn({ reqId: c.get("requestId"), error: errorFacts(error) }, "value refused");
      if (c.req.path.startsWith("/api/")) return c.json({ ok: false, message: REFUSED_VALUE }, 400);
      return c.text(REFUSED_VALUE, 400);
    }
    logger.error({ reqId: c.get("requestId"), error: errorFacts(error) }, "unhandled error");
    if (c.req.path.startsWith("/api/")) return c.json({ ok: false, message: INTERNAL_ERROR }, 500);
    return c.text(INTERNAL_ERROR, 500);
  });

  // The staff console (CONTRACT.md "Staff console"): never cached or indexed,
  // and nothing changes from another site's page. Set here, so no page can forget.
  app.use("/staff/*", staffDoor);
  app.use("/staff", staffDoor);
  // The business portal, in every language: never cached or indexed, nor changed from another site.
  for (const prefix of ["", "/hi", "/mr"]) {
    app.use(`${prefix}/business/*`, businessDoor);
    app.use(`${prefix}/business`, businessDoor);
  }

  const api = new Hono<Env>();
  const readApiBody = readRequestBody<Env>({
    maxSize: (c) => apiBodyLimit(c.req.path),
    onTooLarge: tooLarge,
    logger,
  });
  api.use((c, next) => {
    // A GET has no body to limit, and asking for one (c.req.raw.body) makes
    // @hono/node-server build a whole Request: a fifth of a tracking lookup's cost.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return readApiBody(c, next);
  });
  api.route("/", healthRoutes(services));
  api.route("/", readyRoutes(services));
  api.route("/", trackingRoutes(services));
  api.route("/", jobsRoutes(services));
  api.route("/", captchaRoutes(services));
  api.route("/", leadRoutes(services));
  api.route("/", applicationRoutes(services));
  api.route("/", supportRoutes(services));
  api.route("/", deliveryRequestRoutes(services));
  api.route("/", phoneAlertRoutes(services));
  api.route("/", pincodeRoutes(services));
  api.route("/", messageStatusRoutes(services));
  api.route("/ops", opsRoutes(services, options.opsApiToken, logger));
  api.route("/business/v1", businessApiRoutes(services, logger));
  api.all("*", (c) => c.json({ ok: false, message: "Not found." }, 404));
  app.route("/api", api);
  // Off (the site's 404) without METRICS_TOKEN.
  if (options.metricsToken) app.route("/", metricsRoutes(options.metricsToken));

  // One URL per page: "/about-us/" answers 301 to "/about-us", query kept. Leading
  // slashes collapse too, so "//evil.example/" cannot become an off-site redirect.
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (pathname.length < 2 || !pathname.endsWith("/")) return next();
    return c.redirect(`/${pathname.replace(/^\/+|\/+$/g, "")}${search}`, 301);
  });

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const file = staticFiles.get(c.req.path);
    if (!file) return next();
    if (file.scriptHashes) c.set("scriptHashes", file.scriptHashes);
    return serveFile(c, file);
  });

  if (options.build) {
    const handleRequest = createRequestHandler(options.build, mode);
    const render = async (c: Context<Env>) => {
      const context: LoadContext = {
        services,
        cspNonce: c.get("cspNonce"),
        siteUrl: options.siteUrl,
        visitor: visitorOf(c),
        thrown: [],
      };
      // The URL the browser used, so React Router's Origin check holds behind a TLS proxy.
      const response = await handleRequest(visitorRequest(c), context);
      // Logged here as app.onError logs, by its facts: a driver's message can hold a query's values.
      let outage = false;
      for (const error of context.thrown!) {
        outage ||= isDatabaseUnavailable(error);
        if (c.req.raw.signal.aborted) continue;
        const facts = { reqId: c.get("requestId"), error: errorFacts(error) };
        logger.error(
          facts,
          isDatabaseUnavailable(error) ? "database unavailable" : "unhandled error",
        );
      }
      return retryable(response, outage);
    };
    app.post(
      "*",
      readRequestBody({
        maxSize: (c) => pageBodyLimit(c.req.path),
        files: (c) => pageFileLimits(c.req.path),
        // A page's form: a short page, not the API's JSON (a file past its limit never gets here).
        onTooLarge: (c) => c.text("The form is too large to send. Please send less.", 413),
        logger,
      }),
    );
    app.use("*", compressResponses());

    // A found shipment's page, joined from the frame of its language and its own part (server/tracking/shipment-page.ts).
    const shipmentPages =
      typeof options.build === "object"
        ? createShipmentPages({
            build: options.build,
            renderShell: (path, extra) =>
              // As a crawler asks (entry.server.tsx): the whole document at once, its data inline.
              handleRequest(
                new Request(new URL(path, options.siteUrl), { headers: SHELL_HEADERS }),
                {
                  services,
                  cspNonce: "",
                  siteUrl: options.siteUrl,
                  visitor: { ip: "127.0.0.1", userAgent: "" },
                  thrown: [],
                  ...extra,
                },
              ),
            context: () => ({ services }),
            logger,
          })
        : undefined;
    app.get("*", async (c, next) => {
      const match = TRACKING_PAGE_PATH.exec(c.req.path);
      if (!shipmentPages || !match || c.req.url.includes("?")) return next();
      let lrNo: string;
      try {
        const parsed = parseLrNumber(decodeURIComponent(match[1]!));
        // Only the LR number as the page writes it: another spelling is rendered whole.
        if (!parsed.ok || parsed.lrNo !== match[1]) return next();
        lrNo = parsed.lrNo;
      } catch {
        return next();
      }
      // The service's answer of this moment: the part is kept while it gives the same object.
      // An outage is answered here (503, app.onError): the loader asking again would wait as long again.
      const source = await services.tracking.findTracking(lrNo);
      if (!source) return next();
      const gzip = acceptedEncoding(c, ["gzip"] as const) === "gzip";
      const page = await shipmentPages.page(
        c.req.path,
        langOf(c.req.path),
        source,
        c.get("cspNonce"),
        gzip,
      );
      if (!page) return next();
      const headers = new Headers(page.headers);
      headers.set("Vary", "Accept-Encoding");
      if (page.gzip) headers.set("Content-Encoding", "gzip");
      headers.set("Content-Length", String(page.body.byteLength));
      return new Response(page.body as BodyInit, { status: 200, headers });
    });

    app.all("*", (c) => render(c));
  }

  return app;
}

async function staffDoor(c: Context, next: () => Promise<void>) {
  if (
    changesSomething(c.req.method) &&
    !isSameOrigin({ headers: c.req.raw.headers, origin: visitorOrigin(c) })
  ) {
    c.header("Cache-Control", "no-store");
    return c.text("This form must be sent from the staff console's own pages.", 403);
  }
  await next();
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
}

async function businessDoor(c: Context, next: () => Promise<void>) {
  if (
    changesSomething(c.req.method) &&
    !isSameOrigin({ headers: c.req.raw.headers, origin: visitorOrigin(c) })
  ) {
    c.header("Cache-Control", "no-store");
    return c.text("This form must be sent from the business account's own pages.", 403);
  }
  await next();
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
}

/**
 * A page or its .data whose loader or action met a database outage answers
 * 503 like the API (React Router would say 500), and every 503 a page
 * answers (its own calm "try again" page included) says when to retry.
 */
function retryable(response: Response, outage: boolean): Response {
  if (response.status !== 503 && !(outage && response.status >= 500)) return response;
  if (response.status === 503 && response.headers.has("Retry-After")) return response;
  const headers = new Headers(response.headers);
  if (!headers.has("Retry-After")) headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 503, headers });
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
  const { body, encoding } = chooseEncoding(file, c);
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(c.req.method === "HEAD" ? null : body, {
    status: 200,
    headers,
  });
}
