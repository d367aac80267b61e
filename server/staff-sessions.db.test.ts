import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffSessions, staffUsers } from "../database/schema";
import { hashToken } from "./accounts/tokens";
import { openTestApp, type TestApp } from "../tests/support/test-app";
import {
  actorOf,
  ADMIN,
  ensureAdmin,
  ipHashOf,
  makeStaff,
  signIn,
  STAFF_PASSWORD,
} from "../tests/support/test-staff";

/** Staff sessions and sign-in, on the real services and database (docs/decisions/018-staff-sessions-and-passwords.md). */
describe("staff sessions", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await openTestApp();
    admin = await ensureAdmin(t);
  });
  afterAll(() => t?.database.close());
  const read = (token: string) => t.services.staff.sessions.read(token);
  const age = (token: string, column: "last_seen_at" | "expires_at", by: string) =>
    t.database.db.execute(
      sql`update staff_sessions set ${sql.raw(column)} = ${sql.raw(column)} - ${by}::interval where id = ${hashToken(token)}`,
    );

  it("stores the first admin with a hash, never the password", async () => {
    const [row] = await t.database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, ADMIN.email));
    expect(row).toMatchObject({ role: "admin", active: true });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(ADMIN.password);
  });

  it("keeps only the hash of the cookie's token", async () => {
    const token = await signIn(t, ADMIN.email, ADMIN.password);
    const rows = await t.database.db.select().from(staffSessions);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.some((r) => r.id === hashToken(token))).toBe(true);
  });

  it("ends a session idle for 12 hours", async () => {
    const token = await signIn(t, ADMIN.email, ADMIN.password);
    await age(token, "last_seen_at", "11 hours 58 minutes");
    expect(await read(token)).toBeDefined();
    await age(token, "last_seen_at", "12 hours 1 minute");
    expect(await read(token)).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.id, hashToken(token))),
    ).toHaveLength(0);
  });

  it("ends a session 7 days after sign-in, however busy", async () => {
    const token = await signIn(t, ADMIN.email, ADMIN.password);
    const [row] = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.id, hashToken(token)));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(7);
    await age(token, "expires_at", "7 days");
    expect(await read(token)).toBeUndefined();
  });

  it("revokes at once: sign-out ends one session, sign-out everywhere all of them", async () => {
    const one = await signIn(t, ADMIN.email, ADMIN.password);
    const two = await signIn(t, ADMIN.email, ADMIN.password);
    const session = (await read(one))!;
    await t.services.staff.signIn.signOut(session, false, ipHashOf(t));
    expect(await read(one)).toBeUndefined();
    expect(await read(two)).toBeDefined();
    await t.services.staff.signIn.signOut((await read(two))!, true, ipHashOf(t));
    expect(await read(two)).toBeUndefined();
    expect(await read(admin)).toBeUndefined();
    admin = await signIn(t, ADMIN.email, ADMIN.password);
  });

  it("refuses a deactivated account's session and its sign-in, and lets it in again when reactivated", async () => {
    const sales = await makeStaff(t, admin, "sales");
    expect(await read(sales.token)).toBeDefined();
    const actor = await actorOf(t, admin);
    expect(await t.services.staff.accounts.setActive(actor, sales.id, false)).toEqual({ ok: true });
    expect(await read(sales.token)).toBeUndefined();
    const again = await t.services.staff.signIn.withPassword(
      sales.email,
      STAFF_PASSWORD,
      ipHashOf(t, "203.0.113.50"),
    );
    expect(again.status).toBe("failed");
    // The session row is gone too, not merely refused while the account is inactive.
    await t.services.staff.accounts.setActive(actor, sales.id, true);
    expect(await read(sales.token)).toBeUndefined();
    expect(await signIn(t, sales.email, STAFF_PASSWORD, "203.0.113.51")).toBeTruthy();
  });

  it("changing one's password ends the account's other sessions but not this one", async () => {
    const ops = await makeStaff(t, admin, "ops");
    const other = await signIn(t, ops.email, STAFF_PASSWORD, "203.0.113.60");
    const actor = await actorOf(t, ops.token);
    const outcome = await t.services.staff.accounts.changePassword(
      actor,
      STAFF_PASSWORD,
      "a quieter road to nashik",
    );
    expect(outcome).toEqual({ ok: true });
    expect(await read(ops.token)).toBeDefined();
    expect(await read(other)).toBeUndefined();
    const wrong = await t.services.staff.accounts.changePassword(
      actor,
      STAFF_PASSWORD,
      "another road to nashik",
    );
    expect(wrong).toMatchObject({ ok: false, field: "current" });
  });
});

describe("staff sign-in lockout", () => {
  let t: TestApp;
  let hr: { email: string };
  beforeAll(async () => {
    t = await openTestApp();
    hr = await makeStaff(t, await ensureAdmin(t), "hr");
  });
  afterAll(() => t?.database.close());
  const tryPassword = (email: string, password: string, ip: string) =>
    t.services.staff.signIn.withPassword(email, password, ipHashOf(t, ip));

  it("answers one message whether the address or the password is wrong", async () => {
    const unknown = await tryPassword("nobody@example.com", ADMIN.password, "198.51.100.1");
    const wrong = await tryPassword(hr.email, "not the password at all", "198.51.100.2");
    expect(unknown).toEqual(wrong);
    expect(unknown).toEqual({
      status: "failed",
      message: "The e-mail address or password is not right.",
    });
  });

  it("locks an account for 15 minutes after 5 failures, even with the right password, from any address", async () => {
    for (let i = 0; i < 5; i += 1)
      expect(
        (await tryPassword(ADMIN.email, `wrong password ${i}`, `198.51.100.${10 + i}`)).status,
      ).toBe("failed");
    const locked = await tryPassword(ADMIN.email, ADMIN.password, "198.51.100.99");
    expect(locked).toEqual({
      status: "locked",
      message: "Too many failed tries. Wait 15 minutes, then try again.",
    });
    // 15 minutes later (the failures moved back in time) the right password works again.
    await t.database.db.execute(
      sql`update staff_sign_in_failures set created_at = created_at - interval '15 minutes 1 second'`,
    );
    expect((await tryPassword(ADMIN.email, ADMIN.password, "198.51.100.99")).status).toBe(
      "signed-in",
    );
  });

  it("locks an address after 5 failures, whichever accounts it tried", async () => {
    for (let i = 0; i < 5; i += 1)
      await tryPassword(`guess-${i}@example.com`, "whatever password", "198.51.100.200");
    expect((await tryPassword(ADMIN.email, ADMIN.password, "198.51.100.200")).status).toBe(
      "locked",
    );
    expect((await tryPassword(ADMIN.email, ADMIN.password, "198.51.100.201")).status).toBe(
      "signed-in",
    );
  });
});
