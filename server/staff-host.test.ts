import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { publicPaths } from "../app/content/routes";
import { isSameOrigin } from "./same-origin";
import { openTestApp, type TestApp } from "./test-app";

/** The host's door to /staff (issue 14 "Forgery", "The shell"): what holds whichever page answers. */
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
    const { loader: robots } = await import("../app/routes/seo/robots");
    const text = await robots().text();
    expect(text).toMatch(/^Disallow: \/staff$/m);
  });

  it("compares the Origin with the request URL's origin (behind a proxy, the forwarded one)", () => {
    const request = (url: string, origin: string) =>
      new Request(url, { method: "POST", headers: { Origin: origin } });
    expect(isSameOrigin(request("https://sil.example/staff/login", "https://sil.example"))).toBe(
      true,
    );
    expect(isSameOrigin(request("https://sil.example/staff/login", "http://sil.example"))).toBe(
      false,
    );
  });
});
