import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/**
 * HTML_CodeSniffer (the engine pa11y runs) inside a Playwright page, on
 * Debian's Chromium: pa11y itself would need puppeteer's downloaded browser.
 * The page must come from a context with `bypassCSP: true`, since the
 * sniffer is added as a script the page's CSP does not allow.
 */
const htmlcsPath = createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js");

export type SnifferIssue = { code: string; message: string; selector: string; html: string };

/** The WCAG2AA errors (not warnings or notices, as pa11y reports by default) of the page as it is now. */
export async function findHtmlcsErrors(page: Page): Promise<SnifferIssue[]> {
  if (!(await page.evaluate(() => "HTMLCS" in window))) {
    await page.addScriptTag({ path: htmlcsPath });
  }
  // A string, not a function: tsx (the scripts) would wrap inner functions in a helper the page lacks.
  return page.evaluate(sniffInPage) as Promise<SnifferIssue[]>;
}

const sniffInPage = `new Promise((resolve, reject) => {
  const selectorOf = (element) => {
    const parts = [];
    for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
      if (node.id) { parts.unshift("#" + node.id); break; }
      const siblings = node.parentElement ? [...node.parentElement.children].filter((s) => s.tagName === node.tagName) : [];
      parts.unshift(node.tagName.toLowerCase() + (siblings.length > 1 ? ":nth-of-type(" + (siblings.indexOf(node) + 1) + ")" : ""));
    }
    return parts.join(" > ");
  };
  // HTML_CodeSniffer 2.5.1 throws on some errors it has no text for (an
  // autocomplete token on the wrong kind of control): count that as an error.
  const crashed = (error) => resolve([{ code: "HTMLCS.crashed", message: String(error && error.message), selector: "document", html: "" }]);
  try {
  HTMLCS.process("WCAG2AA", document, () => resolve(HTMLCS.getMessages()
    .filter((m) => m.type === 1)
    .map((m) => ({
      code: m.code,
      message: m.msg,
      selector: m.element && m.element.nodeType === 1 ? selectorOf(m.element) : "document",
      html: m.element && m.element.nodeType === 1 ? m.element.outerHTML.slice(0, 200) : "",
    }))), () => reject(new Error("HTML_CodeSniffer failed to run")));
  } catch (error) { crashed(error); }
})`;

export function formatHtmlcsErrors(issues: SnifferIssue[]): string {
  return issues
    .map((i) => `  - ${i.code}\n    ${i.message}\n    ${i.selector}\n    ${i.html}`)
    .join("\n");
}
