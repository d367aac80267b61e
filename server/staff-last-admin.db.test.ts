import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIRM_OWN_ROLE_MESSAGE, LAST_ADMIN_MESSAGE } from "./services/staff/staff-kind";
import { openTestApp, type TestApp } from "../tests/support/test-app";
import { actorOf, ensureAdmin, makeStaff } from "../tests/support/test-staff";

/**
 * The console keeps an administrator who can sign in: an
 * invited admin who never set a password does not count, and an admin
 * lowers their own role only when they confirm it.
 */
describe("the last administrator", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await openTestApp();
    admin = await ensureAdmin(t);
  });
  afterAll(() => t?.database.close());

  it("cannot demote or deactivate themselves while an invited admin has no password", async () => {
    const { accounts } = t.services.staff;
    const actor = await actorOf(t, admin);
    const invited = await accounts.invite(actor, "second-admin@example.com", "admin");
    if (!invited.ok) throw new Error(invited.message);

    expect(await accounts.changeRole(actor, actor.id, "sales", { confirmed: true })).toEqual({
      ok: false,
      field: "role",
      message: LAST_ADMIN_MESSAGE,
    });
    expect(await accounts.setActive(actor, actor.id, false)).toMatchObject({ ok: false });
    // The invited admin is no administrator anyone can sign in as: they may go.
    expect(await accounts.setActive(actor, invited.id, false)).toEqual({ ok: true });
    expect((await accounts.list()).find((a) => a.id === actor.id)?.role).toBe("admin");
  });

  it("asks an admin to confirm before lowering their own role, and lets the last one go only after another", async () => {
    const { accounts } = t.services.staff;
    const actor = await actorOf(t, admin);
    const other = await makeStaff(t, admin, "admin");

    expect(await accounts.changeRole(actor, actor.id, "sales")).toEqual({
      ok: false,
      field: "confirm",
      message: CONFIRM_OWN_ROLE_MESSAGE,
    });
    expect(await accounts.changeRole(actor, actor.id, "sales", { confirmed: true })).toEqual({
      ok: true,
    });
    // Now the other is the last one.
    const second = await actorOf(t, other.token);
    expect(await accounts.changeRole(second, second.id, "hr", { confirmed: true })).toMatchObject({
      ok: false,
      message: LAST_ADMIN_MESSAGE,
    });
    // Lowering someone else's role needs no confirmation.
    expect(await accounts.changeRole(second, actor.id, "hr")).toEqual({ ok: true });
  });
});
