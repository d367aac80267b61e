import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { usedCaptchaTokens } from "../../database/schema";
import { openTestDatabase } from "../../tests/support/test-database";
import { solve } from "../../tests/support/test-leads";
import { CAPTCHA_TTL_MS, createCaptchaService } from "./captcha";

describe("captcha service", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const service = (now = () => Date.now(), secret = "a-test-secret-of-32-characters!!") =>
    createCaptchaService(database.db, secret, { now });

  it("asks the sum of two whole numbers from 1 to 10", () => {
    for (let i = 0; i < 200; i += 1) {
      const [, a, b] = /^What is (\d+) \+ (\d+)\?$/.exec(service().issue().question)!.map(Number);
      expect(a).toBeGreaterThanOrEqual(1);
      expect(a).toBeLessThanOrEqual(10);
      expect(b).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(10);
    }
  });

  it("keeps the operands and the expiry out of the token's readable bytes", () => {
    for (let i = 0; i < 50; i += 1) {
      const decoded = Buffer.from(service().issue().token, "base64url").toString("latin1");
      expect(decoded).not.toMatch(/"a":|"b":|"exp":/);
    }
  });

  it("accepts the right answer once", async () => {
    const captcha = service().issue();
    expect(await service().verify(captcha.token, solve(captcha.question))).toBe("ok");
    expect(await service().verify(captcha.token, solve(captcha.question))).toBe("used");
  });

  it("spends a token on a wrong answer too, so answers cannot be tried one by one", async () => {
    const captcha = service().issue();
    const wrong = String(Number(solve(captcha.question)) + 1);
    expect(await service().verify(captcha.token, wrong)).toBe("wrong");
    expect(await service().verify(captcha.token, solve(captcha.question))).toBe("used");
  });

  it("refuses a token after 10 minutes", async () => {
    const issuedAt = Date.now() - CAPTCHA_TTL_MS - 1;
    const captcha = service(() => issuedAt).issue();
    expect(await service().verify(captcha.token, solve(captcha.question))).toBe("expired");
  });

  it("treats a changed, forged or foreign token as a wrong answer", async () => {
    const captcha = service().issue();
    const bytes = Buffer.from(captcha.token, "base64url");
    bytes[20]! ^= 1;
    expect(await service().verify(bytes.toString("base64url"), solve(captcha.question))).toBe(
      "wrong",
    );
    expect(await service().verify("not-a-token", "7")).toBe("wrong");
    const foreign = service(undefined, "another-secret-of-32-characters!").issue();
    expect(await service().verify(foreign.token, solve(foreign.question))).toBe("wrong");
  });

  it("gives the same question again for an unspent token, and nothing for an expired one", () => {
    const captcha = service().issue();
    expect(service().reissue(captcha.token)).toEqual(captcha);
    const old = service(() => Date.now() - CAPTCHA_TTL_MS - 1).issue();
    expect(service().reissue(old.token)).toBeNull();
    expect(service().reissue("garbage")).toBeNull();
  });

  it("forgets spent tokens once they have expired", async () => {
    const later = () => Date.now() + CAPTCHA_TTL_MS + 60_000;
    const captcha = service(later).issue();
    await service(later).verify(captcha.token, solve(captcha.question));
    const rows = await database.db.select().from(usedCaptchaTokens);
    expect(rows.every((r) => r.expiresAt.getTime() >= Date.now() + CAPTCHA_TTL_MS)).toBe(true);
  });
});
