import { E2E_OPS_TOKEN } from "./ops";
import { expect, test, visit } from "./fixtures";

/**
 * A found shipment's page is joined from the frame of its language and the
 * shipment's own part, kept while the shipment is unchanged
 * (server/tracking/shipment-page.ts): every answer carries a nonce of its own, a new
 * tracking event shows at once, and the page hydrates.
 */
const ops = { Authorization: `Bearer ${E2E_OPS_TOKEN}`, "Content-Type": "application/json" };

test(
  "every answer has its own nonce, and a new event shows at once",
  { tag: "@server" },
  async ({ request }) => {
    const lr = `LR${String(Date.now()).slice(-9)}`;
    const path = `/track-shipment-v2/${lr}`;
    expect(
      (
        await request.put(`/api/ops/shipments/${lr}`, {
          headers: ops,
          data: { order_status: "Manifested" },
        })
      ).status(),
    ).toBe(201);

    const first = await request.get(path);
    const second = await request.get(path);
    expect(first.status()).toBe(200);
    expect(second.status()).toBe(200);
    const [a, b] = [await first.text(), await second.text()];
    const nonces = new Set<string>();
    for (const [response, html] of [
      [first, a],
      [second, b],
    ] as const) {
      const csp = response.headers()["content-security-policy"]!;
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)';/.exec(csp)![1]!;
      nonces.add(nonce);
      const inPage = new Set([...html.matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]));
      expect(inPage).toEqual(new Set([nonce]));
      expect(response.headers()["cache-control"]).toBe("no-store");
    }
    expect(nonces.size).toBe(2);
    expect(b.replace(/\snonce="[^"]+"/g, "")).toBe(a.replace(/\snonce="[^"]+"/g, ""));

    const event = {
      id: `cache-${lr}`,
      status: "In Transit",
      location: "Nashik Hub",
      remarks: "Left the hub for Pune",
      occurred_at: new Date().toISOString(),
    };
    const added = await request.post(`/api/ops/shipments/${lr}/events`, {
      headers: ops,
      data: { events: [event] },
    });
    expect(added.status()).toBe(200);
    const after = await (await request.get(path)).text();
    expect(after).toContain("Left the hub for Pune");
    expect(a).not.toContain("Left the hub for Pune");

    // Each language is its own page.
    const hindi = await request.get(`/hi${path}`);
    expect(hindi.status()).toBe(200);
    expect(await hindi.text()).toContain('<html lang="hi"');
  },
);

for (const prefix of ["", "/hi", "/mr"])
  test(`a joined page hydrates without a mismatch or a CSP violation: ${prefix || "/"}`, async ({
    page,
    request,
  }) => {
    const path = `${prefix}/track-shipment-v2/LR444444444`;
    await request.get(path); // its part now kept
    // visit() waits for React to hydrate; the fixtures fail on any mismatch or CSP report.
    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
