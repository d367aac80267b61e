/**
 * Prints the JavaScript each page loads before any interaction, in bytes as
 * gzip (level 9, as the server stores them) and uncompressed:
 * `npx tsx scripts/measure-js.ts / /about-us` against BASE_URL (default
 * http://localhost:3000). Browsers that accept brotli get less.
 */
import { gzipSync } from "node:zlib";
import { chromium, type Response } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/e2e/chromium";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
console.log("page".padEnd(34), "files".padStart(6), "gzip KB".padStart(9), "raw KB".padStart(9));
for (const p of paths) {
  const scripts: Promise<{ wire: number; raw: number }>[] = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() !== "script") return;
    scripts.push(
      (async () => {
        const body = await res.body();
        return { wire: gzipSync(body, { level: 9 }).byteLength, raw: body.byteLength };
      })(),
    );
  };
  page.on("response", onResponse);
  await page.goto(base + p, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  page.off("response", onResponse);
  const sizes = await Promise.all(scripts);
  const wire = sizes.reduce((a, s) => a + s.wire, 0);
  const raw = sizes.reduce((a, s) => a + s.raw, 0);
  console.log(
    p.padEnd(34),
    String(sizes.length).padStart(6),
    (wire / 1024).toFixed(1).padStart(9),
    (raw / 1024).toFixed(1).padStart(9),
  );
}
await browser.close();
