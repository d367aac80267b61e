/**
 * Screenshots of pages at phone and desktop widths, for looking at what we
 * build: `npx tsx scripts/screenshot.ts /path [/path…]` against BASE_URL
 * (default http://localhost:3000). Writes reports/screens/*.png.
 * COOKIE="name=value" sends a cookie, e.g. a staff session for /staff pages.
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/e2e/chromium";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const paths = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);
await mkdir("reports/screens", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const [cookieName, ...cookieValue] = (process.env.COOKIE ?? "").split("=");
  if (cookieName && cookieValue.length)
    await page
      .context()
      .addCookies([{ name: cookieName, value: cookieValue.join("="), url: base }]);
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const file = `reports/screens/${p.replace(/\W+/g, "_") || "_"}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
  }
  await page.close();
}
await browser.close();
