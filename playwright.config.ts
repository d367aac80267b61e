import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/e2e/chromium";
import { E2E_METRICS_TOKEN, E2E_OPS_TOKEN } from "./tests/e2e/ops";
import { E2E_MESSAGE_ENV } from "./tests/support/e2e-messages";
import { E2E_SESSION_SECRET, E2E_STAFF_ADMIN } from "./tests/support/e2e-staff-accounts";

/**
 * Browser tests against the production build (STYLE.md "Tests"), on Debian's
 * Chromium. `npm run test:e2e` builds first; the server gets a fresh embedded
 * database in its own temporary directory, so every run starts from demo data.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// The config is loaded by the runner and again by each worker: only the runner
// creates (and afterwards removes) the data directory; workers inherit its name.
let dataDir = process.env.SIL_E2E_DATA_DIR;
if (!dataDir) {
  const created = mkdtempSync(path.join(tmpdir(), "sil-e2e-"));
  process.env.SIL_E2E_DATA_DIR = dataDir = created;
  process.on("exit", () => rmSync(created, { recursive: true, force: true }));
}
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: ci,
  retries: 0,
  workers: 3,
  // A test that takes 10 s on a quiet machine took three times as long in a CI run on the same
  // two cores under other load (support.spec.ts's ticket round trip ran out of 30 s): a minute
  // still ends a test that hangs. Longer journeys set their own.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: ci ? [["list"], ["junit", { outputFile: "test-results/junit.xml" }]] : "list",
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "phone",
      // Checks of raw HTTP responses (@server) do not depend on the viewport: run them once.
      grepInvert: /@server/,
      // At 390 px run the suites where the width changes what a visitor sees or does: every
      // route's heading and axe scan, the header and its menu, reflow, the language switcher,
      // tracking (cards on a phone), the lead forms. The rest behave alike at both widths and
      // run once, at 1280 px, to keep CI within its 30 minutes: the staff console (staff work
      // at desktops), the second accessibility engine, the chat, careers, the legal and
      // marketing content, the other forms' messages, APIs behind pages, proxies, caches and
      // the translation checks.
      testIgnore: [
        /staff[\w-]*\.spec\.ts$/,
        /business-two-factor\.spec\.ts$/,
        // Sets its own widths (390 px Hindi, 1280 px English).
        /phone-alerts\.spec\.ts$/,
        /business-statements\.spec\.ts$/,
        /business-cod\.spec\.ts$/,
        /business-webhook\.spec\.ts$/,
        /business-api-keys\.spec\.ts$/,
        // Sets its own width (390 px) where it matters.
        /message-events\.spec\.ts$/,
        // Sets its own widths (390 px Hindi SMS, 1280 px English WhatsApp).
        /message-journeys\.spec\.ts$/,
        // Sets its own widths (390 px Hindi, 1280 px English without JavaScript).
        /ticket-sms\.spec\.ts$/,
        /business-api-docs\.spec\.ts$/,
        /pa11y\.spec\.ts$/,
        /chat\.spec\.ts$/,
        /careers(-apply)?\.spec\.ts$/,
        /content-pages\.spec\.ts$/,
        /marketing-pages\.spec\.ts$/,
        /forms-(contact-join|no-js)\.spec\.ts$/,
        /tracking-alerts\.spec\.ts$/,
        /pincodes\.spec\.ts$/,
        /tls-proxy\.spec\.ts$/,
        /site-url\.spec\.ts$/,
        /tracking-page-cache\.spec\.ts$/,
        /i18n-(tracking|forms|marketing)\.spec\.ts$/,
      ],
      use: {
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: false,
      },
    },
    {
      name: "desktop",
      // The floating strip's check sets its own phone widths (360 and 390 px): once is enough.
      testIgnore: [/floating-strip\.spec\.ts$/],
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The built server, as `npm run serve` runs it (docs/decisions/013-built-server.md), after
    // tests/support/prepare-e2e-staff.ts has made one signed-in account of each role in its
    // new database (the `signInAs` fixture of tests/e2e/staff.ts). `exec`: the server is the
    // process Playwright stops.
    command:
      "node --import tsx tests/support/prepare-e2e-staff.ts && exec node --enable-source-maps build/host/start.js",
    url: `${baseURL}/api/health`,
    // A first start also loads the pincode directory (a few seconds of CPU; far longer on a busy machine).
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      // Lets tests read back what a form stored, as the company's systems do.
      OPS_API_TOKEN: E2E_OPS_TOKEN,
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      // Every test tracks from 127.0.0.1; tracking-limits.spec.ts proves the limit on its own server.
      RATE_LIMIT_TRACKING_PER_MINUTE: "100000",
      RATE_LIMIT_POD_PER_HOUR: "100000",
      // The first staff admin, created at start (CONTRACT.md "Staff console"); a stable
      // SESSION_SECRET turns on two-factor enrolment.
      STAFF_ADMIN_EMAIL: E2E_STAFF_ADMIN.email,
      STAFF_ADMIN_PASSWORD: E2E_STAFF_ADMIN.password,
      SESSION_SECRET: E2E_SESSION_SECRET,
      // A port where nothing listens: every e-mail fails at once and, after one
      // try, is marked failed, so /staff/outbox has failed e-mails to retry.
      SMTP_URL: `smtp://127.0.0.1:${PORT + 9}`,
      OUTBOX_MAX_ATTEMPTS: "1",
      // business-api-docs.spec.ts spends the demo API key's minute for its 429: 50, not 600, calls.
      BUSINESS_API_PER_MINUTE: "50",
      // SMS and WhatsApp on, at the fake a spec runs while it needs it (tests/e2e/message-fake.ts).
      ...E2E_MESSAGE_ENV,
    },
  },
});
