/**
 * The staff accounts the e2e server starts with, shared by the script that
 * makes them (tests/support/prepare-e2e-staff.ts, run by playwright.config.ts
 * before the server) and the specs' fixture (tests/e2e/staff.ts). Nothing
 * here imports Playwright or the server, so both sides can load it.
 */
import path from "node:path";

/** The first admin of the test server (playwright.config.ts webServer env). */
export const E2E_STAFF_ADMIN = { email: "admin@example.com", password: "e2e admin password 2026" };
/** Set on the test server, so two-factor enrolment is on (docs/decisions/019-staff-two-factor.md). */
export const E2E_SESSION_SECRET = "e2e-session-secret-0123456789";

/** One account of each role, besides the first admin, signed in ahead for the specs. */
export const FIXTURE_ROLES = ["admin", "sales", "hr", "ops", "support"] as const;
export type FixtureRole = (typeof FIXTURE_ROLES)[number];

/** The people's names: the console shows these, never the addresses. */
export const FIXTURE_NAMES: Record<FixtureRole, string> = {
  admin: "Asha Patil",
  sales: "Ravi Kumar",
  hr: "Meera Joshi",
  ops: "Sunil Pawar",
  support: "Fatima Shaikh",
};

export const fixtureAccount = (role: FixtureRole) => ({
  email: `e2e-${role}@example.com`,
  name: FIXTURE_NAMES[role],
  password: `e2e ${role} password 2026`,
});

/** What the prepare script leaves for the specs: each role's account and its session's Set-Cookie. */
export type SignedInAccounts = Record<FixtureRole, { email: string; name: string; cookie: string }>;

/** Beside the embedded database (DATA_DIR/pglite), in the run's own data directory. */
export const signedInAccountsFile = (dataDir: string) =>
  path.join(dataDir, "e2e-staff-sessions.json");
