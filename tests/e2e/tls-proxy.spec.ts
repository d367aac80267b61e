import { expect, test, visit } from "./fixtures";
import { expectSuccessDialog, submitByKeyboard, typeFields, useOwnAddress } from "./form-helpers";
import { startTlsProxy, type TlsProxy } from "./tls-proxy";

/**
 * The site behind a real TLS-terminating proxy (issue 12 items 1 and 2): the
 * browser talks https to the proxy, the proxy plain http to the built server
 * on loopback (trusted by default). One proxy per project on its own port.
 */
test.describe.configure({ mode: "serial" });
test.use({ ignoreHTTPSErrors: true });

let proxy: TlsProxy;
test.beforeAll(async ({ baseURL }, testInfo) => {
  const port =
    Number(new URL(baseURL!).port) +
    1 +
    testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name);
  proxy = await startTlsProxy(port, baseURL!);
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
