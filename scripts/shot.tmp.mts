import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/e2e/chromium";
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    const name = `${out}/${p.replace(/[^a-z0-9]+/gi, "_") || "root"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === "1" });
    console.log(name);
  }
  await page.close();
}
await browser.close();
export {};
