/**
 * Draws the share image (public/og-image.png, 1200×630, for Open Graph and X
 * cards) and the logo for search engines (public/logo.png, 512×512) from the
 * site's own SVG parts and content, in Debian's Chromium:
 * `npx tsx scripts/make-share-image.tsx`. Run again after a rebrand.
 */
import { readFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { renderToStaticMarkup } from "react-dom/server";
import { SCENE_VIEW_BOX } from "../app/components/illustrations/parts";
import { serviceScenes } from "../app/components/illustrations/service-scenes";
import { LogoMark } from "../app/components/layout/logo";
import { company, figures } from "@core/content/company";
import { shareImage } from "@core/content/seo";
import { chromiumArgs, chromiumPath } from "../tests/e2e/chromium";

const font = await readFile(
  "node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
);
const fontFace = `@font-face{font-family:Manrope;font-weight:200 800;src:url(data:font/woff2;base64,${font.toString("base64")}) format("woff2")}`;

const share = `<!doctype html><html><head><style>${fontFace}
body{margin:0;width:1200px;height:630px;font-family:Manrope;background:#0d1f38;color:#fff;overflow:hidden;position:relative}
.road{position:absolute;inset:0}
.brand{position:absolute;left:72px;top:64px;display:flex;gap:20px;align-items:center}
.brand svg{width:76px;height:76px;border-radius:18px;box-shadow:0 0 0 2px #2a4f7f}
.name{font-size:34px;font-weight:800;line-height:1}.sub{font-size:15px;letter-spacing:.16em;text-transform:uppercase;color:#c4d4e8;margin-top:8px;font-weight:600}
h1{position:absolute;left:72px;top:190px;width:540px;font-size:54px;line-height:1.08;font-weight:800;margin:0;letter-spacing:-.02em}
.facts{position:absolute;left:72px;bottom:64px;display:flex;gap:14px}
.facts span{background:#152c4d;border:2px solid #2a4f7f;border-radius:999px;padding:10px 20px;font-size:20px;font-weight:700}
.facts b{color:#ffc14d}
.art{position:absolute;right:56px;top:150px;width:430px;background:#f2f6fb;border-radius:28px;padding:40px 28px 18px;box-shadow:0 30px 60px -20px #000a}
</style></head><body>
<svg class="road" viewBox="0 0 1200 630" preserveAspectRatio="none"><path d="M1200 40 L560 630 M1200 300 L880 630" stroke="#1f3d66" stroke-width="90" fill="none" opacity=".6"/><path d="M1200 40 L560 630 M1200 300 L880 630" stroke="#ffab1f" stroke-width="4" stroke-dasharray="26 22" fill="none" opacity=".7"/></svg>
<div class="brand">${renderToStaticMarkup(<LogoMark className="" />)}<div><div class="name">Sahyadri</div><div class="sub">Interlink Logistics</div></div></div>
<h1>${company.tagline}</h1>
<div class="facts"><span><b>${figures.states}</b> states</span><span><b>${figures.pincodes}</b> pin codes</span><span><b>${figures.support}</b> support</span></div>
<div class="art">${renderToStaticMarkup(<svg viewBox={SCENE_VIEW_BOX}>{serviceScenes["express-delivery"]}</svg>)}</div>
</body></html>`;

const logo = `<!doctype html><html><body style="margin:0;width:512px;height:512px">${renderToStaticMarkup(
  <LogoMark className="" />,
).replace("<svg", '<svg width="512" height="512"')}</body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({
  viewport: { width: shareImage.width, height: shareImage.height },
});
await page.setContent(share);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: `public${shareImage.path}` });
await page.setViewportSize({ width: 512, height: 512 });
await page.setContent(logo);
await page.screenshot({ path: "public/logo.png", omitBackground: true });
await browser.close();
console.log(`public${shareImage.path}`, "public/logo.png");
