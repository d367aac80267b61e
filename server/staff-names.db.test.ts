import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffAuditLog } from "../database/schema";
import { FORMER_COLLEAGUE, staffDisplayName } from "./services/staff/accounts";
import { openTestApp, type TestApp } from "../tests/support/test-app";
import {
  actorOf,
  ADMIN,
  ensureAdmin,
  makeStaff,
  SESSION_SECRET,
} from "../tests/support/test-staff";

/** Staff names: asked, editable, and the one way ids become names. */
describe("staff names", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await openTestApp({ services: { secret: SESSION_SECRET } });
    admin = await ensureAdmin(t);
  });
  afterAll(() => t?.database.close());

  it("names people by their name, by their e-mail when they have none, and says which ids it does not know", async () => {
    const asha = await makeStaff(t, admin, "sales", "Asha Patil");
    const nameless = await makeStaff(t, admin, "ops");
    const adminId = (await actorOf(t, admin)).id;
    const unknown = "0c0dcefa-1111-4222-8333-444455556666";
    const names = await t.services.staff.accounts.displayNames([
      asha.id,
      nameless.id,
      adminId,
      unknown,
      "not-a-uuid",
      null,
    ]);
    expect(names.get(asha.id)).toBe("Asha Patil");
    expect(names.get(nameless.id)).toBe(nameless.email);
    expect(names.get(adminId)).toBe(ADMIN.email);
    expect(names.has(unknown)).toBe(false);
    expect(names.size).toBe(3);
    expect(await t.services.staff.accounts.displayNames([])).toEqual(new Map());
    expect((await t.services.staff.accounts.displayNames()).get(asha.id)).toBe("Asha Patil");
    expect(staffDisplayName({ name: "  ", email: "x@example.com" })).toBe("x@example.com");
    expect(FORMER_COLLEAGUE).toBe("a former colleague");

    const listed = await t.services.staff.accounts.list();
    expect(listed.find((a) => a.id === asha.id)).toMatchObject({
      name: "Asha Patil",
      displayName: "Asha Patil",
      email: asha.email,
    });
    // The session carries the name the header shows.
    const session = await t.services.staff.sessions.read(asha.token);
    expect(session?.user.name).toBe("Asha Patil");
    // Customer care's colleague list too (tickets' assignee select).
    const colleagues = await t.services.ticketDesk.colleagues();
    expect(colleagues.every((c) => c.displayName.length > 0)).toBe(true);
  });

  it("renames one's own account or, as an admin, anyone's: audited without the names", async () => {
    const ravi = await makeStaff(t, admin, "hr", "Ravi");
    const actor = await actorOf(t, ravi.token);
    expect(await t.services.staff.accounts.rename(actor, ravi.id, "Ravi Kumar")).toEqual({
      ok: true,
    });
    expect((await t.services.staff.accounts.nameOf(ravi.id))?.name).toBe("Ravi Kumar");
    const [row] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "account.renamed"))
      .orderBy(desc(staffAuditLog.id));
    expect(row).toMatchObject({ actorId: ravi.id, targetId: ravi.id, detail: null });
  });
});
