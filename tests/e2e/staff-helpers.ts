import { expect, type Locator, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_SESSION_SECRET, E2E_STAFF_ADMIN } from "../support/e2e-staff-accounts";
import { visit } from "./fixtures";
import { field, tabTo } from "./form-helpers";

export { E2E_SESSION_SECRET, E2E_STAFF_ADMIN };
export const STAFF_PASSWORD = "seven lanterns over vasai";

/** The code an authenticator app would show for a secret, `stepsAhead` periods from now. */
export function totpCode(secret: string, stepsAhead = 0) {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s/g, "")),
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Fills and presses like a mouse-and-keyboard user, or by keyboard only (Tab, typing, Enter). */
export function actor(page: Page, keyboardOnly: boolean) {
  return {
    async fill(target: Locator, text: string) {
      if (!keyboardOnly) return target.fill(text);
      await tabTo(page, target);
      await page.keyboard.type(text);
    },
    async choose(target: Locator, label: string) {
      if (!keyboardOnly) return void (await target.selectOption({ label }));
      await tabTo(page, target);
      await page.keyboard.type(label);
    },
    async press(target: Locator) {
      if (!keyboardOnly) return target.click();
      // Long pages (a list of every staff account) take many Tabs.
      await tabTo(page, target, 400);
      await page.keyboard.press("Enter");
    },
  };
}

export async function signIn(page: Page, email: string, password: string, keyboardOnly = false) {
  const act = actor(page, keyboardOnly);
  await act.fill(field(page, "E-mail address"), email);
  await act.fill(field(page, "Password"), password);
  await act.press(page.getByRole("button", { name: "Sign in" }));
}

/** The staff session cookie of the page's context. */
export async function sessionCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "sil_staff");
  expect(cookie, "a staff session cookie").toBeDefined();
  return `${cookie!.name}=${cookie!.value}`;
}

/** Invites `email` as `role` from /staff/accounts (signed in as an admin); answers the one-time link. */
export async function inviteAs(page: Page, email: string, role: string, keyboardOnly = false) {
  const act = actor(page, keyboardOnly);
  await visit(page, "/staff/accounts");
  await act.fill(field(page, "E-mail address"), email);
  await act.choose(field(page, "Role"), role);
  await act.press(page.getByRole("button", { name: "Send invitation" }));
  await expect(page.getByText(`${email} is invited as ${role}.`)).toBeVisible();
  return page.getByLabel("One-time link").inputValue();
}

export async function acceptInvitation(page: Page, link: string, keyboardOnly = false) {
  const act = actor(page, keyboardOnly);
  await visit(page, new URL(link).pathname);
  await expect(page.getByRole("heading", { name: "Welcome: choose your password" })).toBeVisible();
  await act.fill(field(page, "New password"), STAFF_PASSWORD);
  await act.fill(field(page, "New password again"), STAFF_PASSWORD);
  await act.press(page.getByRole("button", { name: "Save password" }));
  await expect(page.getByText("Your password is saved. Sign in with it.")).toBeVisible();
}
