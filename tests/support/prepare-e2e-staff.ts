/**
 * Run by playwright.config.ts before the e2e server starts, on its fresh
 * embedded database (PGlite allows one process: this one has closed it before
 * the server opens it). Makes, through the staff services the server uses,
 * the first admin (as the server would at start), then one account of each
 * role as staff make them (invited by that admin, the link used with a known
 * password), and signs each in once with its password. The session tokens go
 * to a file in DATA_DIR, where tests/e2e/staff.ts reads them: specs that only
 * need "an account of role X" start signed in, without the invitation pages.
 *
 * Reads the server's own environment (DATA_DIR, STAFF_ADMIN_*, SESSION_SECRET).
 */
import { writeFileSync } from "node:fs";
import { openCheckedDatabase } from "../../database/open-checked";
import { migrateDatabase } from "../../database/migrate";
import { readEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import { createStaffService } from "../../server/services/staff/staff-service";
import {
  fixtureAccount,
  FIXTURE_ROLES,
  signedInAccountsFile,
  type SignedInAccounts,
} from "./e2e-staff-accounts";

const env = readEnv(process.env);
if (env.database.kind !== "pglite") throw new Error("the e2e server runs on the embedded database");
if (!env.STAFF_ADMIN_EMAIL || !env.STAFF_ADMIN_PASSWORD)
  throw new Error("STAFF_ADMIN_EMAIL and STAFF_ADMIN_PASSWORD must be set");

const handle = await openCheckedDatabase(env.database);
try {
  await migrateDatabase(handle);
  const staff = createStaffService({
    db: handle.db,
    secret: env.SESSION_SECRET ?? "",
    sessionSecret: env.SESSION_SECRET,
    siteUrl: env.SITE_URL ?? "http://localhost:3000",
    logger: createLogger(env.LOG_LEVEL),
  });
  const ipHash = staff.ipHash("127.0.0.1");
  const site = new Request(`http://127.0.0.1:${env.PORT}/staff/login`);

  async function signIn(email: string, password: string) {
    const outcome = await staff.signIn.withPassword(email, password, ipHash);
    if (outcome.status !== "signed-in") throw new Error(`sign-in of ${email}: ${outcome.status}`);
    return outcome.token;
  }

  await staff.accounts.ensureFirstAdmin({
    email: env.STAFF_ADMIN_EMAIL,
    password: env.STAFF_ADMIN_PASSWORD,
  });
  const adminToken = await signIn(env.STAFF_ADMIN_EMAIL, env.STAFF_ADMIN_PASSWORD);
  const adminSession = await staff.sessions.read(adminToken);
  if (!adminSession) throw new Error("the first admin's session did not open");
  const actor = { ...adminSession.user, ipHash };

  const signedIn: Partial<SignedInAccounts> = {};
  for (const role of FIXTURE_ROLES) {
    const { email, name, password } = fixtureAccount(role);
    const invited = await staff.accounts.invite(actor, email, role, name);
    if (!invited.ok) throw new Error(`invitation of ${email}: ${invited.message}`);
    const link = new URL(invited.url).pathname.split("/").at(-1)!;
    const used = await staff.accounts.useLink(link, { password }, ipHash);
    if (!used.ok) throw new Error(`password of ${email}: ${used.message}`);
    // The Set-Cookie header the sign-in page would answer, by the server's own function.
    const cookie = staff.sessionCookie(site, await signIn(email, password));
    signedIn[role] = { email, name, cookie };
  }
  await staff.sessions.end(adminSession.id);
  writeFileSync(signedInAccountsFile(env.DATA_DIR), JSON.stringify(signedIn), { mode: 0o600 });
} finally {
  await handle.close();
}
