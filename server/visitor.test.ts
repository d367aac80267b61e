import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { visitorOf } from "./visitor";

describe("visitorOf", () => {
  const app = new Hono().get("/", (c) => c.json(visitorOf(c)));
  const ask = async (peer: string | undefined, headers: Record<string, string> = {}) => {
    const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined;
    return (await app.request("/", { headers }, env)).json();
  };

  it("uses the peer's address and the user agent", async () => {
    expect(await ask("203.0.113.9", { "User-Agent": "Mozilla/5.0" })).toEqual({
      ip: "203.0.113.9",
      userAgent: "Mozilla/5.0",
    });
  });

  it("ignores X-Forwarded-For from a peer on another machine, so nobody can pick their own address", async () => {
    expect((await ask("203.0.113.9", { "X-Forwarded-For": "198.51.100.1" })).ip).toBe(
      "203.0.113.9",
    );
  });

  it("believes the last X-Forwarded-For entry from a proxy on this machine", async () => {
    const headers = { "X-Forwarded-For": "1.2.3.4, 198.51.100.7" };
    expect((await ask("127.0.0.1", headers)).ip).toBe("198.51.100.7");
    expect((await ask("::ffff:127.0.0.1", headers)).ip).toBe("198.51.100.7");
    expect((await ask("::1", headers)).ip).toBe("198.51.100.7");
  });
});
