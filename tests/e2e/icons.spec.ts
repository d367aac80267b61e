import sharp from "sharp";
import { expect, test, visit } from "./fixtures";

/**
 * Icons are drawn from one sprite file (scripts/icon-sprite.ts): each is an
 * <svg> holding one <use> of a symbol in a hashed, year-cached asset.
 */
for (const path of ["/", "/hi/track-shipment-v2/LR123456789"]) {
  test(`every icon of ${path} is a <use> of a symbol in the one cached sprite`, async ({
    page,
  }) => {
    await visit(page, path);
    const hrefs = await page
      .locator("svg use")
      .evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(10);
    const files = new Set(hrefs.map((href) => href.split("#")[0]));
    expect([...files]).toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]+\.svg$/)]);

    const response = await page.request.get([...files][0]!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
    expect(response.headers()["cache-control"]).toContain("immutable");
    const sprite = await response.text();
    for (const id of new Set(hrefs.map((href) => href.split("#")[1]))) {
      expect(sprite, `symbol #${id}`).toContain(`<symbol id="${id}"`);
    }
  });
}

test("an icon paints its symbol in the text colour", async ({ page }) => {
  await visit(page, "/track-shipment");
  const icon = page.locator("main svg:has(use):visible").first();
  await expect(icon.locator("use")).toHaveAttribute("href", /#[a-z]/);
  // The sprite is fetched once the first <use> asks for it; its symbols then paint.
  await expect
    .poll(async () => {
      const { channels } = await sharp(await icon.screenshot()).stats();
      return channels.slice(0, 3).some(({ min, max }) => max - min > 100);
    })
    .toBe(true);
});
