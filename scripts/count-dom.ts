/**
 * DOM size of public pages, for
 * docs/decisions/035-shipment-page-parts.md ("Fewer nodes"):
 * `npx tsx scripts/count-dom.ts [/path…]` against a running server
 * at BASE_URL (default http://localhost:3000). Prints, per page, the
 * elements of the hydrated document, all its nodes (text and comments
 * too), its <svg> elements, the elements inside them, and the bytes of its
 * HTML as the server sent it.
 */
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/e2e/chromium";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const paths = process.argv.slice(2);
const routes = paths.length
  ? paths
  : [
      "/",
      "/services",
      "/services/ptl",
      "/track-shipment",
      "/track-shipment-v2/LR123456789",
      "/contact-us",
      "/get-a-quote",
      "/hi",
      "/hi/track-shipment-v2/LR123456789",
    ];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const rows = [];
for (const route of routes) {
  const html = await (await fetch(base + route)).text();
  await page.goto(base + route, { waitUntil: "networkidle" });
  const counts = await page.evaluate(() => {
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    let nodes = 0;
    while (walker.nextNode()) nodes++;
    return {
      elements: document.querySelectorAll("*").length,
      nodes,
      svgs: document.querySelectorAll("svg").length,
      inSvgs: document.querySelectorAll("svg *").length,
    };
  });
  rows.push({ route, ...counts, htmlBytes: Buffer.byteLength(html) });
}
await browser.close();
console.table(rows);
