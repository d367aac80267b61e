import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { SESSION_SECRET } from "../../tests/support/test-staff";
import { businessAuditLog, businesses } from "../../database/schema-business";
import { DEMO_BUSINESS } from "../../database/demo-business";
import { LOCK_FAILURES } from "../accounts/lockout";

const IP_HASH = "business-tests";
const request = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const tokenOf = (url: string) => new URL(url).pathname.split("/").at(-1)!;

describe("the business service", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ services: { secret: SESSION_SECRET } });
  });
  afterAll(() => t?.database.close());

  const signIn = (email: string, password: string, ipHash = IP_HASH) =>
    t.services.business.signIn.withPassword(email, password, ipHash);

  it("signs the demo owner in, and the guard opens the portal with the business's facts", async () => {
    const outcome = await signIn("Owner@Demo-Traders.example", DEMO_BUSINESS.ownerPassword);
    expect(outcome.status).toBe("signed-in");
    if (outcome.status !== "signed-in") return;
    const guarded = await t.services.business.sessionOf(
      request("/business", `sil_business=${outcome.token}`),
    );
    if (!guarded) throw new Error("no session");
    expect(guarded.user).toMatchObject({ email: DEMO_BUSINESS.ownerEmail, role: "owner" });
    expect(guarded.business).toMatchObject({
      legalName: DEMO_BUSINESS.legalName,
      gstin: DEMO_BUSINESS.gstin,
      defaultPaymentMode: "paid",
      requireTwoFactor: false,
    });
    // Only its own shipments are counted: the demo's three, one of them moving.
    const counts = await t.services.business.dashboard(guarded.business.id);
    expect(counts.inTransit).toBe(1);
    expect(counts.bookedToday + counts.deliveredThisMonth).toBeGreaterThanOrEqual(0);
  });

  it("refuses a wrong password with one message, then locks after 5 failures", async () => {
    expect(await signIn(DEMO_BUSINESS.ownerEmail, "not the password at all")).toEqual({
      status: "failed",
      message: "The e-mail address or password is not right.",
    });
    const email = "nobody@demo-traders.example";
    for (let i = 0; i < LOCK_FAILURES; i++) await signIn(email, "guess number one", "guesser");
    expect((await signIn(email, "guess number six", "guesser")).status).toBe("locked");
  });

  it("opens a business, invites its owner by e-mail, who sets a password and signs in", async () => {
    const staff = {
      id: crypto.randomUUID(),
      email: "sales@sil.example",
      name: "Asha",
      ipHash: IP_HASH,
    };
    const made = await t.services.business.createBusiness({
      legalName: " Konkan Spices LLP ",
      ownerEmail: "Owner@Konkan.example",
      ownerName: "Meera",
      by: staff,
    });
    if (!made.ok) throw new Error(made.message);
    expect(made.url).toMatch(/^http:\/\/localhost:3000\/business\/invite\/[\w-]{43}$/);
    const again = await t.services.business.createBusiness({
      legalName: "Another",
      ownerEmail: "owner@konkan.example",
      ownerName: "",
      by: staff,
    });
    expect(again).toMatchObject({ ok: false, field: "ownerEmail" });
    expect(
      await t.database.db.select().from(businesses).where(eq(businesses.legalName, "Another")),
    ).toEqual([]);

    const link = await t.services.business.links.read(tokenOf(made.url));
    expect(link?.business.legalName).toBe("Konkan Spices LLP");
    expect(
      await t.services.business.links.redeem(tokenOf(made.url), { password: "password" }, IP_HASH),
    ).toEqual({ ok: false, problem: "common" });
    const used = await t.services.business.links.redeem(
      tokenOf(made.url),
      { password: "cardamom ships at dawn" },
      IP_HASH,
    );
    expect(used).toMatchObject({
      ok: true,
      user: { email: "owner@konkan.example", role: "owner" },
    });
    expect((await signIn("owner@konkan.example", "cardamom ships at dawn")).status).toBe(
      "signed-in",
    );
    const audit = await t.database.db
      .select({ action: businessAuditLog.action })
      .from(businessAuditLog)
      .where(eq(businessAuditLog.businessId, made.businessId));
    expect(audit.map((a) => a.action)).toEqual([
      "account.invited",
      "invitation.accepted",
      "sign-in",
    ]);
  });

  it("refuses a suspended business: no sign-in, and its sessions show it suspended", async () => {
    const outcome = await signIn("owner@konkan.example", "cardamom ships at dawn");
    if (outcome.status !== "signed-in") throw new Error(outcome.status);
    const cookie = `sil_business=${outcome.token}`;
    const [row] = await t.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.legalName, "Konkan Spices LLP"));
    // Suspended in the table alone, the session says so (the guard then ends it).
    await t.database.db
      .update(businesses)
      .set({ suspendedAt: new Date() })
      .where(eq(businesses.id, row!.id));
    const session = await t.services.business.sessionOf(request("/business", cookie));
    expect(session?.business.suspended).toBe(true);
    expect(await signIn("owner@konkan.example", "cardamom ships at dawn")).toEqual({
      status: "suspended",
    });
    await t.services.business.setSuspended(row!.id, false);
    expect((await signIn("owner@konkan.example", "cardamom ships at dawn")).status).toBe(
      "signed-in",
    );
    await t.services.business.setSuspended(row!.id, true);
    expect(await t.services.business.sessionOf(request("/business", cookie))).toBeUndefined();
  });
});
