/**
 * Rotating secrets without stopping anyone (docs/operations.md "Rotating
 * secrets"): OPS_API_TOKEN takes a list, so an integration moves to a new
 * token before the old one goes; SESSION_SECRET_PREVIOUS still opens the
 * two-factor secrets and captcha tokens sealed under the previous secret.
 */
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffTwoFactor } from "../database/schema";
import { EnvError, readEnv } from "./env";
import { createCaptchaService } from "./services/captcha";
import { createServices } from "./services/create-services";
import { createSecretBox } from "./accounts/secret-box";
import { openTestApp, type TestApp } from "../tests/support/test-app";
import { ensureAdmin, makeStaff, STAFF_PASSWORD, TEST_IP } from "../tests/support/test-staff";

const OLD_TOKEN = "ops-token-before-rotation";
const NEW_TOKEN = "ops-token-after-the-rotation";
const OLD_SECRET = "session-secret-before-rotation";
const NEW_SECRET = "session-secret-after-the-rotation";

// One database for both (a fresh one costs seconds on a busy machine).
let t: TestApp;
beforeAll(async () => {
  const env = readEnv({
    OPS_API_TOKEN: `${OLD_TOKEN}, ${NEW_TOKEN}`,
    SESSION_SECRET: OLD_SECRET,
  });
  expect(env.OPS_API_TOKEN).toEqual([OLD_TOKEN, NEW_TOKEN]);
  t = await openTestApp({
    opsApiToken: env.OPS_API_TOKEN,
    services: { secret: env.SESSION_SECRET },
  });
});
afterAll(() => t?.database.close());

describe("OPS_API_TOKEN with two tokens", () => {
  const rules = (token: string) =>
    t.app.request("/api/ops/serviceability", { headers: { Authorization: `Bearer ${token}` } });

  it("accepts either token and refuses any other", async () => {
    expect((await rules(OLD_TOKEN)).status).toBe(200);
    expect((await rules(NEW_TOKEN)).status).toBe(200);
    expect((await rules(`${OLD_TOKEN},${NEW_TOKEN}`)).status).toBe(401);
    expect((await rules("ops-token-never-configured")).status).toBe(401);
  });

  it("stops on a short token in the list, naming its place and never its value", () => {
    const read = () => readEnv({ OPS_API_TOKEN: `${NEW_TOKEN},tiny-token` });
    expect(read).toThrow(EnvError);
    expect(read).toThrow("OPS_API_TOKEN: token 2 of 2 must be at least 16 characters");
    expect(read).not.toThrow(/tiny-token/);
  });
});

describe("SESSION_SECRET_PREVIOUS", () => {
  const codeAt = (secret: string, timestamp = Date.now()) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

  it("needs SESSION_SECRET", () => {
    expect(() => readEnv({ SESSION_SECRET_PREVIOUS: OLD_SECRET })).toThrow(
      "SESSION_SECRET_PREVIOUS needs SESSION_SECRET",
    );
  });

  it("opens two-factor secrets sealed under the previous secret and seals them again under the new one", async () => {
    const hr = await makeStaff(t, await ensureAdmin(t), "hr");
    const user = (await t.services.staff.sessions.read(hr.token))!.user;
    const enrolment = (await t.services.staff.twoFactor.begin(user))!;
    expect(await t.services.staff.twoFactor.confirm(hr.id, codeAt(enrolment.secret))).toHaveLength(
      10,
    );
    const signInWithCode = async (services: ReturnType<typeof createServices>) => {
      const ip = services.staff.ipHash(TEST_IP);
      const first = await services.staff.signIn.withPassword(hr.email, STAFF_PASSWORD, ip);
      if (first.status !== "code-needed") throw new Error(first.status);
      const code = codeAt(enrolment.secret, Date.now() + 30_000);
      return (await services.staff.signIn.withCode(first.token, code, ip)).status;
    };
    const sealed = async () =>
      (
        await t.database.db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, hr.id))
      )[0]!.secretEncrypted;

    // The new secret alone: the enrolled secret is unreadable, and said so at start.
    const newOnly = createServices(t.database, { secret: NEW_SECRET });
    expect(await newOnly.staff.twoFactor.otherKeys()).toEqual({ previous: 0, unreadable: 1 });
    expect(await signInWithCode(newOnly)).toBe("failed");

    // The new secret with the previous one: the code is accepted...
    const rotated = createServices(t.database, {
      secret: NEW_SECRET,
      previousSecret: OLD_SECRET,
    });
    expect(await rotated.staff.twoFactor.otherKeys()).toEqual({ previous: 1, unreadable: 0 });
    expect(await signInWithCode(rotated)).toBe("signed-in");
    // ...and the secret is sealed again under the new one, so the previous can go.
    expect(await rotated.staff.twoFactor.otherKeys()).toEqual({ previous: 0, unreadable: 0 });
    expect(createSecretBox(NEW_SECRET).open(await sealed())).toBe(enrolment.secret);
    expect(createSecretBox(OLD_SECRET).open(await sealed())).toBeUndefined();
  });

  it("accepts a captcha issued under the previous secret", async () => {
    const issued = createCaptchaService(t.database.db, OLD_SECRET).issue();
    const [, a, b] = /(\d+) \+ (\d+)/.exec(issued.question)!.map(Number);
    const answer = String(a! + b!);
    expect(await createCaptchaService(t.database.db, NEW_SECRET).verify(issued.token, answer)).toBe(
      "wrong",
    );
    const rotated = createCaptchaService(t.database.db, NEW_SECRET, {
      previousSecrets: [OLD_SECRET],
    });
    expect(await rotated.verify(issued.token, answer)).toBe("ok");
  });
});
