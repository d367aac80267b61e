/**
 * Helpers for tests of the staff console: accounts of each role made the way
 * people make them (the first admin from the environment, invitations
 * accepted through their one-time link), and signed-in requests.
 */
import type { AppLoadContext } from "react-router";
import type { StaffRole } from "@core/staff-access";
import type { TestApp } from "./test-app";

export const ADMIN = { email: "admin@example.com", password: "correct horse battery staple" };
export const STAFF_PASSWORD = "seven lanterns over vasai";
export const SESSION_SECRET = "staff-tests-session-secret";
export const TEST_IP = "203.0.113.7";

export const ipHashOf = (t: TestApp, ip = TEST_IP) => t.services.staff.ipHash(ip);

/** The first admin, as the server makes it at start from STAFF_ADMIN_EMAIL/PASSWORD. */
export async function ensureAdmin(t: TestApp) {
  await t.services.staff.accounts.ensureFirstAdmin(ADMIN);
  return signIn(t, ADMIN.email, ADMIN.password);
}

/** Signs in with a password; answers the session token (for an account without two-factor). */
export async function signIn(t: TestApp, email: string, password: string, ip = TEST_IP) {
  const outcome = await t.services.staff.signIn.withPassword(
    email,
    password,
    t.services.staff.ipHash(ip),
  );
  if (outcome.status !== "signed-in") throw new Error(`sign-in of ${email}: ${outcome.status}`);
  return outcome.token;
}

/** The actor of a signed-in admin, for calling account services directly. */
export async function actorOf(t: TestApp, token: string) {
  const session = await t.services.staff.sessions.read(token);
  if (!session) throw new Error("no session");
  return { ...session.user, ipHash: ipHashOf(t), sessionId: session.id };
}

let counter = 0;
/**
 * A new account of `role`, invited by the admin (by `name`, or none: an
 * account from before names) and accepted; answers its id, e-mail and a session.
 */
export async function makeStaff(t: TestApp, adminToken: string, role: StaffRole, name = "") {
  counter += 1;
  const email = `${role}-${counter}@example.com`;
  const invited = await t.services.staff.accounts.invite(
    await actorOf(t, adminToken),
    email,
    role,
    name,
  );
  if (!invited.ok) throw new Error(invited.message);
  const token = new URL(invited.url).pathname.split("/").at(-1)!;
  const used = await t.services.staff.accounts.useLink(
    token,
    { password: STAFF_PASSWORD },
    ipHashOf(t),
  );
  if (!used.ok) throw new Error(used.message);
  return { id: invited.id, email, token: await signIn(t, email, STAFF_PASSWORD) };
}

/** A request as the browser sends it: the session cookie and the site's own Origin. */
export function staffRequest(path: string, token?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set("Cookie", `sil_staff=${token}`);
  headers.set("Origin", "http://localhost");
  return new Request(`http://localhost${path}`, { ...init, headers });
}

export function loadContext(t: TestApp, ip = TEST_IP): AppLoadContext {
  return {
    services: t.services,
    visitor: { ip, userAgent: "staff-tests" },
    cspNonce: "",
    siteUrl: "http://localhost",
  } as AppLoadContext;
}
