/**
 * A body the client aborts or sends malformed is the
 * client's fault: 400, logged at warn level as the client's, never "database
 * unavailable" and 503 (one packet used to fake an outage alert).
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer } from "./http-server";
import { capturedLogger, openTestApp, type TestApp } from "../../tests/support/test-app";

const TOKEN = "test-ops-token-0123456789";

/** Sends `text` on a new connection, then closes its side: the rest of the body never comes. */
function sendAndClose(port: number, text: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(text);
      setTimeout(() => socket.end(), 50);
    });
    socket.on("data", () => {});
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
}

const request = (start: string, headers: string[], body: string) =>
  [start, "Host: 127.0.0.1", ...headers, "", body].join("\r\n");
const chunked = "Transfer-Encoding: chunked";
const badChunks = '5\r\n{"nam\r\nZZ\r\n';

describe("a request body the client aborts or garbles", () => {
  let t: TestApp;
  let port: number;
  const log = capturedLogger();
  let server: ReturnType<typeof createHttpServer>["server"];
  beforeAll(async () => {
    t = await openTestApp({ opsApiToken: TOKEN, logger: log.logger });
    server = createHttpServer(getRequestListener(t.app.fetch)).server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.close();
    await t?.database.close();
  });

  const cases: [string, string, string][] = [
    [
      "a lead form, malformed chunks",
      "/api/contact/create",
      request(
        "POST /api/contact/create HTTP/1.1",
        ["Content-Type: application/json", chunked],
        badChunks,
      ),
    ],
    [
      "a lead form, cut short",
      "/api/contact/create",
      request(
        "POST /api/contact/create HTTP/1.1",
        ["Content-Type: application/json", "Content-Length: 100"],
        '{"name":',
      ),
    ],
    [
      "a POD upload, cut short",
      "/api/ops/shipments/LR123456789/pod",
      request(
        "PUT /api/ops/shipments/LR123456789/pod HTTP/1.1",
        [`Authorization: Bearer ${TOKEN}`, "Content-Type: application/pdf", "Content-Length: 1000"],
        "%PDF-1.4",
      ),
    ],
    [
      "an application, malformed chunks",
      "/api/job-applications/apply",
      request(
        "POST /api/job-applications/apply HTTP/1.1",
        ["Content-Type: multipart/form-data; boundary=XX", chunked],
        badChunks,
      ),
    ],
  ];

  it.each(cases)("%s: 400, logged as the client's", async (_, path, text) => {
    const before = log.text().length;
    await sendAndClose(port, text);
    let lines: Record<string, unknown>[] = [];
    for (let i = 0; i < 100; i++) {
      lines = log
        .text()
        .slice(before)
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      if (lines.some((line) => line.msg === "request")) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(lines.find((line) => line.msg === "request")).toMatchObject({ path, status: 400 });
    expect(lines.map((line) => line.msg)).not.toContain("database unavailable");
    const unreadable = lines.find((line) => String(line.msg).startsWith("request body unreadable"));
    expect(unreadable).toMatchObject({ level: 40, path });
  });
});
