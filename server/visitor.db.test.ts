import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { createLogger } from "./logger";
import { openTestApp, type TestApp } from "../tests/support/test-app";
import {
  DEFAULT_TRUST_PROXY,
  forwardingOf,
  parseTrustProxy,
  rateLimitKey,
  visitorOf,
  type TrustProxy,
} from "./visitor";

describe("visitorOf (default TRUST_PROXY: loopback)", () => {
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

describe("forwardingOf with TRUST_PROXY", () => {
  const forwarding = async (
    trust: TrustProxy,
    peer: string,
    headers: Record<string, string> = {},
    url = "http://internal:3000/",
  ) => {
    const app = new Hono().all("*", (c) => c.json(forwardingOf(c, trust)));
    const env = { incoming: { socket: { remoteAddress: peer } } };
    return (await app.request(url, { headers }, env)).json();
  };
  const balancers = parseTrustProxy("10.0.0.0/8, 2001:db8:ffff::/48");

  it("takes the right-most address that is not a trusted proxy, past a chain of proxies", async () => {
    const headers = { "X-Forwarded-For": "6.6.6.6, 198.51.100.7, 10.0.0.2" };
    expect((await forwarding(balancers, "10.0.0.1", headers)).visitor.ip).toBe("198.51.100.7");
  });

  it("a load balancer on another machine: each visitor is counted on their own", async () => {
    const a = await forwarding(balancers, "10.1.2.3", { "X-Forwarded-For": "198.51.100.7" });
    const b = await forwarding(balancers, "10.1.2.3", { "X-Forwarded-For": "198.51.100.8" });
    expect([a.visitor.ip, b.visitor.ip]).toEqual(["198.51.100.7", "198.51.100.8"]);
  });

  it("reads the Forwarded header when there is no X-Forwarded-For", async () => {
    const headers = {
      Forwarded: 'for="[2001:db8:1::5]:4711";proto=https;host=www.example.in, for=10.0.0.2',
    };
    expect(await forwarding(balancers, "10.0.0.1", headers)).toMatchObject({
      visitor: { ip: "2001:db8:1::5" },
      scheme: "https",
      host: "www.example.in",
    });
  });

  it("takes scheme and host from a trusted proxy", async () => {
    const headers = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "www.example.in" };
    expect(await forwarding(balancers, "10.0.0.1", headers)).toMatchObject({
      scheme: "https",
      host: "www.example.in",
    });
  });

  it("ignores every forwarding header from an address that is not trusted", async () => {
    const headers = {
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-For": "1.1.1.1",
      Forwarded: "for=2.2.2.2;proto=https;host=evil.example",
    };
    expect(await forwarding(balancers, "127.0.0.1", headers)).toEqual({
      visitor: { ip: "127.0.0.1", userAgent: "" },
      scheme: "http",
      host: "internal:3000",
    });
    expect(await forwarding(parseTrustProxy("none"), "10.0.0.1", headers)).toMatchObject({
      visitor: { ip: "10.0.0.1" },
      scheme: "http",
    });
  });

  it("keeps its own host when the forwarded one is not a host name", async () => {
    const headers = { "X-Forwarded-Host": "a b/c", "X-Forwarded-Proto": "gopher" };
    expect(await forwarding(DEFAULT_TRUST_PROXY, "127.0.0.1", headers)).toMatchObject({
      scheme: "http",
      host: "internal:3000",
    });
  });
});

describe("rateLimitKey", () => {
  it("counts an IPv6 visitor by their /64 and an IPv4 visitor by their address", () => {
    expect(rateLimitKey("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(rateLimitKey("2001:db8:aa:bb::9")).toBe("2001:db8:aa:bb::/64");
    expect(rateLimitKey("2001:0db8:00aa:00bb:ffff::1")).toBe("2001:db8:aa:bb::/64");
    expect(rateLimitKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKey("198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});

describe("the app behind a TLS proxy (TRUST_PROXY)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());

  it("sends HSTS when a trusted proxy says the visitor used https", async () => {
    const app = createApp({
      services: t.services,
      logger: createLogger("silent"),
      siteUrl: "https://www.example.in",
      trustProxy: parseTrustProxy("10.0.0.1"),
    });
    const headers = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "www.example.in" };
    const ask = (peer: string, path: string) =>
      app.request(path, { headers }, { incoming: { socket: { remoteAddress: peer } } });
    const trusted = await ask("10.0.0.1", "/api/health");
    expect(trusted.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    const stranger = await ask("10.0.0.2", "/api/health");
    expect(stranger.headers.get("Strict-Transport-Security")).toBeNull();
  });
});
