import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer } from "../http/http-server";
import { httpRequests } from "../metrics";
import { withTrackingFastPath } from "./fast-path";
import { capturedLogger, openTestApp, type TestApp } from "../../tests/support/test-app";

const NORMAL_PORT = Number(process.env.TEST_FAST_PATH_PORT ?? 3210);
const FAST_PORT = NORMAL_PORT + 1;
const BUDGET = 3;
const TRACKING = "/api/order/web/tracking";

type Answer = { status: number; headers: [string, string][]; body: string };

/** A request on a fresh connection, with the answer's headers as sent (names, order, values). */
function call(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
  body?: string,
) {
  return new Promise<Answer & { id: string }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method, headers, agent: false },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          const id = res.headers["x-request-id"] as string;
          // The two values of their own: the date and a request id the server made.
          const masked = pairs.map(([name, value]): [string, string] =>
            /^date$/i.test(name) ||
            (/^x-request-id$/i.test(name) && value !== headers["X-Request-Id"])
              ? [name, "…"]
              : [name, value],
          );
          resolve({ status: res.statusCode!, headers: masked, body: text, id });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The count of requests under `route` and `status` in the histogram of server/metrics.ts. */
async function counted(status: string) {
  const { values } = await httpRequests.get();
  const found = values.find(
    (v) =>
      v.metricName === "sil_http_request_duration_seconds_count" &&
      v.labels.method === "GET" &&
      v.labels.route === `${TRACKING}/:lrno` &&
      v.labels.status_class === status,
  );
  return found?.value ?? 0;
}

let address = 0;
/** Each comparison from addresses of its own, so budgets never mix. */
const visitor = () => `198.51.100.${++address}`;

describe("the tracking API's fast path", () => {
  let t: TestApp;
  const log = capturedLogger();
  let fellThrough = 0;
  const servers: ReturnType<typeof createHttpServer>[] = [];

  beforeAll(async () => {
    t = await openTestApp({
      logger: log.logger,
      services: {
        rateLimit: { budgets: { tracking: { points: BUDGET, durationSeconds: 60 } } },
      },
    });
    const app = getRequestListener(t.app.fetch);
    const normal = createHttpServer(app);
    const fast = createHttpServer(
      withTrackingFastPath(
        (req, res) => {
          fellThrough += 1;
          return app(req, res);
        },
        { services: t.services, logger: log.logger },
      ),
    );
    servers.push(normal, fast);
    await new Promise<void>((resolve) => normal.server.listen(NORMAL_PORT, "127.0.0.1", resolve));
    await new Promise<void>((resolve) => fast.server.listen(FAST_PORT, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop(1_000, 0)));
    await t?.database.close().catch(() => {});
  });

  /** The same request to both servers, each from an address of its own. */
  async function both(
    path: string,
    headers: Record<string, string> = {},
    method = "GET",
    body?: string,
  ) {
    const normal = await call(
      NORMAL_PORT,
      path,
      { "X-Forwarded-For": visitor(), ...headers },
      method,
      body,
    );
    const before = fellThrough;
    const fast = await call(
      FAST_PORT,
      path,
      { "X-Forwarded-For": visitor(), ...headers },
      method,
      body,
    );
    // Compared without the request id (in the headers, masked unless sent).
    const answer = ({ id: _, ...rest }: Answer & { id: string }): Answer => rest;
    return {
      normal: answer(normal),
      fast: answer(fast),
      ids: [normal.id, fast.id],
      fellThrough: fellThrough > before,
    };
  }

  it.each([
    ["a shipment", `${TRACKING}/LR123456789`, {}, 200],
    ["a shipment in lower case", `${TRACKING}/lr123456789`, {}, 200],
    ["no such shipment", `${TRACKING}/ZZ9999999999`, {}, 404],
    ["a visitor on https", `${TRACKING}/SI20254567`, { "X-Forwarded-Proto": "https" }, 200],
    ["a request id sent", `${TRACKING}/LR123456789`, { "X-Request-Id": "abc-123=" }, 200],
  ])("answers %s itself, as the app does", async (_, path, headers, status) => {
    const { normal, fast, fellThrough } = await both(path, headers);
    expect(fellThrough).toBe(false);
    expect(fast.status).toBe(status);
    expect(fast).toEqual(normal);
  });

  it("makes a request id where the one sent is not valid, as hono/request-id does", async () => {
    const { normal, fast, ids, fellThrough } = await both(`${TRACKING}/LR123456789`, {
      "X-Request-Id": "not valid!",
    });
    expect(fellThrough).toBe(false);
    expect(fast).toEqual(normal);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it.each([
    ["HEAD", `${TRACKING}/LR123456789`, "HEAD"],
    ["a query", `${TRACKING}/LR123456789?x=1`, "GET"],
    ["an encoded character", `${TRACKING}/LR12345678%39`, "GET"],
    ["an LR number the API refuses", `${TRACKING}/AB12`, "GET"],
    ["another method", `${TRACKING}/LR123456789`, "POST"],
    ["the list of several", `${TRACKING}?lr=LR123456789`, "GET"],
  ])("leaves %s to the app", async (_, path, method) => {
    const { normal, fast, fellThrough } = await both(path, {}, method);
    expect(fellThrough).toBe(true);
    expect(fast).toEqual(normal);
  });

  it("leaves a GET with a body to the app", async () => {
    const { normal, fast, fellThrough } = await both(
      `${TRACKING}/LR123456789`,
      { "Content-Type": "text/plain", "Content-Length": "5" },
      "GET",
      "hello",
    );
    expect(fellThrough).toBe(true);
    expect(fast).toEqual(normal);
  });

  it("writes the app's log line and counts under the app's route label", async () => {
    const id = "fast-path-log-1";
    const before = await counted("2xx");
    await call(NORMAL_PORT, `${TRACKING}/LR123456789`, { "X-Request-Id": `${id}-normal` });
    expect(await counted("2xx")).toBe(before + 1);
    const was = fellThrough;
    await call(FAST_PORT, `${TRACKING}/LR123456789`, { "X-Request-Id": id });
    expect(fellThrough).toBe(was);
    expect(await counted("2xx")).toBe(before + 2);

    const lines = log
      .text()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const normal = lines.find((l) => l.reqId === `${id}-normal` && l.msg === "request")!;
    const fast = lines.find((l) => l.reqId === id && l.msg === "request")!;
    expect(fast).toMatchObject({
      level: 30,
      method: "GET",
      path: `${TRACKING}/LR123456789`,
      status: 200,
    });
    expect(typeof fast.ms).toBe("number");
    expect(Object.keys(fast).sort()).toEqual(Object.keys(normal).sort());
  });

  it("refuses with 429 and Retry-After past the budget, counting with the app", async () => {
    const path = `${TRACKING}/LR123456789`;
    const from = { normal: visitor(), fast: visitor() };
    const before = await counted("4xx");
    for (let i = 0; i < BUDGET; i++) {
      expect((await call(NORMAL_PORT, path, { "X-Forwarded-For": from.normal })).status).toBe(200);
      expect((await call(FAST_PORT, path, { "X-Forwarded-For": from.fast })).status).toBe(200);
    }
    const { id: _n, ...normal } = await call(NORMAL_PORT, path, { "X-Forwarded-For": from.normal });
    const was = fellThrough;
    const { id: _f, ...fast } = await call(FAST_PORT, path, { "X-Forwarded-For": from.fast });
    expect(fellThrough).toBe(was);
    expect(fast.status).toBe(429);
    expect(fast.headers.find(([name]) => name === "retry-after")?.[1]).toMatch(/^\d+$/);
    expect(fast).toEqual(normal);
    expect(await counted("4xx")).toBe(before + 2);

    // One budget for both doors: a visitor refused by one is refused by the other.
    expect((await call(NORMAL_PORT, path, { "X-Forwarded-For": from.fast })).status).toBe(429);
  });

  // Last: the database stays closed.
  it("answers a database outage with 503 and Retry-After, logged as the app logs it", async () => {
    await t.database.close();
    const { normal, fast, fellThrough } = await both(`${TRACKING}/AB1234567`, {
      "X-Request-Id": "fast-path-outage",
    });
    expect(fellThrough).toBe(false);
    expect(fast.status).toBe(503);
    expect(fast.headers.find(([name]) => name === "retry-after")?.[1]).toBe("10");
    expect(fast).toEqual(normal);

    const lines = log
      .text()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.reqId === "fast-path-outage");
    const messages = lines.map((l) => `${String(l.msg)} ${String(l.status ?? "")}`.trim());
    // Each server: the outage, then the request's line.
    expect(messages).toEqual([
      "database unavailable",
      "request 503",
      "database unavailable",
      "request 503",
    ]);
  });
});
