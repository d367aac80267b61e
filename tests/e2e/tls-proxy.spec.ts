import type { Locator, TestInfo } from "@playwright/test";
import { buildTextPdf } from "../../database/pdf";
import { expect, test, visit } from "./fixtures";
import {
  expectSuccessDialog,
  field,
  submitByKeyboard,
  typeFields,
  useOwnAddress,
} from "./form-helpers";
import {
  acceptInvitation,
  E2E_STAFF_ADMIN,
  inviteAs,
  signIn,
  STAFF_PASSWORD,
  totpCode,
} from "./staff";
import { startTlsProxy, type TlsProxy } from "./tls-proxy";

/**
 * The site behind a real TLS-terminating proxy: the
 * browser talks https to the proxy, the proxy plain http to the built server
 * on loopback (trusted by default). One proxy per project on its own port.
 */
test.describe.configure({ mode: "serial" });
test.use({ ignoreHTTPSErrors: true });

let proxy: TlsProxy;
/** The server's own address (the config's), and the proxy's port: one per project. */
const upstreamOf = (testInfo: TestInfo) => testInfo.project.use.baseURL!;
const proxyPortOf = (testInfo: TestInfo) =>
  Number(new URL(upstreamOf(testInfo)).port) +
  1 +
  testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name);
// Playwright reads the fixtures a hook uses from its first argument's pattern: none here.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  proxy = await startTlsProxy(proxyPortOf(testInfo), upstreamOf(testInfo));
});
test.afterAll(() => proxy?.close());
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));

test("a page form posted through the TLS proxy is accepted, with HSTS and upgrade-insecure-requests", async ({
  page,
}) => {
  const response = await visit(page, `${proxy.origin}/contact-us`);
  expect(response?.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(response?.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
  await typeFields(page, [
    ["Name", "Meera Shah"],
    ["Email", "meera@example.org"],
    ["Subject", "Delivery to Goa"],
    ["Message", "Do you deliver on Sundays?"],
  ]);
  await submitByKeyboard(page, "Send Message");
  await expectSuccessDialog(
    page,
    "Message sent successfully!",
    "We will reply to you by email soon.",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same form posted as a plain HTML form through the proxy is stored", async ({
    page,
  }) => {
    await page.goto(`${proxy.origin}/contact-us`);
    await page.getByLabel(/^Name/).fill("Meera Shah");
    await page.getByLabel(/^Email/).fill("meera@example.org");
    await page.getByLabel(/^Subject/).fill("Delivery to Goa");
    await page.getByLabel(/^Message/).fill("Do you deliver on Sundays?");
    await page.getByRole("button", { name: "Send Message" }).click();
    // Redirected on the visitor's own https origin, not the server's http one.
    await expect(page).toHaveURL(new RegExp(`^${proxy.origin}/contact-us\\?sent=1`));
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
  });
});

/**
 * The staff console and the Apply dialog through the proxy:
 * every form's Origin is the proxy's https one, which the server must take
 * from the forwarded headers. Relative paths here open the proxy's pages.
 */
test.describe("the staff console and the job application through the proxy", () => {
  test.use({
    // eslint-disable-next-line no-empty-pattern
    baseURL: async ({}, provide, testInfo) => provide(`https://localhost:${proxyPortOf(testInfo)}`),
  });
  // Sign-ins and a new password: memory-hard hashing, on a shared machine.
  test.describe.configure({ timeout: 150_000 });

  test("sign in, invite, turn on two-factor, work a lead, sign in with a code", async ({
    page,
    request,
  }) => {
    const tag = `tls${Date.now().toString(36)}`;
    const lead = await request.post("/api/contact/create", {
      data: {
        name: `Proxy ${tag}`,
        email: `proxy-${tag}@example.org`,
        subject: "Parcel to Goa",
        message: "Do you deliver on Sundays?",
      },
      headers: { "X-Forwarded-For": "172.21.3.4" },
    });
    expect(lead.status(), await lead.text()).toBe(201);

    await visit(page, "/staff/login");
    expect(page.url()).toMatch(/^https:/);
    await signIn(page, E2E_STAFF_ADMIN.email, E2E_STAFF_ADMIN.password);
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    const email = `sales-${tag}@example.com`;
    const link = await inviteAs(page, email, "Sales");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You have signed out.")).toBeVisible();
    await acceptInvitation(page, link);

    await visit(page, "/staff/account");
    await page.getByRole("link", { name: "Turn on two-factor sign-in" }).click();
    const secret = (await page.locator("#totp-secret").innerText()).replace(/\s/g, "");
    await field(page, "6-digit code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(
      page.getByText("Save these recovery codes now: they are shown only once."),
    ).toBeVisible();

    await visit(page, `/staff/leads?q=proxy-${tag}`);
    await page.getByRole("link", { name: `Proxy ${tag}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Proxy ${tag}` })).toBeVisible();
    const panel = page.getByRole("region", { name: "Work this lead" });
    await panel.getByRole("combobox", { name: /^Status/ }).selectOption({ label: "Contacted" });
    await panel.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved: status (Contacted).")).toBeVisible();
    await page.getByRole("button", { name: "Take it" }).click();
    await expect(page.getByText("The lead is yours.")).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You have signed out.")).toBeVisible();
    await signIn(page, email, STAFF_PASSWORD);
    await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
    await field(page, "Code").fill(totpCode(secret, 1));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  });

  test("apply for a job in the Apply dialog", async ({ page }) => {
    const tag = Date.now().toString(36);
    await visit(page, "/join-us/career");
    await page.getByRole("button", { name: `Apply Now: ${JOB}` }).click();
    const dialog = page.getByRole("dialog", { name: `Apply for ${JOB}` });
    await fillApplication(dialog, tag);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you for applying!" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the admin signs in, invites someone and signs out; an application is sent", async ({
      page,
    }) => {
      const tag = `tlsnojs${Date.now().toString(36)}`;
      await page.goto("/staff/login");
      await signIn(page, E2E_STAFF_ADMIN.email, E2E_STAFF_ADMIN.password);
      await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
      await page.goto("/staff/accounts");
      await field(page, "Name").fill("Meera Joshi");
      await field(page, "E-mail address").fill(`hr-${tag}@example.com`);
      await field(page, "Role").selectOption({ label: "HR" });
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(
        page.getByText(`Meera Joshi (hr-${tag}@example.com) is invited as HR.`),
      ).toBeVisible();
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByText("You have signed out.")).toBeVisible();

      await page.goto("/join-us/career");
      await page.getByRole("link", { name: `Apply Now: ${JOB}` }).click();
      await fillApplication(page.locator("form#job-application"), tag);
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page).toHaveURL(/\/apply\?sent=1$/);
      await expect(page.getByRole("dialog")).toContainText("Thank you for applying!");
    });
  });
});

const JOB = "Warehouse Supervisor";

/** Both steps of an application, filled by pointer (the dialog's steps or the one no-JS form). */
async function fillApplication(scope: Locator, tag: string) {
  const control = (label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
  await control("Full Name").fill(`Asha Patil ${tag}`);
  await control("Email").fill(`asha.${tag}@example.org`);
  await control("Phone Number").fill("98765 43210");
  await control("Résumé").setInputFiles({
    name: "Asha CV.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(buildTextPdf([{ text: `Asha Patil ${tag}` }])),
  });
  const next = scope.getByRole("button", { name: "Next" });
  if (await next.isVisible()) await next.click();
  await control("Experience \\(years\\)").fill("6");
  await control("Current Job Title").fill("Shift Lead");
  await scope.getByRole("combobox", { name: "Skills" }).fill("Forklift driving");
  await control("Current Salary").fill("₹4.2 lakh a year");
  await control("Expected Salary").fill("₹5 lakh a year");
  for (const [question, choice] of [
    [/relocate/, "No"],
    [/authorised/, "Yes"],
  ] as const)
    await scope
      .getByRole("radiogroup", { name: question })
      .getByRole("radio", { name: choice })
      .check();
}
