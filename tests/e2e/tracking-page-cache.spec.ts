import { E2E_OPS_TOKEN } from "./ops";
import { expect, test, visit } from "./fixtures";

/**
 * The shipment page's HTML is kept while its shipment is unchanged (issue 19
 * item 1; server/tracking-page-cache.ts): the kept copy carries no nonce and
 * runs its scripts by hash, a new tracking event shows at once, and the page
 * still hydrates.
 */
const ops = { Authorization: `Bearer ${E2E_OPS_TOKEN}`, "Content-Type": "application/json" };

test(
  "a kept shipment page shares no nonce, is allowed by hashes, and shows a new event at once",
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
    expect(b).toBe(a);
    expect(a).not.toMatch(/\snonce="/);
    for (const response of [first, second]) {
      const csp = response.headers()["content-security-policy"]!;
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).not.toContain("'nonce-");
      expect(response.headers()["cache-control"]).toBe("no-store");
    }

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

test("a page served from the cache hydrates without a CSP violation", async ({ page, request }) => {
  const path = "/track-shipment-v2/LR123456789";
  await request.get(path); // now kept
  await visit(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
