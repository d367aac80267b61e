import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action } from "./two-factor";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  ensureAdmin,
  loadContext,
  makeStaff,
  SESSION_SECRET,
  STAFF_PASSWORD,
  staffRequest,
} from "../../../tests/support/test-staff";

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

/** Turning two-factor off asks for the password or a current code. */
describe("turning two-factor off", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await openTestApp({ services: { secret: SESSION_SECRET } });
    admin = await ensureAdmin(t);
  }, 120_000);
  afterAll(() => t?.database.close());

  async function enrol(id: string, email: string) {
    const enrolment = await t.services.staff.twoFactor.begin({ id, email });
    await t.services.staff.twoFactor.confirm(id, codeAt(enrolment!.secret));
    return enrolment!.secret;
  }

  async function turnOff(token: string, fields: Record<string, string>) {
    const result = await action({
      request: staffRequest("/staff/account/two-factor", token, {
        method: "POST",
        body: new URLSearchParams({ intent: "turn-off", ...fields }),
      }),
      context: loadContext(t),
      params: {},
    } as Parameters<typeof action>[0]);
    // A refusal is data() with a status; a success the plain answer.
    return result && "init" in result ? { status: result.init?.status, ...result.data } : result;
  }

  it("refuses with the session alone or a wrong password, and turns off with the password", async () => {
    const hr = await makeStaff(t, admin, "hr");
    await enrol(hr.id, hr.email);

    expect(await turnOff(hr.token, {})).toMatchObject({ status: 400 });
    expect(await turnOff(hr.token, { proof: "not my password at all" })).toMatchObject({
      status: 400,
      turnOffResult: {
        error: { proof: ["That is not your password, nor a current code from your app."] },
      },
    });
    expect(await t.services.staff.twoFactor.isEnrolled(hr.id)).toBe(true);

    expect(await turnOff(hr.token, { proof: STAFF_PASSWORD })).toEqual({ turnedOff: true });
    expect(await t.services.staff.twoFactor.isEnrolled(hr.id)).toBe(false);
  });

  it("turns off with a current code from the app", async () => {
    const ops = await makeStaff(t, admin, "ops");
    const secret = await enrol(ops.id, ops.email);
    expect(await turnOff(ops.token, { proof: "000000" })).toMatchObject({ status: 400 });
    // The enrolment used this period's code; the next one is within the drift window.
    expect(await turnOff(ops.token, { proof: codeAt(secret, Date.now() + 30_000) })).toEqual({
      turnedOff: true,
    });
    expect(await t.services.staff.twoFactor.isEnrolled(ops.id)).toBe(false);
  });
});
