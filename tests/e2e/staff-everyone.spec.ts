import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, expectNoAxeViolations, STAFF_AXE, visit } from "./fixtures";
import { field, useOwnAddress } from "./form-helpers";
import { acceptInvitation, inviteAs, test } from "./staff";

/**
 * The console for everyone: names instead of addresses, the
 * audit log in words, a skip link to the list, the Devanagari face for Hindi
 * and Marathi names, and one-time links to copy. The staff suites run at
 * 1280 px; the keyboard walk runs at 390 px too, where the filters fold away.
 */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));
test.use({ expectedConsoleErrors: /status of (400|403|404)/ });

let sequence = 0;
const unique = (testInfo: TestInfo) =>
  `${testInfo.project.name}${Date.now().toString(36)}${(sequence += 1)}`;

let addresses = 0;
/** A quote lead as the public form's JSON door takes it; answers its id. */
async function postQuote(request: APIRequestContext, name: string, tag: string) {
  addresses += 1;
  const response = await request.post("/api/request-quote/create", {
    data: {
      name,
      email: `${tag}@example.org`,
      phone: "+91 98220 12345",
      service: "ftl",
      origin: "Pune, Maharashtra",
      destination: "Nagpur, Maharashtra",
      notes: tag,
    },
    headers: { "X-Forwarded-For": `172.22.${addresses % 250}.${(addresses % 200) + 1}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The Devanagari face's file, as the built CSS names it (app/fonts/noto-sans-devanagari-wght.woff2). */
const DEVANAGARI_FONT = /\/assets\/noto-sans-devanagari-wght-[\w-]+\.woff2$/;

/**
 * Presses Tab from the top of the page (and Enter on the skip link) until the
 * first lead's link has focus; answers the Tab presses it took.
 */
async function tabsToFirstLead(page: Page) {
  const firstLead = page.locator('#list a[href^="/staff/leads/"]:visible').first();
  const href = await firstLead.getAttribute("href");
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let tabs = 1; tabs <= 25; tabs += 1) {
    await page.keyboard.press("Tab");
    const active = await page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim() ?? "",
      href: document.activeElement?.getAttribute("href") ?? null,
    }));
    if (tabs === 1)
      expect(active.text, "the first Tab stop is the skip link").toBe("Skip to the list");
    if (active.text === "Skip to the list") await page.keyboard.press("Enter");
    if (active.href === href) return tabs;
  }
  throw new Error("the first lead was never reached by Tab");
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("the keyboard reaches the first lead in at most 5 Tabs, by the skip link", async ({
      page,
      request,
      signInAs,
    }, testInfo) => {
      const tag = unique(testInfo);
      await postQuote(request, `Keyboard ${tag}`, `keyboard-${tag}`);
      await signInAs("sales");
      await visit(page, "/staff/leads");
      const tabs = await tabsToFirstLead(page);
      testInfo.annotations.push({ type: "Tab presses to the first lead", description: `${tabs}` });
      expect(tabs).toBeLessThanOrEqual(5);
      await expect(page.locator("#list")).toBeInViewport();
      // Every other staff page starts with a skip link to its content.
      await visit(page, "/staff/account");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.locator("#main")).toBeFocused();
    });
  });
}

test("a Hindi name is drawn in the site's Devanagari face, fetched only where one appears", async ({
  page,
  request,
  signInAs,
}, testInfo) => {
  const tag = unique(testInfo);
  const fonts: { url: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    if (DEVANAGARI_FONT.test(new URL(response.url()).pathname))
      fonts.push({ url: response.url(), bytes: (await response.body()).byteLength });
  });
  await signInAs("sales");
  // A page without Devanagari never asks for the face.
  await visit(page, "/staff/account");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual([]);

  await postQuote(request, "सुनीता राव", `hindi-${tag}`);
  await visit(page, `/staff/leads?q=hindi-${tag}`);
  const name = page.getByRole("link", { name: "सुनीता राव" }).first();
  await expect(name).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "सुनीता राव")),
  ).toBe(true);
  // The name is drawn with width, not as an empty link.
  const box = await name.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(40);
  testInfo.annotations.push({ type: "devanagari face", description: `${fonts[0]!.bytes} bytes` });
  expect(fonts[0]!.bytes).toBeLessThan(60_000);
});

test("names, not addresses: the header, the accounts and the audit log in words with links", async ({
  page,
  request,
  signInAs,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = unique(testInfo);
  const id = await postQuote(request, "Sunita Rao", `audit-${tag}`);
  await signInAs("admin");
  await expect(page.getByRole("banner")).toContainText("Asha Patil");
  await expect(page.getByRole("banner")).not.toContainText("e2e-admin@example.com");

  await visit(page, "/staff/accounts");
  const ravi = page.locator("li").filter({ hasText: "Ravi Kumar" }).first();
  await expect(ravi.getByRole("paragraph").first()).toHaveText("Ravi Kumar");
  await expect(ravi.getByText("e2e-sales@example.com", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);

  // Opening the lead is audited; the log says so in words, linked to the lead.
  await visit(page, `/staff/leads/${id}`);
  await visit(page, "/staff/audit?action=lead.view");
  const line = page.getByRole("listitem").filter({ hasText: "Sunita Rao (Quote)" }).first();
  await expect(line).toContainText("Asha Patil opened lead 'Sunita Rao (Quote)'");
  await expect(line.getByRole("link", { name: "Sunita Rao (Quote)" })).toHaveAttribute(
    "href",
    `/staff/leads/${id}`,
  );
  await expect(page.getByRole("main")).not.toContainText(id);
  await expectNoAxeViolations(page, STAFF_AXE);
  await line.getByRole("link", { name: "Sunita Rao (Quote)" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/leads/${id}$`));
});

test("the invitation link has a copy button that says Copied; accepting it signs the person in", async ({
  page,
  context,
  signInAs,
}, testInfo) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const tag = unique(testInfo);
  await signInAs("admin");
  const email = `copy-${tag}@example.com`;
  const link = await inviteAs(page, email, "Customer care", false, "Kavita Deshmukh");
  // The form is empty again: a second click cannot send the same invitation twice.
  for (const label of ["Name", "E-mail address", "Role"])
    await expect(field(page, label)).toHaveValue("");
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Copied$/ })).toBeAttached();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectNoAxeViolations(page, STAFF_AXE);

  // The invitee, in a browser without the admin's cookie (the admin's shared session stays
  // alive for the other tests): the name the admin typed, a password, and in.
  await context.clearCookies();
  await visit(page, new URL(link).pathname);
  await expect(field(page, "Your name")).toHaveValue("Kavita Deshmukh");
  await expectNoAxeViolations(page, STAFF_AXE);
  await acceptInvitation(page, link);
  await expect(page.getByRole("banner")).toContainText("Kavita Deshmukh");
  await expect(page.getByText("You are signed in as Customer care.")).toBeVisible();

  // A spent link says so, axe-clean too.
  await visit(page, new URL(link).pathname);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);
});

/**
 * Axe on every staff page: the other staff suites scan the
 * pages they work; these are the ones none of them scanned.
 */
test("the pages no other suite scans are axe-clean too", async ({ page, signInAs }) => {
  await signInAs("ops");
  for (const path of ["/staff/delivery-requests", "/staff/pickups"]) {
    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, STAFF_AXE);
  }
});
