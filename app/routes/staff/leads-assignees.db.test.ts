import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  ensureAdmin,
  loadContext,
  makeStaff,
  staffRequest,
} from "../../../tests/support/test-staff";
import { loader } from "./leads";

/**
 * The lead list's assignee filter offers only people who may hold a lead
 * (rolesForLeadKind): sales and admins, operations too once the list shows
 * pickups alone; never HR or customer care.
 */
describe("the lead list's assignee filter", () => {
  let t: TestApp;
  let sales: { id: string; token: string };
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await openTestApp();
    const admin = await ensureAdmin(t);
    for (const role of ["ops", "support", "hr"] as const)
      ids[role] = (await makeStaff(t, admin, role, `A ${role} person`)).id;
    sales = await makeStaff(t, admin, "sales", "A sales person");
  }, 120_000);
  afterAll(() => t?.database.close());

  const people = async (search = "") => {
    const loaded = (await loader({
      request: staffRequest(`/staff/leads${search}`, sales.token),
      context: loadContext(t),
      params: {},
    } as never)) as { people: { id: string; name: string }[] };
    return loaded.people.map((p) => p.id);
  };

  it("offers sales and admins for every kind, operations only for pickups", async () => {
    for (const search of ["", "?type=quote", "?type=contact"]) {
      const offered = await people(search);
      expect(offered, search).toContain(sales.id);
      expect(offered, search).not.toContain(ids.support);
      expect(offered, search).not.toContain(ids.hr);
    }
    expect(await people("?type=quote")).not.toContain(ids.ops);
    expect(await people("?type=pickup")).toContain(ids.ops);
  });
});
