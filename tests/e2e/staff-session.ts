import { expect, type Browser, type Page } from "@playwright/test";
import type { StaffRole } from "@core/staff-access";
import { visit } from "./fixtures";

import { E2E_STAFF_ADMIN } from "./staff-helpers";

export { E2E_STAFF_ADMIN };

/** The start of the title of every job the staff specs open (other specs leave them out). */
export const STAFF_JOB = "E2E staff job";

const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Administrator",
  sales: "Sales",
  hr: "HR",
  ops: "Operations",
};

/** Opens a page; with JavaScript on, waits until it is hydrated. */
export async function open(page: Page, path: string, { js = true } = {}) {
  return js ? visit(page, path) : page.goto(path);
}

/** Signs in on /staff/login and waits for the console. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  { js = true } = {},
) {
  await open(page, "/staff/login", { js });
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/staff$/, { timeout: 20_000 });
}

/**
 * A new account of the given role, made as staff make them: the admin invites
 * it on /staff/accounts and the invitee chooses a password on the one-time
 * link. Runs in a context of its own; the page is left signed in as it.
 */
export async function signInAs(browser: Browser, page: Page, role: StaffRole, { js = true } = {}) {
  const account = {
    email: `e2e-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: `e2e ${role} password 2026`,
  };
  // A context of this test's own, without the fixture's hydration probe: its
  // pages are opened without waiting for it (the forms work either way).
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, E2E_STAFF_ADMIN, { js: false });
    await open(admin, "/staff/accounts", { js: false });
    await admin.getByLabel("E-mail address").fill(account.email);
    await admin.getByLabel("Role").first().selectOption({ label: ROLE_LABELS[role] });
    await admin.getByRole("button", { name: "Send invitation" }).click();
    const link = await admin.getByLabel("One-time link").inputValue();
    await open(page, new URL(link).pathname, { js });
  } finally {
    await adminContext.close();
  }
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(account.password);
  await page.getByLabel("New password again").fill(account.password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL(/\/staff\/login/);
  await signIn(page, account, { js });
  return account;
}
