/**
 * The staff console's e2e helpers, in one place: the test server's accounts,
 * a `test` whose `signInAs(role)` fixture starts a page signed in, and the
 * steps of signing in, inviting and accepting through the pages themselves.
 */
import { readFileSync } from "node:fs";
import { expect, type Cookie, type Locator, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import type { StaffRole } from "@core/staff-access";
import {
  E2E_SESSION_SECRET,
  E2E_STAFF_ADMIN,
  signedInAccountsFile,
  type SignedInAccounts,
} from "../support/e2e-staff-accounts";
import { test as base, visit } from "./fixtures";
import { field, tabTo } from "./form-helpers";

export { E2E_SESSION_SECRET, E2E_STAFF_ADMIN };
export const STAFF_PASSWORD = "seven lanterns over vasai";

/** The start of the title of every job the staff specs open (other specs leave them out). */
export const STAFF_JOB = "E2E staff job";

const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Administrator",
  sales: "Sales",
  hr: "HR",
  ops: "Operations",
  support: "Customer care",
};

let signedInAccounts: SignedInAccounts | undefined;

/** The accounts tests/support/prepare-e2e-staff.ts made before the server started. */
function preparedAccount(role: StaffRole) {
  const dataDir = process.env.SIL_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error("SIL_E2E_DATA_DIR is not set: run the specs with playwright.config.ts");
  signedInAccounts ??= JSON.parse(
    readFileSync(signedInAccountsFile(dataDir), "utf8"),
  ) as SignedInAccounts;
  return signedInAccounts[role];
}

/** A Set-Cookie header as the server sends it, as a cookie of the browser context. */
function browserCookie(header: string, url: string): Cookie {
  const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
  const at = pair.indexOf("=");
  const attribute = (name: string) =>
    attributes.find((a) => a.toLowerCase().startsWith(`${name}=`))?.split("=")[1];
  const flag = (name: string) => attributes.some((a) => a.toLowerCase() === name);
  const sameSite = (attribute("samesite") ?? "lax").toLowerCase();
  return {
    name: pair.slice(0, at),
    value: pair.slice(at + 1),
    domain: new URL(url).hostname,
    path: attribute("path") ?? "/",
    expires: -1,
    httpOnly: flag("httponly"),
    secure: flag("secure"),
    sameSite: sameSite === "strict" ? "Strict" : sameSite === "none" ? "None" : "Lax",
  };
}

type StaffFixtures = {
  /**
   * Signs the page in as the account of `role` made before the server started
   * (tests/support/prepare-e2e-staff.ts), by its session cookie, and opens the
   * overview: no invitation, no password typed. Answers the account's e-mail.
   *
   * Every test of a run shares that account and session: a test that signs
   * out, or changes the account (its role, password, two-factor), makes an
   * account of its own (inviteAs, acceptInvitation) instead.
   */
  signInAs: (role: StaffRole) => Promise<{ email: string; name: string }>;
};

export const test = base.extend<StaffFixtures>({
  signInAs: async ({ page, javaScriptEnabled, baseURL }, provide) => {
    await provide(async (role) => {
      const account = preparedAccount(role);
      await page.context().addCookies([browserCookie(account.cookie, baseURL!)]);
      await open(page, "/staff", { js: javaScriptEnabled !== false });
      await expect(page).toHaveURL(/\/staff$/);
      await expect(page.getByText(`You are signed in as ${ROLE_LABELS[role]}.`)).toBeVisible();
      return { email: account.email, name: account.name };
    });
  },
});

/** Opens a page; with JavaScript on, waits until it is hydrated. */
export async function open(page: Page, path: string, { js = true } = {}) {
  return js ? visit(page, path) : page.goto(path);
}

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

/** Fills the sign-in form of the page (already on /staff/login) and sends it. */
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

/**
 * Invites `email` as `role` from /staff/accounts (signed in as an admin), by
 * the name `name`; answers the one-time link.
 */
export async function inviteAs(
  page: Page,
  email: string,
  role: string,
  keyboardOnly = false,
  name = `Test ${role}`,
) {
  const act = actor(page, keyboardOnly);
  await visit(page, "/staff/accounts");
  await act.fill(field(page, "Name"), name);
  await act.fill(field(page, "E-mail address"), email);
  await act.choose(field(page, "Role"), role);
  await act.press(page.getByRole("button", { name: "Send invitation" }));
  await expect(page.getByText(`${name} (${email}) is invited as ${role}.`)).toBeVisible();
  return page.getByLabel("One-time link").inputValue();
}

/**
 * Opens an invitation, keeps the name the admin gave, sets the password and
 * lands signed in on the overview (no second typing).
 */
export async function acceptInvitation(page: Page, link: string, keyboardOnly = false) {
  const act = actor(page, keyboardOnly);
  await visit(page, new URL(link).pathname);
  await expect(page.getByRole("heading", { name: "Welcome: choose your password" })).toBeVisible();
  await act.fill(field(page, "New password"), STAFF_PASSWORD);
  await act.fill(field(page, "New password again"), STAFF_PASSWORD);
  await act.press(page.getByRole("button", { name: "Save password" }));
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
}
