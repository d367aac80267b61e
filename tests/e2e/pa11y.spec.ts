import { publicPaths } from "@core/content/routes";
import { expect, test, visit } from "./fixtures";
import { findHtmlcsErrors, formatHtmlcsErrors } from "./htmlcs";

/**
 * A second accessibility engine beside axe: HTML_CodeSniffer's WCAG2AA
 * errors, as pa11y reports them, on every route at both widths (the phone
 * and desktop projects). `scripts/pa11y.ts` prints the same for a running server.
 */
test.use({ bypassCSP: true });

const routes = [
  ...publicPaths,
  "/track-shipment-v2/LR123456789",
  "/join-us/career/1",
  "/join-us/career/1/apply",
];

for (const path of routes) {
  test(`HTML_CodeSniffer finds no WCAG2AA error on ${path}`, async ({ page }) => {
    await visit(page, path);
    const errors = await findHtmlcsErrors(page);
    expect(errors, `HTML_CodeSniffer errors on ${path}:\n${formatHtmlcsErrors(errors)}`).toEqual(
      [],
    );
  });
}
