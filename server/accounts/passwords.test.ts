import { describe, expect, it } from "vitest";
import { hashPassword, SCRYPT_PARAMS, verifyPassword, weakPasswordReason } from "./passwords";

describe("staff password hashes", () => {
  it("are scrypt with the parameters and a per-password salt stored beside the hash", async () => {
    const a = await hashPassword("seven lanterns over vasai");
    const b = await hashPassword("seven lanterns over vasai");
    const { N, r, p } = SCRYPT_PARAMS;
    expect(a).toMatch(
      new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`),
    );
    expect(a).not.toBe(b);
    expect(a).not.toContain("lanterns");
  });

  it("verify the right password only, also under the parameters stored with an older hash", async () => {
    const stored = await hashPassword("seven lanterns over vasai");
    expect(await verifyPassword("seven lanterns over vasai", stored)).toBe(true);
    expect(await verifyPassword("seven lanterns over vasaI", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
    const older = stored.replace(`$${SCRYPT_PARAMS.N}$`, "$16384$");
    expect(await verifyPassword("seven lanterns over vasai", older)).toBe(false);
    expect(await verifyPassword("x", "not a hash")).toBe(false);
  });

  it("refuse the commonest passwords from the registry's list, whatever their case", () => {
    expect(weakPasswordReason("password1234")).toMatch(/most common/);
    expect(weakPasswordReason("QWERTY123456")).toMatch(/most common/);
    expect(weakPasswordReason("aaaaaaaaaaaaaa")).toMatch(/different characters/);
    expect(weakPasswordReason("meera.shah-2026!", "meera.shah@example.com")).toMatch(/e-mail/);
    expect(weakPasswordReason("seven lanterns over vasai")).toBeUndefined();
  });
});
