import { acceptInvitation, registerClient, portalNav } from "./business-helpers";
import { expect, expectNoAxeViolations, STAFF_AXE, visit } from "./fixtures";
import { test, totpCode } from "./staff";

const PASSWORD = "tamarind groves of alibag";

/**
 * A person of a business of the spec's own (the demo owner signs in without
 * a code in other specs) turns on two-factor from their account page, and
 * signs in again with the app's code; the owner then requires it of everyone.
 */
test("a business's owner turns on two-factor from their account, and signs in with a code", async ({
  page,
  browser,
  request,
  signInAs,
}) => {
  const tag = `2fa${String(Date.now()).slice(-7)}`;
  const leadId = await registerClient(request, tag);
  const email = `owner-${tag}@kulkarni-agro.example`;

  await signInAs("sales");
  await visit(page, `/staff/leads/${leadId}`);
  await page.getByLabel("Status").selectOption("won");
  await page.getByRole("button", { name: /Save/ }).first().click();
  await page.getByRole("button", { name: "Open a business account" }).click();
  const link = await page.getByLabel("One-time link").inputValue();

  const { context: context, owner } = await acceptInvitation(browser, link, PASSWORD);

  // The account page: a wrong current password is named beside its field.
  await portalNav(owner, "Your account");
  await expect(owner.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expectNoAxeViolations(owner, STAFF_AXE);
  await owner.getByLabel("Current password").fill("not my password at all");
  await owner
    .getByRole("textbox", { name: "New password", exact: true })
    .fill("a new password of mine");
  await owner.getByLabel("Type the new password again").fill("a new password of mine");
  await owner.getByRole("button", { name: "Change password" }).click();
  await expect(owner.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  await expect(owner.getByText("Your current password is not right.")).toBeVisible();

  // Enrolment: the key beside the QR code gives the app's codes.
  await owner.getByRole("link", { name: "Turn on two-factor sign-in" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
  await expect(
    owner.getByRole("img", { name: "QR code for your authenticator app" }),
  ).toBeVisible();
  await expectNoAxeViolations(owner, STAFF_AXE);
  const secret = ((await owner.locator("#totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await owner.getByLabel("6-digit code").fill(totpCode(secret));
  await owner.getByRole("button", { name: "Turn on" }).click();
  await expect(
    owner.getByRole("list", { name: "Recovery codes" }).getByRole("listitem"),
  ).toHaveCount(10);
  await owner.getByRole("link", { name: "I have saved them" }).click();
  await expect(owner.getByText("On. 10 of 10 recovery codes left.")).toBeVisible();

  // The owner requires it of everyone: saved, and they (enrolled) stay on the page.
  await portalNav(owner, "Profile");
  await owner.getByLabel("Everyone must use two-factor sign-in").check();
  await owner.getByRole("button", { name: "Save", exact: true }).click();
  await expect(owner.getByText("The sign-in rule is saved.")).toBeVisible();
  await expect(owner.getByLabel("Everyone must use two-factor sign-in")).toBeChecked();

  // Signing in again asks for the code.
  await owner.getByRole("button", { name: "Sign out" }).click();
  await owner.getByLabel("E-mail address").fill(email);
  await owner.getByLabel("Password").fill(PASSWORD);
  await owner.getByRole("button", { name: "Sign in" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
  await owner.getByLabel("Code").fill(totpCode(secret, 1));
  await owner.getByRole("button", { name: "Continue" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: /at a glance/ })).toBeVisible();
  await context.close();
});
