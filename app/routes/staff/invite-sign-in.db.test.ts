import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLogger, openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  actorOf,
  ensureAdmin,
  loadContext,
  makeStaff,
  SESSION_SECRET,
  STAFF_PASSWORD,
  staffRequest,
} from "../../../tests/support/test-staff";
import { action as inviteAction } from "./invite";
import { action as setupAction } from "./setup";
import { loader as layoutLoader } from "./layout";

const tokenOf = (url: string) => new URL(url).pathname.split("/").at(-1)!;
const cookieToken = (setCookie: string | null) => /sil_staff=([^;]+)/.exec(setCookie ?? "")?.[1];

/** An invitation signs the person in once the password is set; the header names them. */
describe("accepting an invitation", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await openTestApp({ services: { secret: SESSION_SECRET } });
    admin = await ensureAdmin(t);
  });
  afterAll(() => t?.database.close());

  it("the header names the person signed in, not their address", async () => {
    const asha = await makeStaff(t, admin, "sales", "Asha Patil");
    const shell = (await layoutLoader({
      request: staffRequest("/staff", asha.token),
      context: loadContext(t),
      params: {},
    } as never)) as { user: { name: string } };
    expect(shell.user).toEqual({ name: "Asha Patil", role: "sales" });
  });

  it("accepting an invitation keeps the name typed there and signs the person in, audited as a sign-in", async () => {
    const adminActor = await actorOf(t, admin);
    const invited = await t.services.staff.accounts.invite(
      adminActor,
      "meera@example.com",
      "support",
      "Meera",
    );
    if (!invited.ok) throw new Error(invited.message);
    const token = tokenOf(invited.url);
    const body = new URLSearchParams({
      name: "  Meera   Joshi ",
      password: STAFF_PASSWORD,
      confirm: STAFF_PASSWORD,
    });
    const bad = await inviteAction({
      request: staffRequest(`/staff/invite/${token}`, undefined, {
        method: "POST",
        body: new URLSearchParams({ name: "x".repeat(81), password: STAFF_PASSWORD }),
      }),
      context: loadContext(t),
      params: { token },
    } as never);
    expect((bad as { init?: { status?: number } }).init?.status).toBe(400);

    const answer = (await inviteAction({
      request: staffRequest(`/staff/invite/${token}`, undefined, { method: "POST", body }),
      context: loadContext(t),
      params: { token },
    } as never)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/staff");
    const session = await t.services.staff.sessions.read(
      cookieToken(answer.headers.get("Set-Cookie"))!,
    );
    expect(session).toMatchObject({ verified: true, user: { name: "Meera Joshi" } });
    const user = (await t.services.staff.accounts.list()).find(
      (u) => u.email === "meera@example.com",
    );
    expect(user?.name).toBe("Meera Joshi");
    const { rows } = await t.services.staff.audit.list({ actorId: user!.id });
    const signedIn = rows[0];
    expect(signedIn).toMatchObject({ action: "sign-in", detail: { via: "invite" } });
  });

  it("with two-factor required, the new person lands on enrolment, not in the console", async () => {
    const adminActor = await actorOf(t, admin);
    expect(await t.services.staff.accounts.requireTwoFactor(adminActor, true)).toEqual({
      ok: true,
    });
    try {
      const invited = await t.services.staff.accounts.invite(
        adminActor,
        "sunil@example.com",
        "ops",
        "Sunil Pawar",
      );
      if (!invited.ok) throw new Error(invited.message);
      const token = tokenOf(invited.url);
      const answer = (await inviteAction({
        request: staffRequest(`/staff/invite/${token}`, undefined, {
          method: "POST",
          body: new URLSearchParams({
            name: "Sunil Pawar",
            password: STAFF_PASSWORD,
            confirm: STAFF_PASSWORD,
          }),
        }),
        context: loadContext(t),
        params: { token },
      } as never)) as Response;
      expect(answer.headers.get("Location")).toBe("/staff/account/two-factor");
      expect(cookieToken(answer.headers.get("Set-Cookie"))).toBeDefined();
    } finally {
      await t.services.staff.accounts.requireTwoFactor(adminActor, false);
    }
  });
});

describe("the first setup", () => {
  it("creates the named admin and signs them in", async () => {
    const log = capturedLogger();
    const t = await openTestApp({ services: { secret: SESSION_SECRET }, logger: log.logger });
    try {
      await t.services.staff.accounts.ensureFirstAdmin({});
      const token = /\/staff\/setup\/([\w-]{43})/.exec(log.text())?.[1];
      expect(token).toBeDefined();
      const answer = (await setupAction({
        request: staffRequest(`/staff/setup/${token}`, undefined, {
          method: "POST",
          body: new URLSearchParams({
            name: "Asha Patil",
            email: "asha@example.com",
            password: STAFF_PASSWORD,
            confirm: STAFF_PASSWORD,
          }),
        }),
        context: loadContext(t),
        params: { token },
      } as never)) as Response;
      expect(answer.headers.get("Location")).toBe("/staff");
      const session = await t.services.staff.sessions.read(
        cookieToken(answer.headers.get("Set-Cookie"))!,
      );
      expect(session).toMatchObject({
        verified: true,
        user: { name: "Asha Patil", email: "asha@example.com", role: "admin" },
      });
    } finally {
      await t.database.close();
    }
  });
});
