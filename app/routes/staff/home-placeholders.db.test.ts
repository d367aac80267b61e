import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "./home";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  ensureAdmin,
  loadContext,
  makeStaff,
  SESSION_SECRET,
  staffRequest,
} from "../../../tests/support/test-staff";

type Overview = { placeholders: { fact: string; value: string }[] };

/** The staff overview lists the company's placeholders to admins only. */
describe("placeholders on the staff overview (/staff)", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await openTestApp({ services: { secret: SESSION_SECRET } });
    admin = await ensureAdmin(t);
  }, 120_000);
  afterAll(() => t?.database.close());

  const overview = async (token: string) =>
    (await loader({
      request: staffRequest("/staff", token),
      context: loadContext(t),
      params: {},
    } as Parameters<typeof loader>[0])) as Overview;

  it("shows an admin each placeholder with its value", async () => {
    const { placeholders } = await overview(admin);
    expect(placeholders).toContainEqual({ fact: "general e-mail", value: "info@example.com" });
    expect(placeholders).toContainEqual({ fact: "phone", value: "+91 98765 43210" });
    expect(placeholders).toHaveLength(11);
  });

  it("shows a sales account none", async () => {
    const sales = await makeStaff(t, admin, "sales");
    expect((await overview(sales.token)).placeholders).toEqual([]);
  });
});
