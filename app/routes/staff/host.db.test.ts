import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { publicPaths } from "@core/content/routes";
import { isSameOrigin } from "../../../tests/support/server";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";

/** The host's door to /staff: what holds whichever page answers. */
describe("the staff console's door in the host", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());
  const post = (path: string, headers: Record<string, string>) =>
    t.app.request(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "email=admin%40example.com&password=x",
    });

  it("refuses a staff form posted from another origin, or from no page at all", async () => {
    const refused: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "http://localhost:3001" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site", Origin: "http://localhost" },
      {},
    ];
    for (const headers of refused) {
      for (const path of ["/staff/login", "/staff/accounts", "/staff"]) {
        const response = await post(path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers.get("Cache-Control")).toBe("no-store");
      }
    }
  });

  it("lets the console's own pages through (here to the 404 of a host without pages)", async () => {
    const allowed: Record<string, string>[] = [
      { Origin: "http://localhost" },
      { "Sec-Fetch-Site": "same-origin" },
    ];
    for (const headers of allowed) {
      expect((await post("/staff/login", headers)).status).toBe(404);
    }
  });

  it("leaves the public lead forms' doors as they were", async () => {
    const response = await post("/contact-us", { Origin: "https://evil.example" });
    expect(response.status).not.toBe(403);
  });

  it("marks every staff answer no-store and noindex", async () => {
    for (const path of ["/staff", "/staff/login", "/staff/anything"]) {
      const response = await t.app.request(`http://localhost${path}`);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    }
    expect(
      (await t.app.request("http://localhost/staffing")).headers.get("X-Robots-Tag"),
    ).toBeNull();
  });

  it("keeps /staff out of the sitemap's pages and disallows it in robots.txt", async () => {
    expect(publicPaths.some((p) => p.startsWith("/staff"))).toBe(false);
    vi.stubEnv("VITE_SITE_URL", "http://localhost:3000");
    const { loader: robots } = await import("../seo/robots");
    const text = await robots().text();
    expect(text).toMatch(/^Disallow: \/staff$/m);
  });

  it("compares the Origin with the site's origin as the visitor sees it", () => {
    const request = (origin: string) => ({
      headers: new Headers({ Origin: origin }),
      origin: "https://sil.example",
    });
    expect(isSameOrigin(request("https://sil.example"))).toBe(true);
    expect(isSameOrigin(request("http://sil.example"))).toBe(false);
  });
});

/**
 * Behind a TLS-terminating proxy: the browser's Origin is
 * https://sil.example, the request reaches us as http://localhost with the
 * proxy's X-Forwarded-Proto and -Host. Every door that checks the Origin
 * compares it with the forwarded origin when the proxy is trusted, and with
 * the request as it arrived when it is not.
 */
describe("the origin checks behind a TLS proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());
  const forwarded = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "sil.example" };
  const send = (path: string, headers: Record<string, string>, peer?: string) =>
    t.app.request(
      `http://localhost${path}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "email=admin%40example.com&password=x",
      },
      // No peer is an in-process request, trusted like a local proxy; a peer of its own is not.
      peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined,
    );

  it("lets a staff form from the visitor's https page through, and still refuses another site's", async () => {
    for (const site of [{ "Sec-Fetch-Site": "same-origin" }, {}] as Record<string, string>[]) {
      const own = await send("/staff/login", {
        ...forwarded,
        ...site,
        Origin: "https://sil.example",
      });
      expect(own.status, JSON.stringify(site)).toBe(404);
    }
    for (const origin of ["https://evil.example", "http://sil.example", "http://localhost"]) {
      const other = await send("/staff/login", { ...forwarded, Origin: origin });
      expect(other.status, origin).toBe(403);
    }
  });

  it("lets the Apply dialog's request from the visitor's https page reach the form's checks", async () => {
    const own = await send("/api/job-applications/apply", {
      ...forwarded,
      "Sec-Fetch-Site": "same-origin",
      Origin: "https://sil.example",
    });
    expect(own.status).toBe(415);
    const other = await send("/api/job-applications/apply", {
      ...forwarded,
      Origin: "https://evil.example",
    });
    expect(other.status).toBe(403);
  });

  it("believes the forwarded origin only from a trusted proxy", async () => {
    const stranger = await send(
      "/staff/login",
      { ...forwarded, Origin: "https://sil.example" },
      "203.0.113.9",
    );
    expect(stranger.status).toBe(403);
    const local = await send(
      "/staff/login",
      { ...forwarded, Origin: "https://sil.example" },
      "127.0.0.1",
    );
    expect(local.status).toBe(404);
  });
});
