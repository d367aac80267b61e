import { expect, expectNoAxeViolations, STAFF_AXE, test, visit } from "./fixtures";
import { field, useOwnAddress } from "./form-helpers";
import {
  acceptInvitation,
  actor,
  inviteAs,
  E2E_STAFF_ADMIN,
  sessionCookie,
  signIn,
  STAFF_PASSWORD,
  totpCode,
} from "./staff";

/**
 * The staff console, part 1: the bootstrap admin
 * invites a sales account; the invitee accepts, sees only what sales may see,
 * signs out, and the old cookie opens nothing; the lockout; two-factor with
 * a code computed here; and sign-in without JavaScript. At 390 and 1280 px.
 */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));
// The browser logs every 4xx document (a refused sign-in, a 403 page) as a console error.
test.use({ expectedConsoleErrors: /status of (400|403|429)/ });

let sequence = 0;
const uniqueEmail = (who: string, project: string) =>
  `${who}-${project}-${Date.now()}-${(sequence += 1)}@example.com`;

for (const keyboardOnly of [false, true]) {
  test(`admin invites a sales account; it sees only sales pages, signs out, and its old cookie opens nothing${keyboardOnly ? " (keyboard only)" : ""}`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(
      keyboardOnly && testInfo.project.name !== "desktop",
      "one keyboard-only run, at 1280 px",
    );
    // A long walk through six pages; a loaded machine types slowly.
    test.setTimeout(180_000);
    const act = actor(page, keyboardOnly);

    await visit(page, "/staff");
    await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff$/);
    await expectNoAxeViolations(page, STAFF_AXE);
    await signIn(page, E2E_STAFF_ADMIN.email, E2E_STAFF_ADMIN.password, keyboardOnly);
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Staff console" });
    await expect(nav.getByRole("link")).toHaveText([
      "Overview",
      "Leads",
      "Pickups",
      "Applications",
      "Jobs",
      "Shipments",
      "Delivery requests",
      "E-mail outbox",
      "Messages",
      "Message templates",
      "Where we deliver",
      "Tickets",
      "Businesses",
      "COD",
      "Erasure",
      "Staff accounts",
      "Audit log",
      "My account",
    ]);

    const email = uniqueEmail("sales", testInfo.project.name);
    const link = await inviteAs(page, email, "Sales", keyboardOnly);
    expect(link).toMatch(/\/staff\/invite\/[\w-]{43}$/);
    await expectNoAxeViolations(page, STAFF_AXE);
    await act.press(page.getByRole("button", { name: "Sign out" }));
    await expect(page.getByText("You have signed out.")).toBeVisible();

    // Setting the password signs the person in: no second typing of it.
    await acceptInvitation(page, link, keyboardOnly);
    await expect(page.getByText("You are signed in as Sales.")).toBeVisible();
    await expect(page.getByRole("banner")).toContainText("Test Sales");
    await expect(nav.getByRole("link")).toHaveText([
      "Overview",
      "Leads",
      "Pickups",
      "Businesses",
      "My account",
    ]);

    for (const path of ["/staff/accounts", "/staff/audit"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { name: "403 - Not for your role" })).toBeVisible();
      await expect(
        page.getByText(
          "Your role may work with quote, custom quote, pickup, contact, client and franchise leads.",
        ),
      ).toBeVisible();
    }
    await expectNoAxeViolations(page, STAFF_AXE);

    const cookie = await sessionCookie(page);
    await visit(page, "/staff");
    await act.press(page.getByRole("button", { name: "Sign out" }));
    await expect(page.getByText("You have signed out.")).toBeVisible();
    for (const path of ["/staff", "/staff/account", "/staff/accounts"]) {
      const response = await request.get(path, { headers: { Cookie: cookie }, maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()["location"]).toMatch(/^\/staff\/login/);
    }
  });
}

test("five wrong passwords lock the account, and the right one is then refused too", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await visit(page, "/staff/login");
  await signIn(page, E2E_STAFF_ADMIN.email, E2E_STAFF_ADMIN.password);
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  const email = uniqueEmail("locked", testInfo.project.name);
  const link = await inviteAs(page, email, "HR");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await acceptInvitation(page, link);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();

  for (let i = 1; i <= 5; i += 1) {
    await signIn(page, email, `wrong password number ${i}`);
    await expect(page.getByRole("alert")).toHaveText(
      "The e-mail address or password is not right.",
    );
    await expect(field(page, "E-mail address")).toHaveValue(email);
  }
  await signIn(page, email, STAFF_PASSWORD);
  await expect(page.getByRole("alert")).toHaveText(
    "Too many failed tries. Wait 15 minutes, then try again.",
  );
  await expect(page).toHaveURL(/\/staff\/login/);
});

test("two-factor: enrol with a QR code and the secret as text, then sign in with a computed code", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await visit(page, "/staff/login");
  await signIn(page, E2E_STAFF_ADMIN.email, E2E_STAFF_ADMIN.password);
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  const email = uniqueEmail("ops", testInfo.project.name);
  const link = await inviteAs(page, email, "Operations");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await acceptInvitation(page, link);

  await visit(page, "/staff/account");
  await page.getByRole("link", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.locator("#totp-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page, STAFF_AXE);
  await field(page, "6-digit code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(
    page.getByText("Save these recovery codes now: they are shown only once."),
  ).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem"),
  ).toHaveCount(10);
  await expectNoAxeViolations(page, STAFF_AXE);

  await visit(page, "/staff");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await signIn(page, email, STAFF_PASSWORD);
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);
  // Until the code is right, the half-signed-in session opens nothing.
  const halfway = await page.request.get("/staff", { maxRedirects: 0 });
  expect(halfway.status()).toBe(302);
  await field(page, "Code").fill("000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That code is not right, or has been used already.",
  );
  // The enrolment used this period's code; the next one is accepted within the drift window.
  await field(page, "Code").fill(totpCode(secret, 1));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await visit(page, "/staff/account");
  await expect(page.getByText("On. 10 of 10 recovery codes left.")).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);

  // Turning it off asks for the password or a current code, not the session alone.
  await page.getByRole("link", { name: "Manage two-factor sign-in" }).click();
  const proof = field(page, "Your password, or the code your app shows now");
  const turnOff = page.getByRole("button", { name: "Turn off two-factor sign-in" });
  await turnOff.click();
  await expect(page.getByText("Enter your password or the code your app shows now.")).toBeVisible();
  await proof.fill("not my password at all");
  await turnOff.click();
  await expect(
    page.getByText("That is not your password, nor a current code from your app."),
  ).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);
  await proof.fill(STAFF_PASSWORD);
  await turnOff.click();
  await expect(page.getByText("Two-factor sign-in is off.")).toBeVisible();
  await visit(page, "/staff/account");
  await expect(page.getByText(/^Off\./)).toBeVisible();
});

test.describe("an admin's own role, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lowering it asks for confirmation next to the control, then leads to the overview", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    // A second admin of this test's own, so the bootstrap admin stays one.
    const email = uniqueEmail("admin", testInfo.project.name);
    const adminContext = await browser.newContext({ javaScriptEnabled: false });
    const admin = await adminContext.newPage();
    await admin.goto("/staff/login");
    await signIn(admin, E2E_STAFF_ADMIN.email, E2E_STAFF_ADMIN.password);
    await admin.goto("/staff/accounts");
    await field(admin, "Name").fill("Lowered Admin");
    await field(admin, "E-mail address").fill(email);
    await field(admin, "Role").selectOption({ label: "Administrator" });
    await admin.getByRole("button", { name: "Send invitation" }).click();
    const link = await admin.getByLabel("One-time link").inputValue();
    await adminContext.close();

    await page.goto(new URL(link).pathname);
    await field(page, "New password").fill(STAFF_PASSWORD);
    await field(page, "New password again").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    await page.goto("/staff/accounts");
    const mine = page.getByRole("listitem").filter({ hasText: "Lowered Admin (you)" });
    await mine.getByLabel(/^Role/).selectOption({ label: "Sales" });
    await mine.getByRole("button", { name: "Change role of Lowered Admin" }).click();
    const row = page.getByRole("listitem").filter({ hasText: "Lowered Admin (you)" });
    await expect(row.getByRole("alert")).toHaveText(
      "You are lowering your own role: you will no longer manage staff accounts. Tick the box to confirm.",
    );
    // The role asked for is kept; only the box is left to tick.
    await expect(row.getByLabel(/^Role/)).toHaveValue("sales");
    await row.getByLabel("Yes, change my own role").check();
    await row.getByRole("button", { name: "Change role of Lowered Admin" }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByText("You are signed in as Sales.")).toBeVisible();
  });
});

test("a sign-in the host refuses as another site's says so on the page, not as an application error", async ({
  page,
}) => {
  await visit(page, "/staff/login");
  // Sent on as if from another origin (Playwright's own client sends the headers as given):
  // the host's door answers 403 to the .data request.
  await page.route("**/staff/login.data*", async (route) => {
    const headers = { ...route.request().headers(), origin: "https://evil.example" };
    const response = await route.fetch({ headers });
    expect(response.status()).toBe(403);
    await route.fulfill({ response });
  });
  await signIn(page, E2E_STAFF_ADMIN.email, E2E_STAFF_ADMIN.password);
  await expect(page.getByRole("heading", { level: 1, name: "The form was refused" })).toBeVisible();
  await expect(
    page.getByText("This form must be sent from the staff console's own pages."),
  ).toBeVisible();
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to sign-in" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the admin signs in, works a plain form and signs out", async ({ page }) => {
    const first = await page.goto("/staff/login");
    expect(first?.headers()["cache-control"]).toBe("no-store");
    expect(first?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await field(page, "E-mail address").fill(E2E_STAFF_ADMIN.email);
    await field(page, "Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("The e-mail address or password is not right.")).toBeVisible();
    await expect(field(page, "E-mail address")).toHaveValue(E2E_STAFF_ADMIN.email);
    await signIn(page, E2E_STAFF_ADMIN.email, E2E_STAFF_ADMIN.password);
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    // The build that answers, at the foot of every console page, as /api/health says it.
    const { version } = (await (await page.request.get("/api/health")).json()) as {
      version: string;
    };
    await expect(page.getByRole("contentinfo")).toHaveText(`Version ${version}`);
    await page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Audit log" })
      .click();
    await page.getByLabel("Action").selectOption("sign-in.failed");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/action=sign-in.failed/);
    await expect(
      page.getByRole("listitem").filter({ hasText: "sign-in.failed" }).first(),
    ).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You have signed out.")).toBeVisible();
  });
});
