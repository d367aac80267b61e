/**
 * Staff accounts: the accounts module (server/accounts/) with the staff kind,
 * and what only the console has: the first admin, colleagues' names, the
 * grievance officer's mark, and the rule that every account must use
 * two-factor sign-in.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { appMeta, staffUsers } from "../../../database/schema";
import {
  isStaffRole,
  mayOpen,
  staffPages,
  type StaffActor,
  type StaffRole,
} from "@core/staff-access";
import { staffName } from "@core/content/staff-work";
import type { Logger } from "../../logger";
import {
  changePassword,
  changeRole,
  disableTwoFactor,
  enableTwoFactor,
  renameAccount,
  resetTwoFactor,
  setActive,
  type AlsoChange,
} from "../../accounts/changes";
import {
  hasAnyAccount,
  inviteAccount,
  issueLink,
  issueNewLink,
  linkUrl,
  readLink,
  redeemLink,
  type Refusal,
} from "../../accounts/invitations";
import { accountTarget, type KindEnv } from "../../accounts/kind";
import { hashPassword } from "../../accounts/passwords";
import { insertUser } from "../../accounts/tables";
import { isEnrolled } from "../../accounts/two-factor";
import type { AuditLog } from "./audit";

const REQUIRE_TWO_FACTOR_KEY = "staff.require_two_factor";

type Deps = { env: KindEnv<StaffRole>; audit: AuditLog; logger: Logger };

/**
 * The one way the console names a colleague: the account's
 * name, or its e-mail address for an account made before names existed.
 */
export function staffDisplayName(user: { name: string; email: string }): string {
  return staffName(user);
}

/** What the console shows for a staff id it no longer knows. */
export const FORMER_COLLEAGUE = "a former colleague";

/** A grievance officer who can no longer answer stops receiving escalations: the mark goes. */
const OFFICER_CLEARED: AlsoChange = {
  columns: { grievanceOfficer: false },
  detail: { grievanceOfficerCleared: true },
};

async function isGrievanceOfficer(db: Database, userId: string) {
  const [row] = await db
    .select({ officer: staffUsers.grievanceOfficer })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  return row?.officer ?? false;
}

/** The admin sending a link, by the name colleagues know them by ("Priya Nair (priya@…)"). */
async function inviterName(db: Database, actor: StaffActor) {
  const [user] = await db
    .select({ name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.id, actor.id));
  const name = user?.name.trim();
  return name ? `${name} (${actor.email})` : actor.email;
}

/**
 * At start (CONTRACT.md "first account"): with no account, the admin of
 * STAFF_ADMIN_EMAIL/PASSWORD, or else a one-time setup link in the log.
 */
async function ensureFirstAdmin(
  { env, audit, logger }: Deps,
  admin: { email?: string; password?: string },
) {
  const { db } = env;
  if (await hasAnyAccount(env, db)) return;
  if (admin.email && admin.password) {
    const email = admin.email.trim().toLowerCase();
    const passwordHash = await hashPassword(admin.password);
    const created = await db.transaction(async (tx) => {
      const id = await insertUser(tx, staffUsers, { email, role: "admin", name: "", passwordHash });
      if (id)
        await audit.record(
          {
            action: "account.bootstrap",
            target: accountTarget(env, id),
            detail: { role: "admin" },
            ipHash: "",
          },
          tx,
        );
      return id !== undefined;
    });
    if (created) logger.info({ email }, "first staff admin created from STAFF_ADMIN_EMAIL");
    return;
  }
  const token = await issueLink(env, db, "setup", null, null);
  logger.warn(
    { url: linkUrl(env, "setup", token) },
    "no staff account yet: open this one-time link (72 hours) to create the first admin",
  );
}

/** Every account, by display name; `name` as typed, `displayName` as the console shows it. */
async function listAccounts(env: KindEnv<StaffRole>) {
  const rows = await env.db.select().from(staffUsers).orderBy(asc(staffUsers.email));
  const staff = rows.flatMap((u) => (isStaffRole(u.role) ? [{ ...u, role: u.role }] : []));
  const listed = await Promise.all(
    staff.map(async (u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      displayName: staffDisplayName(u),
      role: u.role,
      active: u.active,
      invited: u.passwordHash === null,
      twoFactor: await isEnrolled(env, u.id),
      createdAt: u.createdAt.toISOString(),
    })),
  );
  return listed.sort((a, b) => a.displayName.localeCompare(b.displayName, "en"));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Staff ids to the names the console shows: every
 * account when `ids` is left out. An id of no account is absent; show
 * FORMER_COLLEAGUE for it.
 */
async function displayNames(
  db: Database,
  ids?: Iterable<string | null | undefined>,
): Promise<Map<string, string>> {
  const wanted = ids
    ? [...new Set([...ids].filter((id): id is string => typeof id === "string"))]
    : undefined;
  if (wanted && wanted.length === 0) return new Map();
  const valid = wanted?.filter((id) => UUID.test(id));
  if (valid && valid.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(valid ? inArray(staffUsers.id, valid) : undefined);
  return new Map(rows.map((r) => [r.id, staffDisplayName(r)]));
}

/** One account's name as typed (empty when it has none) and as shown. */
async function nameOf(db: Database, id: string) {
  const [user] = await db
    .select({ name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, id));
  return user && { name: user.name, displayName: staffDisplayName(user) };
}

async function isTwoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, REQUIRE_TWO_FACTOR_KEY));
  return row?.value === "true";
}

async function requireTwoFactor(
  { env, audit }: Deps,
  actor: StaffActor,
  required: boolean,
): Promise<{ ok: true } | Refusal> {
  if (required && !env.box) return { ok: false, message: env.kind.texts.twoFactorUnavailable };
  await env.db.transaction(async (tx) => {
    await tx
      .insert(appMeta)
      .values({ key: REQUIRE_TWO_FACTOR_KEY, value: String(required) })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: String(required), updatedAt: env.now() },
      });
    await audit.recordBy(actor, required ? "two-factor.required" : "two-factor.optional", {}, tx);
  });
  return { ok: true };
}

export function createAccounts(deps: Deps) {
  const { env } = deps;
  const { db } = env;
  return {
    hasAny: () => hasAnyAccount(env, db),
    ensureFirstAdmin: (admin: { email?: string; password?: string }) =>
      ensureFirstAdmin(deps, admin),
    readLink: (token: string) => readLink(env, token),
    useLink: (
      token: string,
      input: { password: string; email?: string; name?: string },
      ipHash: string,
    ) => redeemLink(env, token, input, ipHash),
    list: () => listAccounts(env),
    displayNames: (ids?: Iterable<string | null | undefined>) => displayNames(db, ids),
    nameOf: (id: string) => nameOf(db, id),
    /** Changes an account's name: one's own, or anyone's by an admin (the page checks which). */
    rename: (actor: StaffActor, userId: string, name: string) =>
      renameAccount(env, actor, userId, name),
    /** Creates the account and its invitation; answers the link to show the admin. */
    async invite(actor: StaffActor, email: string, role: StaffRole, name = "") {
      // Read before the transaction: on the embedded database a read outside it would wait for it.
      const inviter = await inviterName(db, actor);
      return inviteAccount(env, actor, { email, role, name }, inviter);
    },
    async issueNewLink(actor: StaffActor, userId: string) {
      return issueNewLink(env, actor, userId, await inviterName(db, actor));
    },
    /** A grievance officer who can no longer open tickets stops receiving escalations. */
    async changeRole(
      actor: StaffActor,
      userId: string,
      role: StaffRole,
      { confirmed = false }: { confirmed?: boolean } = {},
    ) {
      const cleared = !mayOpen(role, staffPages.tickets) && (await isGrievanceOfficer(db, userId));
      return changeRole(env, actor, userId, role, {
        confirmed,
        also: cleared ? OFFICER_CLEARED : undefined,
      });
    },
    /**
     * A deactivated grievance officer receives nothing: the mark goes, so the
     * accounts page says there is no officer instead of naming one who cannot answer.
     */
    async setActive(actor: StaffActor, userId: string, active: boolean) {
      const cleared = !active && (await isGrievanceOfficer(db, userId));
      return setActive(env, actor, userId, active, cleared ? OFFICER_CLEARED : undefined);
    },
    resetTwoFactor: (actor: StaffActor, userId: string) => resetTwoFactor(env, actor, userId),
    enableTwoFactor: (actor: StaffActor, code: string) => enableTwoFactor(env, actor, code),
    disableTwoFactor: (actor: StaffActor) => disableTwoFactor(env, actor),
    changePassword: (actor: StaffActor & { sessionId: string }, current: string, next: string) =>
      changePassword(env, actor, current, next),
    isTwoFactorRequired: () => isTwoFactorRequired(db),
    requireTwoFactor: (actor: StaffActor, required: boolean) =>
      requireTwoFactor(deps, actor, required),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
