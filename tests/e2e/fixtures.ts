import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * The shared test of every browser spec (STYLE.md "Tests"): any console error
 * or uncaught error on any page of the test's browser context fails it, after
 * the test body has run, with every message listed. Tests that only use
 * `request` open no browser at all.
 */
type Fixtures = {
  /**
   * Console errors a test expects (e.g. the browser's own "404" line), as one
   * pattern. Playwright reads an array given to test.use() as [value, options],
   * so `[/a/]` also works, but several patterns must be one alternation: /a|b/.
   */
  expectedConsoleErrors: RegExp | RegExp[];
};

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  context: async ({ context, expectedConsoleErrors }, provide) => {
    const problems: string[] = [];
    const expected = ([] as RegExp[]).concat(expectedConsoleErrors);
    context.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (expected.some((pattern) => pattern.test(text))) return;
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ""}`);
    });
    context.on("weberror", (webError) => {
      const error = webError.error();
      problems.push(
        `uncaught error on ${webError.page()?.url() ?? "?"}: ${error.stack ?? error.message}`,
      );
    });
    // Chromium reports a CSP violation in its log, not through the console API:
    // the page tells the test itself (a caught `new Function` is still reported).
    await context.exposeBinding("__e2eCspViolation", ({ page }, text: string) => {
      problems.push(`CSP violation on ${page.url()}: ${text}`);
    });
    await context.addInitScript(recordHydration);
    await provide(context);
    expect(problems, "the pages logged console errors or threw uncaught errors").toEqual([]);
  },
});

export { expect };

/**
 * Runs in the page before any of its scripts. It passes CSP violations on to
 * the test. React reports each commit to the DevTools hook when one exists;
 * after the first commit's effects have run, the page is hydrated and its
 * listeners (menus, scroll button) work.
 */
function recordHydration() {
  const w = window as unknown as Record<string, unknown>;
  w.__e2eHydrated = false;
  document.addEventListener("securitypolicyviolation", (event) => {
    const report = w.__e2eCspViolation as ((text: string) => void) | undefined;
    report?.(
      `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    checkDCE: () => {},
    onPostCommitFiberRoot: () => {
      w.__e2eHydrated = true;
    },
  };
}

/** Opens a path and waits until React has hydrated the page. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(
    () => (window as unknown as { __e2eHydrated?: boolean }).__e2eHydrated === true,
  );
  return response;
}

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

function formatViolations(violations: AxeResults["violations"]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => {
          const summary = (n.failureSummary ?? "").replace(/\n\s*/g, " ");
          return `    - ${n.target.join(" ")}\n      ${n.html.slice(0, 200)}\n      ${summary}`;
        })
        .join("\n");
      return `[${v.impact ?? "?"}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join("\n\n");
}

/** The staff console's scans: WCAG and axe's best practices. */
export const STAFF_AXE = { bestPractice: true };

/**
 * Scans the page as it is now against WCAG 2.2 AA and fails with a readable
 * list. `bestPractice` adds axe's best-practice rules (landmarks, one h1, a
 * heading order): the staff console's scans use them.
 */
export async function expectNoAxeViolations(page: Page, { bestPractice = false } = {}) {
  const tags = bestPractice ? [...AXE_TAGS, "best-practice"] : AXE_TAGS;
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(
    violations.length,
    `axe found violations on ${page.url()}:\n\n${formatViolations(violations)}`,
  ).toBe(0);
}
