import { eq, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffAuditLog, staffTokens, staffTwoFactor, staffUsers } from "../database/schema";
import { createLogger } from "./logger";
import { openTestApp, type TestApp } from "../tests/support/test-app";
import {
  actorOf,
  ADMIN,
  ensureAdmin,
  ipHashOf,
  makeStaff,
  SESSION_SECRET,
  signIn,
  STAFF_PASSWORD,
} from "../tests/support/test-staff";
import { queuedEmails } from "../tests/support/test-outbox";

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });
const tokenOf = (url: string) => new URL(url).pathname.split("/").at(-1)!;

describe("staff accounts, invitations and the audit log", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await openTestApp({ services: { secret: SESSION_SECRET } });
    admin = await ensureAdmin(t);
  });
  afterAll(() => t?.database.close());
  const audit = async () => t.database.db.select().from(staffAuditLog).orderBy(staffAuditLog.id);

  it("invites by e-mail and role: a one-time link valid 72 hours, also sent through the outbox", async () => {
    const actor = await actorOf(t, admin);
    const invited = await t.services.staff.accounts.invite(actor, "asha@example.com", "sales");
    if (!invited.ok) throw new Error(invited.message);
    expect(invited.url).toMatch(/^http:\/\/localhost:3000\/staff\/invite\/[A-Za-z0-9_-]{43}$/);
    const [mail] = await queuedEmails(t.database.db, { to: "asha@example.com" });
    expect(mail!.body).toContain(invited.url);
    // The invitee reads who invited them, and as what.
    expect(mail!.body).toContain(`${ADMIN.email} has invited you`);
    expect(mail!.body).toContain("as Sales (quote, custom quote");
    const [link] = await t.database.db
      .select()
      .from(staffTokens)
      .where(eq(staffTokens.userId, invited.id));
    expect((link!.expiresAt.getTime() - link!.createdAt.getTime()) / 3_600_000).toBeCloseTo(72, 1);
    expect(await t.services.staff.accounts.invite(actor, "asha@example.com", "hr")).toMatchObject({
      ok: false,
      field: "email",
    });

    const token = tokenOf(invited.url);
    expect(
      await t.services.staff.accounts.useLink(token, { password: "password1234" }, ipHashOf(t)),
    ).toMatchObject({
      ok: false,
      field: "password",
    });
    expect(
      await t.services.staff.accounts.useLink(token, { password: STAFF_PASSWORD }, ipHashOf(t)),
    ).toMatchObject({ ok: true });
    expect(
      await t.services.staff.accounts.useLink(token, { password: STAFF_PASSWORD }, ipHashOf(t)),
    ).toMatchObject({ ok: false });
    expect(await signIn(t, "asha@example.com", STAFF_PASSWORD)).toBeTruthy();
  });

  it("refuses a link after 72 hours", async () => {
    const actor = await actorOf(t, admin);
    const invited = await t.services.staff.accounts.invite(actor, "late@example.com", "hr");
    if (!invited.ok) throw new Error(invited.message);
    await t.database.db.execute(
      sql`update staff_tokens set expires_at = now() - interval '1 second' where user_id = ${invited.id}`,
    );
    expect(await t.services.staff.accounts.readLink(tokenOf(invited.url))).toBeUndefined();
  });

  it("keeps one active administrator at least", async () => {
    const actor = await actorOf(t, admin);
    expect(await t.services.staff.accounts.changeRole(actor, actor.id, "sales")).toMatchObject({
      ok: false,
    });
    expect(await t.services.staff.accounts.setActive(actor, actor.id, false)).toMatchObject({
      ok: false,
    });
  });

  it("writes an audit row for each action: who, what, which record, when, the address hash", async () => {
    const actor = await actorOf(t, admin);
    const ops = await makeStaff(t, admin, "ops");
    await t.services.staff.accounts.changeRole(actor, ops.id, "hr");
    await t.services.staff.accounts.setActive(actor, ops.id, false);
    await t.services.staff.accounts.setActive(actor, ops.id, true);
    await t.services.staff.accounts.issueNewLink(actor, ops.id);
    await t.services.staff.signIn.withPassword(ADMIN.email, "a wrong password here", ipHashOf(t));
    await t.services.staff.signIn.withPassword(
      "stranger@example.com",
      "a wrong password here",
      ipHashOf(t),
    );
    const rows = await audit();
    const about = (action: string) => rows.filter((r) => r.action === action);
    expect(about("account.bootstrap")).toHaveLength(1);
    for (const action of [
      "account.role-changed",
      "account.deactivated",
      "account.reactivated",
      "account.link-issued",
    ]) {
      expect(about(action).at(-1), action).toMatchObject({
        actorId: actor.id,
        actorEmail: ADMIN.email,
        targetType: "staff",
        targetId: ops.id,
        ipHash: ipHashOf(t),
      });
    }
    expect(about("account.role-changed").at(-1)!.detail).toEqual({ from: "ops", to: "hr" });
    expect(about("account.invited").at(-1)).toMatchObject({
      targetId: ops.id,
      detail: { role: "ops" },
    });
    expect(about("invitation.accepted").at(-1)).toMatchObject({ actorId: ops.id });
    expect(about("sign-in").length).toBeGreaterThan(0);
    const failed = about("sign-in.failed");
    expect(failed.at(-2)).toMatchObject({ actorId: actor.id, detail: { reason: "password" } });
    // An unknown address is not written down: it could be a password typed in the wrong field.
    expect(failed.at(-1)).toMatchObject({
      actorId: null,
      actorEmail: null,
      detail: { reason: "unknown account" },
    });
    expect(JSON.stringify(rows)).not.toContain("stranger@example.com");
    expect(JSON.stringify(rows)).not.toContain("a wrong password here");
    for (const row of rows) expect(row.at).toBeInstanceOf(Date);
  });

  it("keeps the audit log append-only: no row changes, none goes before a year", async () => {
    await expect(t.database.db.update(staffAuditLog).set({ action: "changed" })).rejects.toThrow();
    await expect(t.database.db.delete(staffAuditLog)).rejects.toThrow();
    expect((await audit()).some((r) => r.action === "changed")).toBe(false);
  });

  it("lists the audit log filtered and paged", async () => {
    const actor = await actorOf(t, admin);
    const page = await t.services.staff.audit.list({
      action: "account.deactivated",
      actorId: actor.id,
    });
    expect(page.rows.every((r) => r.action === "account.deactivated")).toBe(true);
    expect(page.total).toBe(page.rows.length);
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.services.staff.audit.list({ from: today, to: today })).total).toBeGreaterThan(
      5,
    );
    expect((await t.services.staff.audit.list({ to: "2000-01-01" })).total).toBe(0);
  });

  it("enrols two-factor with a code from the secret, then asks for a code at sign-in", async () => {
    const hr = await makeStaff(t, admin, "hr");
    const user = (await t.services.staff.sessions.read(hr.token))!.user;
    const enrolment = await t.services.staff.twoFactor.begin(user);
    expect(enrolment!.uri).toContain(`secret=${enrolment!.secret}`);
    expect(enrolment!.qrSvg).toMatch(/^<svg/);
    const [stored] = await t.database.db
      .select()
      .from(staffTwoFactor)
      .where(eq(staffTwoFactor.userId, hr.id));
    expect(stored!.secretEncrypted).not.toContain(enrolment!.secret);
    expect(await t.services.staff.twoFactor.confirm(hr.id, "000000")).toBeUndefined();
    const codes = await t.services.staff.twoFactor.confirm(hr.id, codeAt(enrolment!.secret));
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const first = await t.services.staff.signIn.withPassword(hr.email, STAFF_PASSWORD, ipHashOf(t));
    if (first.status !== "code-needed") throw new Error(first.status);
    // A session waiting for its code opens nothing.
    expect((await t.services.staff.sessions.read(first.token))!.verified).toBe(false);
    // One code, used twice below: computing it again could cross into the next 30 s step.
    const code = codeAt(enrolment!.secret, Date.now() + 30_000);
    const done = await t.services.staff.signIn.withCode(first.token, code, ipHashOf(t));
    expect(done.status).toBe("signed-in");
    expect(await t.services.staff.sessions.read(first.token)).toBeUndefined();

    // The same code twice is refused; a recovery code works once.
    const second = await t.services.staff.signIn.withPassword(
      hr.email,
      STAFF_PASSWORD,
      ipHashOf(t),
    );
    if (second.status !== "code-needed") throw new Error(second.status);
    expect((await t.services.staff.signIn.withCode(second.token, code, ipHashOf(t))).status).toBe(
      "failed",
    );
    expect(
      (await t.services.staff.signIn.withCode(second.token, codes![0]!.toUpperCase(), ipHashOf(t)))
        .status,
    ).toBe("signed-in");
    const third = await t.services.staff.signIn.withPassword(hr.email, STAFF_PASSWORD, ipHashOf(t));
    if (third.status !== "code-needed") throw new Error(third.status);
    expect(
      (await t.services.staff.signIn.withCode(third.token, codes![0]!, ipHashOf(t))).status,
    ).toBe("failed");
  });

  it("sends an account without two-factor to enrol first when an admin requires it", async () => {
    const actor = await actorOf(t, admin);
    const sales = await makeStaff(t, admin, "sales");
    expect(await t.services.staff.mustEnrol(sales.id)).toBe(false);
    expect(await t.services.staff.accounts.requireTwoFactor(actor, true)).toEqual({ ok: true });
    expect(await t.services.staff.mustEnrol(sales.id)).toBe(true);
    await t.services.staff.accounts.requireTwoFactor(actor, false);
  });
});

describe("staff console without SESSION_SECRET", () => {
  it("refuses two-factor enrolment (no stable key to seal the secret) and logs a setup link when no admin is configured", async () => {
    const t = await openTestApp({ services: { logger: createLogger("silent") } });
    try {
      expect(t.services.staff.twoFactor.available).toBe(false);
      await t.services.staff.accounts.ensureFirstAdmin({});
      const [link] = await t.database.db.select().from(staffTokens);
      expect(link).toMatchObject({ purpose: "setup", userId: null });
      expect(await t.database.db.select().from(staffUsers)).toHaveLength(0);
    } finally {
      await t.database.close();
    }
  });
});
