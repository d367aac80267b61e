/**
 * The portal's guard over real sessions: the language's login page for no
 * session, a suspended business's session ended, 403 for a role's wrong
 * page, and neither kind's cookie opening the other's pages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { ensureAdmin, loadContext, SESSION_SECRET } from "../../tests/support/test-staff";
import { staffPages } from "@core/staff-access";
import { requireBusiness, safeBusinessNext } from "./business-guard.server";
import { requireStaff } from "./staff-guard.server";

const IP_HASH = "guard-tests";
const OWNER = { email: "owner@demo-traders.example", password: "demo-traders-2026" };
const request = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const tokenOf = (url: string) => new URL(url).pathname.split("/").at(-1)!;

/** What a guard threw: a redirect's location, or the status of a refusal. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, to: error.headers.get("Location") };
    const { init } = error as { init?: ResponseInit };
    return { status: init?.status };
  }
  return { status: 200 };
}

describe("requireBusiness", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ services: { secret: SESSION_SECRET } });
  });
  afterAll(() => t?.database.close());

  const signIn = async (email: string, password: string) => {
    const outcome = await t.services.business.signIn.withPassword(email, password, IP_HASH);
    if (outcome.status !== "signed-in") throw new Error(outcome.status);
    return outcome.token;
  };

  it("keeps `next` to portal pages of this site", () => {
    const hi = request("/hi/business/login");
    expect(safeBusinessNext("/hi/business/shipments?page=2", hi)).toBe(
      "/hi/business/shipments?page=2",
    );
    expect(safeBusinessNext("//evil.example/business", hi)).toBe("/hi/business");
    expect(safeBusinessNext("/staff", hi)).toBe("/hi/business");
    expect(safeBusinessNext(null, request("/business/login"))).toBe("/business");
  });

  it("a staff session never opens the portal, nor a business session the staff console", async () => {
    const staffToken = await ensureAdmin(t);
    const business = { token: await signIn(OWNER.email, OWNER.password) };
    const context = loadContext(t);
    for (const cookie of [`sil_staff=${staffToken}`, `sil_business=${staffToken}`])
      expect(
        await thrown(() =>
          requireBusiness({ request: request("/mr/business", cookie), context }, null),
        ),
      ).toMatchObject({ status: 302, to: "/mr/business/login?next=%2Fmr%2Fbusiness" });
    for (const cookie of [`sil_business=${business.token}`, `sil_staff=${business.token}`])
      expect(
        await thrown(() =>
          requireStaff({ request: request("/staff", cookie), context }, staffPages.home),
        ),
      ).toMatchObject({ status: 302 });
  });

  it("answers 403 for a page the role is not for", async () => {
    const owner = { token: await signIn(OWNER.email, OWNER.password) };
    const ownerGuard = await requireBusiness(
      { request: request("/business", `sil_business=${owner.token}`), context: loadContext(t) },
      null,
    );
    const invited = await t.services.business.invite(
      { id: ownerGuard.user.id, email: ownerGuard.user.email, name: "Rohan", ipHash: IP_HASH },
      ownerGuard.business.id,
      { email: "viewer@demo-traders.example", name: "", role: "viewer" },
    );
    if (!invited.ok) throw new Error(invited.message);
    await t.services.business.links.redeem(
      tokenOf(invited.url),
      { password: "looking only, thanks" },
      IP_HASH,
    );
    const viewer = { token: await signIn("viewer@demo-traders.example", "looking only, thanks") };
    const args = {
      request: request("/business/people", `sil_business=${viewer.token}`),
      context: loadContext(t),
    };
    expect(await thrown(() => requireBusiness(args, "people"))).toEqual({ status: 403 });
    expect((await requireBusiness(args, "shipments")).user.role).toBe("viewer");
  });
  it("sends a suspended business's person to the login page", async () => {
    const token = await signIn(OWNER.email, OWNER.password);
    const cookie = `sil_business=${token}`;
    const { business } = await requireBusiness(
      { request: request("/business", cookie), context: loadContext(t) },
      null,
    );
    await t.services.business.setSuspended(business.id, true);
    const outcome = await thrown(() =>
      requireBusiness({ request: request("/mr/business", cookie), context: loadContext(t) }, null),
    );
    expect(outcome).toMatchObject({ status: 302 });
    expect(outcome.to).toMatch(/^\/mr\/business\/login\?/);
    await t.services.business.setSuspended(business.id, false);
  });
});
