/**
 * Staff accounts: the first admin, invitations and
 * new-password links (one-time, 72 hours), roles, deactivation, passwords.
 * Every change is written to the audit log in the same transaction.
 */
import { and, asc, count, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { appMeta, staffTokens, staffUsers } from "../../../database/schema";
import { mayOpen, roleInfo, staffPages, type StaffActor, type StaffRole } from "@core/staff-access";
import { company } from "@core/content/company";
import { staffName } from "@core/content/staff-work";
import type { Logger } from "../../logger";
import { enqueueEmails } from "../outbox";
import { byActor, type AuditLog } from "./audit";
import { hashPassword, verifyPassword, weakPasswordReason } from "./passwords";
import type { SessionStore, StaffUser } from "./sessions";
import type { TwoFactor } from "./two-factor";
import { hashToken, newToken } from "./tokens";

export const LINK_VALID_MS = 72 * 60 * 60_000;
const REQUIRE_TWO_FACTOR_KEY = "staff.require_two_factor";

export type TokenPurpose = "invite" | "reset" | "setup";
export type Refusal = { ok: false; field?: string; message: string };

export const LAST_ADMIN_MESSAGE =
  "This is the last administrator who can sign in: make someone else an administrator (and let them set their password) first.";
export const CONFIRM_OWN_ROLE_MESSAGE =
  "You are lowering your own role: you will no longer manage staff accounts. Tick the box to confirm.";

type Deps = {
  db: Database;
  audit: AuditLog;
  sessions: SessionStore;
  twoFactor: TwoFactor;
  siteUrl: string;
  logger: Logger;
  now: () => Date;
};

/**
 * The one way the console names a colleague: the account's
 * name, or its e-mail address for an account made before names existed.
 */
export function staffDisplayName(user: { name: string; email: string }): string {
  return staffName(user);
}

/** What the console shows for a staff id it no longer knows. */
export const FORMER_COLLEAGUE = "a former colleague";

export const linkPath = (purpose: TokenPurpose, token: string) =>
  `/staff/${purpose === "setup" ? "setup" : "invite"}/${token}`;

export function createAccounts({ db, audit, sessions, twoFactor, siteUrl, logger, now }: Deps) {
  const by = byActor;

  async function issueLink(
    tx: Pick<Database, "insert">,
    purpose: TokenPurpose,
    userId: string | null,
    createdBy: string | null,
  ) {
    const token = newToken();
    await tx.insert(staffTokens).values({
      id: hashToken(token),
      purpose,
      userId,
      createdBy,
      expiresAt: new Date(now().getTime() + LINK_VALID_MS),
    });
    return token;
  }

  /**
   * The e-mail carrying a one-time link. An invitation names the role and who
   * sent it, so the invitee can tell a real one from a lure and knows whom to ask.
   */
  function linkEmail(
    to: string,
    purpose: "invite" | "reset",
    token: string,
    invitation: { role: StaffRole; by: string },
  ) {
    const url = new URL(linkPath(purpose, token), siteUrl).href;
    const what =
      purpose === "invite"
        ? `${invitation.by} has invited you to the ${company.name} staff console as ${roleInfo[invitation.role].label} (${roleInfo[invitation.role].may}).`
        : `A new password was requested for your ${company.name} staff account.`;
    return {
      to,
      subject:
        purpose === "invite"
          ? `Your staff account at ${company.shortName}`
          : `Set a new password - ${company.shortName} staff`,
      body: `${what}\n\nChoose your password here (the link works once, for 72 hours):\n${url}\n\nIf you did not expect this e-mail, tell your administrator.`,
    };
  }

  /**
   * The administrators who can sign in (active, with a password), their rows
   * locked until the transaction ends, so two admins demoting each other at
   * once cannot both pass. An invited admin who never set a password does not
   * count: they cannot bring the console back.
   */
  async function lockSigningAdmins(tx: Pick<Database, "select">) {
    return tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(
        and(
          eq(staffUsers.role, "admin"),
          eq(staffUsers.active, true),
          isNotNull(staffUsers.passwordHash),
        ),
      )
      .for("update");
  }

  /** True when `user` is the one administrator left who can sign in. */
  async function isLastAdmin(
    tx: Pick<Database, "select">,
    user: { id: string; role: string; active: boolean; passwordHash: string | null },
  ) {
    if (user.role !== "admin" || !user.active || user.passwordHash === null) return false;
    const admins = await lockSigningAdmins(tx);
    return admins.length <= 1 && admins.some((a) => a.id === user.id);
  }

  async function findUser(id: string) {
    const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
    return user;
  }

  /** The admin sending a link, by the name colleagues know them by ("Priya Nair (priya@…)"). */
  async function inviterName(actor: StaffActor) {
    const user = await findUser(actor.id);
    const name = user?.name.trim();
    return name ? `${name} (${actor.email})` : actor.email;
  }

  return {
    async hasAny(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(staffUsers);
      return (row?.n ?? 0) > 0;
    },

    /**
     * At start (CONTRACT.md "first account"): with no account, the admin of
     * STAFF_ADMIN_EMAIL/PASSWORD, or else a one-time setup link in the log.
     */
    async ensureFirstAdmin(admin: { email?: string; password?: string }) {
      if (await this.hasAny()) return;
      if (admin.email && admin.password) {
        const email = admin.email.trim().toLowerCase();
        const passwordHash = await hashPassword(admin.password);
        const created = await db.transaction(async (tx) => {
          const rows = await tx
            .insert(staffUsers)
            .values({ email, role: "admin", passwordHash })
            .onConflictDoNothing()
            .returning({ id: staffUsers.id });
          if (rows[0])
            await audit.record(
              {
                action: "account.bootstrap",
                target: { type: "staff", id: rows[0].id },
                detail: { role: "admin" },
                ipHash: "",
              },
              tx,
            );
          return rows.length > 0;
        });
        if (created) logger.info({ email }, "first staff admin created from STAFF_ADMIN_EMAIL");
        return;
      }
      const token = await issueLink(db, "setup", null, null);
      logger.warn(
        { url: new URL(linkPath("setup", token), siteUrl).href },
        "no staff account yet: open this one-time link (72 hours) to create the first admin",
      );
    },

    /** The account and purpose of a live one-time link. */
    async readLink(token: string) {
      const [link] = await db
        .select()
        .from(staffTokens)
        .where(
          and(
            eq(staffTokens.id, hashToken(token)),
            isNull(staffTokens.usedAt),
            gt(staffTokens.expiresAt, now()),
          ),
        );
      if (!link) return undefined;
      if (link.purpose === "setup")
        return (await this.hasAny()) ? undefined : { purpose: "setup" as const, user: undefined };
      const user = link.userId ? await findUser(link.userId) : undefined;
      if (!user?.active) return undefined;
      return {
        purpose: link.purpose as "invite" | "reset",
        user: { id: user.id, email: user.email, name: user.name, role: user.role as StaffRole },
      };
    },

    /**
     * Spends a one-time link: sets the password (and for setup creates the
     * admin). Ends the account's other sessions. Answers the account.
     */
    async useLink(
      token: string,
      input: { password: string; email?: string; name?: string },
      ipHash: string,
    ): Promise<{ ok: true; user: StaffUser } | Refusal> {
      const link = await this.readLink(token);
      if (!link)
        return {
          ok: false,
          message:
            "This link has expired or has already been used. Ask an administrator for a new one.",
        };
      const email = link.user?.email ?? input.email;
      const weak = weakPasswordReason(input.password, email);
      if (weak) return { ok: false, field: "password", message: weak };
      const passwordHash = await hashPassword(input.password);
      const outcome = await db.transaction(async (tx) => {
        const spent = await tx
          .update(staffTokens)
          .set({ usedAt: now() })
          .where(and(eq(staffTokens.id, hashToken(token)), isNull(staffTokens.usedAt)))
          .returning({ id: staffTokens.id });
        if (!spent.length)
          return { ok: false, message: "This link has already been used." } as Refusal;
        let user: StaffUser;
        if (link.purpose === "setup") {
          const [existing] = await tx.select({ n: count() }).from(staffUsers);
          if ((existing?.n ?? 0) > 0)
            return { ok: false, message: "The first admin already exists." } as Refusal;
          const [created] = await tx
            .insert(staffUsers)
            .values({ email: email!, name: input.name ?? "", role: "admin", passwordHash })
            .returning();
          user = {
            id: created!.id,
            email: created!.email,
            name: staffDisplayName(created!),
            role: "admin",
          };
        } else {
          const name = input.name ?? link.user!.name;
          user = { ...link.user!, name: staffDisplayName({ name, email: link.user!.email }) };
          await tx
            .update(staffUsers)
            .set({ passwordHash, name, updatedAt: now() })
            .where(eq(staffUsers.id, user.id));
        }
        const action = {
          setup: "account.setup",
          invite: "invitation.accepted",
          reset: "password.reset",
        }[link.purpose];
        await audit.record(
          { actor: user, action, target: { type: "staff", id: user.id }, ipHash },
          tx,
        );
        return { ok: true as const, user };
      });
      // Outside the transaction: the embedded database has one connection.
      if (outcome.ok) await sessions.endAll(outcome.user.id);
      return outcome;
    },

    /** Every account, by display name; `name` as typed, `displayName` as the console shows it. */
    async list() {
      const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.email));
      const listed = await Promise.all(
        rows.map(async (u) => ({
          id: u.id,
          email: u.email,
          name: u.name,
          displayName: staffDisplayName(u),
          role: u.role as StaffRole,
          active: u.active,
          invited: u.passwordHash === null,
          twoFactor: await twoFactor.isEnrolled(u.id),
          createdAt: u.createdAt.toISOString(),
        })),
      );
      return listed.sort((a, b) => a.displayName.localeCompare(b.displayName, "en"));
    },

    /**
     * Staff ids to the names the console shows: every
     * account when `ids` is left out. An id of no account is absent; show
     * FORMER_COLLEAGUE for it.
     */
    async displayNames(ids?: Iterable<string | null | undefined>): Promise<Map<string, string>> {
      const wanted = ids
        ? [...new Set([...ids].filter((id): id is string => typeof id === "string"))]
        : undefined;
      if (wanted && wanted.length === 0) return new Map();
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      const valid = wanted?.filter((id) => uuid.test(id));
      if (valid && valid.length === 0) return new Map();
      const rows = await db
        .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
        .from(staffUsers)
        .where(valid ? inArray(staffUsers.id, valid) : undefined);
      return new Map(rows.map((r) => [r.id, staffDisplayName(r)]));
    },

    /** One account's name as typed (empty when it has none) and as shown. */
    async nameOf(id: string): Promise<{ name: string; displayName: string } | undefined> {
      const user = await findUser(id);
      return user && { name: user.name, displayName: staffDisplayName(user) };
    },

    /** Changes an account's name: one's own, or anyone's by an admin (the page checks which). */
    async rename(actor: StaffActor, userId: string, name: string): Promise<{ ok: true } | Refusal> {
      const user = await findUser(userId);
      if (!user) return { ok: false, message: "No such account." };
      if (user.name === name) return { ok: true };
      await db.transaction(async (tx) => {
        await tx
          .update(staffUsers)
          .set({ name, updatedAt: now() })
          .where(eq(staffUsers.id, userId));
        // The names are not written down: the log names people through their ids.
        await audit.record(
          { ...by(actor), action: "account.renamed", target: { type: "staff", id: userId } },
          tx,
        );
      });
      return { ok: true };
    },

    /** Creates the account and its invitation; answers the link to show the admin. */
    async invite(
      actor: StaffActor,
      email: string,
      role: StaffRole,
      name = "",
    ): Promise<{ ok: true; url: string; id: string } | Refusal> {
      // Read before the transaction: on the embedded database a read outside it would wait for it.
      const inviter = await inviterName(actor);
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(staffUsers)
          .values({ email, role, name })
          .onConflictDoNothing()
          .returning();
        if (!user)
          return {
            ok: false,
            field: "email",
            message: "There is already an account with this e-mail address.",
          } as Refusal;
        const token = await issueLink(tx, "invite", user.id, actor.id);
        await enqueueEmails(tx, [linkEmail(email, "invite", token, { role, by: inviter })]);
        await audit.record(
          {
            ...by(actor),
            action: "account.invited",
            target: { type: "staff", id: user.id },
            detail: { role },
          },
          tx,
        );
        return {
          ok: true as const,
          id: user.id,
          url: new URL(linkPath("invite", token), siteUrl).href,
        };
      });
    },

    /** A new one-time link for someone who forgot their password (or an invitation sent again). */
    async issueNewLink(
      actor: StaffActor,
      userId: string,
    ): Promise<{ ok: true; url: string } | Refusal> {
      const user = await findUser(userId);
      if (!user?.active) return { ok: false, message: "That account is not active." };
      const purpose = user.passwordHash === null ? "invite" : "reset";
      const invitation = { role: user.role as StaffRole, by: await inviterName(actor) };
      return db.transaction(async (tx) => {
        const token = await issueLink(tx, purpose, user.id, actor.id);
        await enqueueEmails(tx, [linkEmail(user.email, purpose, token, invitation)]);
        await audit.record(
          {
            ...by(actor),
            action: "account.link-issued",
            target: { type: "staff", id: user.id },
            detail: { purpose },
          },
          tx,
        );
        return { ok: true as const, url: new URL(linkPath(purpose, token), siteUrl).href };
      });
    },

    /**
     * An admin lowering their own role must confirm it (`confirmed`); the last
     * administrator who can sign in keeps the role.
     */
    async changeRole(
      actor: StaffActor,
      userId: string,
      role: StaffRole,
      { confirmed = false }: { confirmed?: boolean } = {},
    ): Promise<{ ok: true } | Refusal> {
      const user = await findUser(userId);
      if (!user) return { ok: false, message: "No such account." };
      if (user.role === role) return { ok: true };
      if (user.id === actor.id && user.role === "admin" && !confirmed)
        return { ok: false, field: "confirm", message: CONFIRM_OWN_ROLE_MESSAGE };
      return db.transaction(async (tx) => {
        if (await isLastAdmin(tx, user))
          return { ok: false, field: "role", message: LAST_ADMIN_MESSAGE } as Refusal;
        // A grievance officer who can no longer open tickets stops receiving escalations.
        const officerCleared = user.grievanceOfficer && !mayOpen(role, staffPages.tickets);
        await tx
          .update(staffUsers)
          .set({ role, updatedAt: now(), ...(officerCleared && { grievanceOfficer: false }) })
          .where(eq(staffUsers.id, userId));
        await audit.record(
          {
            ...by(actor),
            action: "account.role-changed",
            target: { type: "staff", id: userId },
            detail: {
              from: user.role,
              to: role,
              ...(officerCleared && { grievanceOfficerCleared: true }),
            },
          },
          tx,
        );
        return { ok: true as const };
      });
    },

    /** Deactivating ends the account's sessions at once. */
    async setActive(
      actor: StaffActor,
      userId: string,
      active: boolean,
    ): Promise<{ ok: true } | Refusal> {
      const user = await findUser(userId);
      if (!user) return { ok: false, message: "No such account." };
      if (!active && user.id === actor.id)
        return { ok: false, message: "You cannot deactivate your own account." };
      const outcome = await db.transaction(async (tx) => {
        if (!active && (await isLastAdmin(tx, user)))
          return { ok: false, message: LAST_ADMIN_MESSAGE } as Refusal;
        // A deactivated grievance officer receives nothing: the mark goes, so the
        // accounts page says there is no officer instead of naming one who cannot answer.
        const officerCleared = !active && user.grievanceOfficer;
        await tx
          .update(staffUsers)
          .set({ active, updatedAt: now(), ...(officerCleared && { grievanceOfficer: false }) })
          .where(eq(staffUsers.id, userId));
        await audit.record(
          {
            ...by(actor),
            action: active ? "account.reactivated" : "account.deactivated",
            target: { type: "staff", id: userId },
            ...(officerCleared && { detail: { grievanceOfficerCleared: true } }),
          },
          tx,
        );
        return { ok: true as const };
      });
      if (!outcome.ok) return outcome;
      // The guard also refuses a deactivated account's session; deleting them ends them for good.
      if (!active) await sessions.endAll(userId);
      return { ok: true };
    },

    /** For someone who lost their phone and recovery codes: they enrol again at the next sign-in. */
    async resetTwoFactor(actor: StaffActor, userId: string) {
      await twoFactor.remove(userId);
      await sessions.endAll(userId);
      await audit.record({
        ...by(actor),
        action: "two-factor.reset",
        target: { type: "staff", id: userId },
      });
    },

    /** Confirms one's own enrolment with a first code; answers the recovery codes, once. */
    async enableTwoFactor(actor: StaffActor, code: string): Promise<string[] | undefined> {
      const codes = await twoFactor.confirm(actor.id, code);
      if (codes)
        await audit.record({
          ...by(actor),
          action: "two-factor.enabled",
          target: { type: "staff", id: actor.id },
        });
      return codes;
    },

    /** Turns one's own two-factor sign-in off (the page has checked the password or a code). */
    async disableTwoFactor(actor: StaffActor) {
      await twoFactor.remove(actor.id);
      await audit.record({
        ...by(actor),
        action: "two-factor.disabled",
        target: { type: "staff", id: actor.id },
      });
    },

    /** Changes one's own password; the other sessions of the account end. */
    async changePassword(
      actor: StaffActor & { sessionId: string },
      current: string,
      next: string,
    ): Promise<{ ok: true } | Refusal> {
      const user = await findUser(actor.id);
      if (!user?.passwordHash || !(await verifyPassword(current, user.passwordHash)))
        return { ok: false, field: "current", message: "Your current password is not right." };
      const weak = weakPasswordReason(next, user.email);
      if (weak) return { ok: false, field: "password", message: weak };
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx
          .update(staffUsers)
          .set({ passwordHash, updatedAt: now() })
          .where(eq(staffUsers.id, user.id));
        await audit.record(
          { ...by(actor), action: "password.changed", target: { type: "staff", id: user.id } },
          tx,
        );
      });
      await sessions.endAll(user.id, actor.sessionId);
      return { ok: true };
    },

    async isTwoFactorRequired(): Promise<boolean> {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, REQUIRE_TWO_FACTOR_KEY));
      return row?.value === "true";
    },

    async requireTwoFactor(actor: StaffActor, required: boolean): Promise<{ ok: true } | Refusal> {
      if (required && !twoFactor.available)
        return {
          ok: false,
          message:
            "Two-factor sign-in needs SESSION_SECRET to be set on the server (README, Staff console).",
        };
      await db.transaction(async (tx) => {
        await tx
          .insert(appMeta)
          .values({ key: REQUIRE_TWO_FACTOR_KEY, value: String(required) })
          .onConflictDoUpdate({
            target: appMeta.key,
            set: { value: String(required), updatedAt: now() },
          });
        await audit.record(
          { ...by(actor), action: required ? "two-factor.required" : "two-factor.optional" },
          tx,
        );
      });
      return { ok: true };
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
