/**
 * HTML_CodeSniffer (WCAG2AA, the engine and standard pa11y uses) over every
 * public route at phone and desktop widths, in Debian's Chromium: prints the
 * errors per route and width, and exits 1 when there is any.
 *
 *   BASE_URL=http://127.0.0.1:3400 npx tsx scripts/pa11y.ts [/path …]
 *
 * WIDTHS (default 390,1280) picks the viewport widths.
 */
import { chromium } from "@playwright/test";
import { publicPaths } from "@core/content/routes";
import { chromiumArgs, chromiumPath } from "../tests/e2e/chromium";
import { findHtmlcsErrors, formatHtmlcsErrors } from "../tests/e2e/htmlcs";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      ...publicPaths,
      "/track-shipment-v2/LR123456789",
      "/join-us/career/1",
      "/join-us/career/1/apply",
    ];
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let total = 0;
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const errors = await findHtmlcsErrors(page);
    total += errors.length;
    console.log(`${String(width).padStart(4)} px  ${p}: ${errors.length} error(s)`);
    if (errors.length) console.log(formatHtmlcsErrors(errors));
  }
  await context.close();
}
await browser.close();
console.log(`\n${total} error(s) in all`);
process.exitCode = total ? 1 : 0;
