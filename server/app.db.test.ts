import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../database/client";
import { openTestDatabase } from "../tests/support/test-database";
import { BODY_LIMITS, createApp } from "./app";
import { createLogger } from "./logger";
import { createServices } from "./services/create-services";

describe("host server", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = createApp({
      services: createServices(database),
      logger: createLogger("silent"),
      siteUrl: "http://localhost:3000",
    });
  });
  afterAll(() => database?.close());

  it("answers /api/health with 200 while the database answers", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect(res.headers.get("X-Request-Id")).toBeTruthy();
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("redirects a path with a trailing slash to the one without, keeping the query, never off-site", async () => {
    for (const [from, to] of [
      ["/about-us/", "/about-us"],
      ["/services/ftl//", "/services/ftl"],
      ["/track-shipment/?lrno=LR123456789", "/track-shipment?lrno=LR123456789"],
      ["//evil.example/", "/evil.example"],
    ]) {
      const res = await app.request(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("Location"), from).toBe(to);
    }
    expect((await app.request("/api/health")).status).toBe(200);
  });

  it("answers unknown /api/* paths with JSON 404", async () => {
    const res = await app.request("/api/no-such-thing", { method: "POST" });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(await res.json()).toMatchObject({ ok: false });
  });

  it("refuses an API body over the limit before reading it", async () => {
    const res = await app.request("/api/anything", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text: "x".repeat(BODY_LIMITS.json + 1) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ ok: false });
  });

  async function healthWith(lost: DatabaseHandle) {
    const lostApp = createApp({
      services: createServices(lost),
      logger: createLogger("silent"),
      siteUrl: "http://localhost:3000",
    });
    const res = await lostApp.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false });
  }

  it("answers /api/health with 503 once the embedded database is closed", async () => {
    const lost = await openDatabase({ kind: "pglite" });
    await lost.close();
    await healthWith(lost);
  });

  it("answers /api/health with 503 when the PostgreSQL server is unreachable", async () => {
    const lost = await openDatabase({ kind: "postgres", url: "postgres://127.0.0.1:1/none" });
    await healthWith(lost);
    await lost.close();
  });
});
