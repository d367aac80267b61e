/**
 * Two-factor and one's own password in the business portal: a business that
 * requires two-factor sends a person without it to enrolment from every page
 * but that one and sign-out; enrolment, turning off, and changing the
 * password through the pages' loaders and actions, on a real database.
 */
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  auditActions,
  makeBusiness,
  setPassword,
  type TestBusiness,
} from "../../../tests/support/test-business";
import { loadContext, SESSION_SECRET } from "../../../tests/support/test-staff";
import { requireBusiness } from "~/lib/business-guard.server";
import * as accountPage from "./account";
import * as twoFactorPage from "./two-factor";
import * as signOutPage from "./sign-out";

const PASSWORD = "quiet harbour lantern 42";
let t: TestApp;
let b: TestBusiness;
let cookie: string;

const args = (path: string, form?: Record<string, string>) =>
  ({
    request: new Request(`http://localhost${path}`, {
      method: form ? "POST" : "GET",
      body: form ? new URLSearchParams(form) : undefined,
      headers: { Cookie: cookie, Origin: "http://localhost" },
    }),
    context: loadContext(t),
    params: {},
  }) as never;

/** Where a thrown or answered redirect goes, or the status of what was answered. */
async function outcomeOf(run: () => Promise<unknown>) {
  try {
    const value = await run();
    if (value instanceof Response)
      return { status: value.status, location: value.headers.get("Location") };
    const init = (value as { init?: { status?: number } } | null)?.init;
    const body = (value as { data?: unknown } | null)?.data ?? value;
    return { status: init?.status ?? 200, body };
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get("Location") };
    throw error;
  }
}

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s/g, "")),
    digits: 6,
    period: 30,
  }).generate({ timestamp });

async function signIn() {
  const outcome = await t.services.business.signIn.withPassword(b.email, PASSWORD, "tfa-tests");
  if (outcome.status !== "signed-in") throw new Error(outcome.status);
  cookie = `sil_business=${outcome.token}`;
}

beforeAll(async () => {
  t = await openTestApp({ services: { secret: SESSION_SECRET } });
  b = await makeBusiness(t.database.db, "Konkan Spices");
  await setPassword(t.database.db, b.userId, PASSWORD);
  await signIn();
});
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

describe("a business that requires two-factor", () => {
  let secret = "";

  it("is saved by the owner's choice, audited", async () => {
    const { actor, business } = await requireBusiness(args("/business"), null);
    await t.services.business.requireTwoFactor(actor, business.id, true);
    expect(await auditActions(t.database.db, b.id)).toContain("two-factor.required");
  });

  it("sends a person without it to enrolment, in the page's language", async () => {
    expect(
      await outcomeOf(() => requireBusiness(args("/business/shipments"), "shipments")),
    ).toEqual({ status: 302, location: "/business/account/two-factor" });
    expect(await outcomeOf(() => accountPage.loader(args("/hi/business/account")))).toEqual({
      status: 302,
      location: "/hi/business/account/two-factor",
    });
  });

  it("keeps the enrolment page and sign-out open", async () => {
    const page = await outcomeOf(() => twoFactorPage.loader(args("/business/account/two-factor")));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ state: "enrolling", required: true });
    secret = (page.body as { secret: string }).secret;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // sign-out's loader only redirects home, which is not the enrolment page: it is guarded too.
    const signOut = await outcomeOf(() => signOutPage.action(args("/business/sign-out", {})));
    expect(signOut.location).toBe("/business/login?signed-out=1");
    await signIn();
  });

  it("refuses a wrong code, then enrols with the app's code and answers 10 recovery codes once", async () => {
    const page = await outcomeOf(() => twoFactorPage.loader(args("/business/account/two-factor")));
    secret = (page.body as { secret: string }).secret;
    const wrong = await outcomeOf(() =>
      twoFactorPage.action(args("/business/account/two-factor", { code: "000000" })),
    );
    expect(wrong).toEqual({ status: 400, body: { errors: { code: "twoFactor.wrongCode" } } });
    const done = await outcomeOf(() =>
      twoFactorPage.action(
        args("/business/account/two-factor", { code: codeAt(secret, Date.now()) }),
      ),
    );
    const codes = (done.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const { status } = await outcomeOf(() =>
      requireBusiness(args("/business/shipments"), "shipments"),
    );
    expect(status).toBe(200);
  });

  it("keeps it on while the business requires it, even with the right password", async () => {
    const refused = await outcomeOf(() =>
      twoFactorPage.action(
        args("/business/account/two-factor", { intent: "turn-off", proof: PASSWORD }),
      ),
    );
    expect(refused).toEqual({
      status: 400,
      body: { turnOffErrors: { proof: "twoFactor.requiredOff" } },
    });
    expect(await t.services.business.own.isEnrolled(b.userId)).toBe(true);
  });

  it("turns off with the password once the business no longer requires it, not with a wrong one", async () => {
    const { actor, business } = await requireBusiness(args("/business"), null);
    await t.services.business.requireTwoFactor(actor, business.id, false);
    const wrong = await outcomeOf(() =>
      twoFactorPage.action(
        args("/business/account/two-factor", { intent: "turn-off", proof: "not my password" }),
      ),
    );
    expect(wrong.body).toEqual({ turnOffErrors: { proof: "twoFactor.proofFailed" } });
    const empty = await outcomeOf(() =>
      twoFactorPage.action(args("/business/account/two-factor", { intent: "turn-off", proof: "" })),
    );
    expect(empty.body).toEqual({ turnOffErrors: { proof: "twoFactor.proofNeeded" } });
    const off = await outcomeOf(() =>
      twoFactorPage.action(
        args("/business/account/two-factor", { intent: "turn-off", proof: PASSWORD }),
      ),
    );
    expect(off.body).toEqual({ turnedOff: true });
    expect(await t.services.business.own.isEnrolled(b.userId)).toBe(false);
  });
});

describe("changing one's own password", () => {
  const change = (form: Record<string, string>) =>
    outcomeOf(() => accountPage.action(args("/mr/business/account", form)));

  it("names each refusal beside its field and changes nothing", async () => {
    expect(await change({ current: "", password: "short", confirm: "other" })).toEqual({
      status: 400,
      body: {
        errors: {
          current: "account.currentNeeded",
          password: "invite.tooShort",
          confirm: "invite.mismatch",
        },
      },
    });
    const next = "river stone cedar 2026";
    expect(await change({ current: "wrong password here", password: next, confirm: next })).toEqual(
      {
        status: 400,
        body: { errors: { current: "account.currentWrong" } },
      },
    );
    expect(
      await change({
        current: PASSWORD,
        password: "passwordpassword",
        confirm: "passwordpassword",
      }),
    ).toEqual({ status: 400, body: { errors: { password: "invite.common" } } });
    const still = await t.services.business.signIn.withPassword(b.email, PASSWORD, "tfa-tests-2");
    expect(still.status).toBe("signed-in");
  });

  it("saves a good one: this session stays, the old password no longer signs in", async () => {
    const next = "river stone cedar 2026";
    expect(await change({ current: PASSWORD, password: next, confirm: next })).toEqual({
      status: 302,
      location: "/mr/business/account?saved=1",
    });
    expect((await outcomeOf(() => accountPage.loader(args("/business/account")))).status).toBe(200);
    const old = await t.services.business.signIn.withPassword(b.email, PASSWORD, "tfa-tests-3");
    expect(old.status).toBe("failed");
    const fresh = await t.services.business.signIn.withPassword(b.email, next, "tfa-tests-3");
    expect(fresh.status).toBe("signed-in");
  });
});
