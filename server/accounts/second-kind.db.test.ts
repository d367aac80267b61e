/**
 * A second kind of account is a configuration of the module
 * (docs/decisions/037-accounts-module.md): a business's people with roles of
 * their own, tables of their own (made here by the test, in the test
 * database) and a cookie of their own, beside the staff console's.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { ensureAdmin, SESSION_SECRET } from "../../tests/support/test-staff";
import { changeRole, setActive } from "./changes";
import { inviteAccount, redeemLink } from "./invitations";
import type { AccountKind, AuditEntry, KindEnv } from "./kind";
import { LOCK_FAILURES, LOCK_WINDOW_MS } from "./lockout";
import { createSecretBox } from "./secret-box";
import { readSession, readSessionCookie } from "./sessions";
import { signInWithCode, signInWithPassword } from "./sign-in";
import { beginEnrolment, confirmEnrolment } from "./two-factor";

const stamp = (name: string) => timestamp(name, { withTimezone: true });
const people = pgTable("test_business_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  businessId: uuid("business_id").notNull(),
  email: text("email").notNull().unique(),
  name: text("name").notNull().default(""),
  role: text("role").notNull(),
  passwordHash: text("password_hash"),
  active: boolean("active").notNull().default(true),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});
const tables = {
  users: people,
  sessions: pgTable("test_business_sessions", {
    id: text("id").primaryKey(),
    userId: uuid("user_id").notNull(),
    verified: boolean("verified").notNull(),
    createdAt: stamp("created_at").notNull().defaultNow(),
    lastSeenAt: stamp("last_seen_at").notNull().defaultNow(),
    expiresAt: stamp("expires_at").notNull(),
  }),
  tokens: pgTable("test_business_tokens", {
    id: text("id").primaryKey(),
    purpose: text("purpose").notNull(),
    userId: uuid("user_id"),
    createdBy: uuid("created_by"),
    expiresAt: stamp("expires_at").notNull(),
    usedAt: stamp("used_at"),
  }),
  twoFactor: pgTable("test_business_two_factor", {
    userId: uuid("user_id").primaryKey(),
    secretEncrypted: text("secret_encrypted").notNull(),
    confirmedAt: stamp("confirmed_at"),
    lastUsedStep: integer("last_used_step"),
  }),
  recoveryCodes: pgTable("test_business_recovery_codes", {
    userId: uuid("user_id").notNull(),
    codeHash: text("code_hash").notNull(),
  }),
  signInFailures: pgTable("test_business_sign_in_failures", {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    createdAt: stamp("created_at").notNull().defaultNow(),
  }),
};

const CREATE_TABLES = [
  sql`create table test_business_users (id uuid primary key default gen_random_uuid(),
    business_id uuid not null, email text not null unique, name text not null default '',
    role text not null, password_hash text, active boolean not null default true,
    updated_at timestamptz not null default now())`,
  sql`create table test_business_sessions (id text primary key, user_id uuid not null
    references test_business_users(id) on delete cascade, verified boolean not null,
    created_at timestamptz not null default now(), last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null)`,
  sql`create table test_business_tokens (id text primary key, purpose text not null,
    user_id uuid references test_business_users(id) on delete cascade, created_by uuid,
    expires_at timestamptz not null, used_at timestamptz)`,
  sql`create table test_business_two_factor (user_id uuid primary key
    references test_business_users(id) on delete cascade, secret_encrypted text not null,
    confirmed_at timestamptz, last_used_step integer)`,
  sql`create table test_business_recovery_codes (user_id uuid not null
    references test_business_users(id) on delete cascade, code_hash text not null)`,
  sql`create table test_business_sign_in_failures (id serial primary key, key text not null,
    created_at timestamptz not null default now())`,
];

const BUSINESS_ROLES = ["owner", "booker", "viewer"] as const;
type BusinessRole = (typeof BUSINESS_ROLES)[number];

const audited: AuditEntry[] = [];
const kind: AccountKind<BusinessRole> = {
  name: "business-user",
  tables,
  cookieName: "sil_business",
  roles: BUSINESS_ROLES,
  isRole: (value): value is BusinessRole => BUSINESS_ROLES.some((role) => role === value),
  lastHolder: { role: "owner", groupBy: people.businessId },
  displayName: (user) => user.name || user.email,
  audit: { record: async (entry) => void audited.push(entry) },
  linkPath: (purpose, token) => `/business/${purpose}/${token}`,
  linkEmail: (to, purpose, url, { role, by }) => ({
    to,
    subject: `Your business account (${purpose})`,
    body: `${by} invites you as ${role}: ${url}`,
  }),
  totpIssuer: "SIL business",
  texts: {
    signInFailed: "Wrong e-mail address or password.",
    codeFailed: "Wrong code.",
    locked: "Locked: wait 15 minutes.",
    proofFailed: "Not your password.",
    signInTimedOut: "Sign in again.",
    linkExpired: "This link has expired.",
    linkUsed: "This link was used.",
    firstAccountExists: "There is an account already.",
    emailNeeded: "Enter an e-mail address.",
    emailTaken: "That address has an account.",
    noSuchAccount: "No such person.",
    notActive: "Not active.",
    cannotDeactivateSelf: "Not yourself.",
    currentPasswordWrong: "Wrong current password.",
    lastHolder: "A business keeps at least one active owner.",
    confirmOwnRole: "Tick the box to stop being an owner.",
    twoFactorUnavailable: "No SESSION_SECRET.",
  },
};

const PASSWORD = "eleven quiet harbours";
const IP = "ip-hash-of-the-test";
const tokenOf = (url: string) => new URL(url).pathname.split("/").at(-1) ?? "";
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });
const withCookie = (cookie: string) =>
  new Request("http://localhost/business", { headers: { Cookie: cookie } });

describe("a second kind of account: a business's people", () => {
  let t: TestApp;
  let env: KindEnv<BusinessRole>;
  let clock = Date.parse("2026-03-02T09:00:00Z");
  const business = randomUUID();
  const founder = {
    id: randomUUID(),
    email: "sales@sil.example",
    role: "owner" as const,
    ipHash: IP,
  };

  beforeAll(async () => {
    t = await openTestApp({ services: { secret: SESSION_SECRET } });
    for (const statement of CREATE_TABLES) await t.database.db.execute(statement);
    env = {
      kind,
      db: t.database.db,
      now: () => new Date(clock),
      siteUrl: "http://localhost",
      box: createSecretBox("business-tests-secret"),
    };
  });
  afterAll(() => t?.database.close());

  /** Invites `email` into the business as `role` and sets the password through the link. */
  async function join(email: string, role: BusinessRole, businessId = business) {
    const invited = await inviteAccount(env, founder, { email, role, name: "" }, "Sales", {
      businessId,
    });
    if (!invited.ok) throw new Error(invited.message);
    const used = await redeemLink(env, tokenOf(invited.url), { password: PASSWORD }, IP);
    if (!used.ok) throw new Error(used.message);
    return { id: invited.id, url: invited.url, user: used.user };
  }

  it("invites a person, who sets a password through the link and signs in", async () => {
    const { id, url, user } = await join("owner@traders.example", "owner");
    expect(url).toMatch(/^http:\/\/localhost\/business\/invite\/[\w-]{43}$/);
    expect(user).toEqual({
      id,
      email: "owner@traders.example",
      name: "owner@traders.example",
      role: "owner",
    });
    expect(await redeemLink(env, tokenOf(url), { password: PASSWORD }, IP)).toMatchObject({
      ok: false,
      message: kind.texts.linkExpired,
    });

    const outcome = await signInWithPassword(env, "owner@traders.example", PASSWORD, IP);
    expect(outcome.status).toBe("signed-in");
    if (outcome.status !== "signed-in") return;
    const session = await readSession(env, outcome.token);
    expect(session).toMatchObject({ verified: true, user: { id, role: "owner" } });
    expect(audited.map((e) => e.action)).toEqual([
      "account.invited",
      "invitation.accepted",
      "sign-in",
    ]);
    expect(audited[0]?.target).toEqual({ type: "business-user", id });
  });

  it("locks the account for 15 minutes after 5 failures, even with the right password", async () => {
    await join("booker@traders.example", "booker");
    for (let i = 0; i < LOCK_FAILURES; i++) {
      const failed = await signInWithPassword(env, "booker@traders.example", "not it at all", IP);
      expect(failed).toEqual({ status: "failed", message: kind.texts.signInFailed });
    }
    expect(await signInWithPassword(env, "booker@traders.example", PASSWORD, IP)).toEqual({
      status: "locked",
      message: kind.texts.locked,
    });
    clock += LOCK_WINDOW_MS + 1_000;
    expect((await signInWithPassword(env, "booker@traders.example", PASSWORD, IP)).status).toBe(
      "signed-in",
    );
  });

  it("enrols TOTP, then asks for a code at sign-in", async () => {
    const { id } = await join("viewer@traders.example", "viewer");
    const enrolment = await beginEnrolment(env, { id, email: "viewer@traders.example" });
    if (!enrolment) throw new Error("no enrolment");
    expect(enrolment.uri).toContain("issuer=SIL%20business");
    const codes = await confirmEnrolment(env, id, codeAt(enrolment.secret, clock));
    expect(codes).toHaveLength(10);

    clock += 60_000;
    const first = await signInWithPassword(env, "viewer@traders.example", PASSWORD, IP);
    expect(first.status).toBe("code-needed");
    if (first.status !== "code-needed") return;
    const second = await signInWithCode(env, first.token, codeAt(enrolment.secret, clock), IP);
    expect(second.status).toBe("signed-in");
  });

  it("keeps one active owner per business; another business's owner does not count", async () => {
    const other = randomUUID();
    const owner = await join("only-owner@other.example", "owner", other);
    const actor = { id: owner.id, email: owner.user.email, role: "owner" as const, ipHash: IP };
    const confirmed = { confirmed: true };
    expect(await changeRole(env, actor, owner.id, "viewer", confirmed)).toEqual({
      ok: false,
      field: "role",
      message: kind.texts.lastHolder,
    });
    expect(await setActive(env, founder, owner.id, false)).toEqual({
      ok: false,
      message: kind.texts.lastHolder,
    });
    await join("second-owner@other.example", "owner", other);
    expect(await changeRole(env, actor, owner.id, "viewer", confirmed)).toEqual({ ok: true });
  });

  it("a business session never opens the staff console, nor a staff session the business pages", async () => {
    const signedIn = await signInWithPassword(env, "owner@traders.example", PASSWORD, IP);
    if (signedIn.status !== "signed-in") throw new Error(signedIn.status);
    const staffToken = await ensureAdmin(t);
    const staff = t.services.staff;

    // Each kind reads only its own cookie...
    const businessCookie = withCookie(`sil_business=${signedIn.token}`);
    expect(staff.sessionToken(businessCookie)).toBeUndefined();
    expect(await staff.sessionOf(businessCookie)).toBeUndefined();
    const staffCookie = withCookie(`sil_staff=${staffToken}`);
    expect(readSessionCookie(kind.cookieName, staffCookie)).toBeUndefined();
    expect(await staff.sessionOf(staffCookie)).toMatchObject({ verified: true });

    // ...and a token in the other kind's cookie opens nothing: its session is in another table.
    expect(await staff.sessionOf(withCookie(`sil_staff=${signedIn.token}`))).toBeUndefined();
    expect(await readSession(env, staffToken)).toBeUndefined();
    expect(await readSession(env, signedIn.token)).toMatchObject({ user: { role: "owner" } });
  });
});
