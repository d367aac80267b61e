/**
 * TOTP two-factor sign-in (RFC 6238: SHA-1, 30 s, 6 digits) with otpauth, and
 * ten single-use recovery codes (docs/decisions/019-staff-two-factor.md).
 * Secrets are sealed by the secret box; without SESSION_SECRET there is no
 * stable key, so enrolment is refused rather than lost at the next restart.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Database } from "../../../database/client";
import { staffRecoveryCodes, staffTwoFactor } from "../../../database/schema";
import type { SecretBox } from "./secret-box";
import { hashToken } from "./tokens";

const ISSUER = "SIL staff";
export const RECOVERY_CODE_COUNT = 10;

function totpOf(base32: string, label: string) {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(base32),
  });
}

/** Ten characters a person can copy without confusion, shown as two groups of five. */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

export type Enrolment = { secret: string; uri: string; qrSvg: string };

export function createTwoFactor(db: Database, box: SecretBox | undefined, now: () => Date) {
  async function row(userId: string) {
    const [found] = await db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
    return found;
  }

  /**
   * A secret opened with SESSION_SECRET_PREVIOUS is sealed again under
   * SESSION_SECRET once it is used, so the previous secret can be dropped
   * when every enrolled person has signed in (docs/operations.md).
   */
  async function resealIfOld(existing: typeof staffTwoFactor.$inferSelect) {
    if (!box || box.isCurrent(existing.secretEncrypted)) return;
    const secret = box.open(existing.secretEncrypted);
    if (!secret) return;
    await db
      .update(staffTwoFactor)
      .set({ secretEncrypted: box.seal(secret) })
      .where(
        and(
          eq(staffTwoFactor.userId, existing.userId),
          eq(staffTwoFactor.secretEncrypted, existing.secretEncrypted),
        ),
      );
  }

  return {
    /** False without SESSION_SECRET: enrolment is then refused. */
    available: box !== undefined,

    async isEnrolled(userId: string): Promise<boolean> {
      return Boolean((await row(userId))?.confirmedAt);
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const rows = await db
        .select()
        .from(staffRecoveryCodes)
        .where(eq(staffRecoveryCodes.userId, userId));
      return rows.length;
    },

    /** A new secret to scan (or the one already waiting for its first code). */
    async begin(user: { id: string; email: string }): Promise<Enrolment | undefined> {
      if (!box) return undefined;
      const existing = await row(user.id);
      if (existing?.confirmedAt) return undefined;
      let secret = existing ? box.open(existing.secretEncrypted) : undefined;
      if (secret && existing) await resealIfOld(existing);
      if (!secret) {
        secret = new Secret({ size: 20 }).base32;
        const sealed = box.seal(secret);
        await db
          .insert(staffTwoFactor)
          .values({ userId: user.id, secretEncrypted: sealed })
          .onConflictDoUpdate({
            target: staffTwoFactor.userId,
            set: { secretEncrypted: sealed, confirmedAt: null, lastUsedStep: null },
          });
      }
      const uri = totpOf(secret, user.email).toString();
      const qrSvg = await QRCode.toString(uri, {
        type: "svg",
        margin: 2,
        errorCorrectionLevel: "M",
      });
      return { secret, uri, qrSvg };
    },

    /** Confirms the waiting secret with a code from it; answers the recovery codes, shown once. */
    async confirm(userId: string, code: string): Promise<string[] | undefined> {
      const existing = await row(userId);
      if (!box || !existing || existing.confirmedAt) return undefined;
      const step = await acceptCode(existing, code);
      if (step === undefined) return undefined;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await tx
          .update(staffTwoFactor)
          .set({ confirmedAt: now(), lastUsedStep: step })
          .where(eq(staffTwoFactor.userId, userId));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
        await tx
          .insert(staffRecoveryCodes)
          .values(codes.map((c) => ({ userId, codeHash: hashToken(normaliseRecoveryCode(c)) })));
      });
      return codes;
    },

    /**
     * Checks a sign-in code: a TOTP code of the enrolled secret (each time step
     * once) or an unused recovery code, which is then spent.
     */
    async verify(userId: string, code: string): Promise<"totp" | "recovery" | undefined> {
      const existing = await row(userId);
      if (!existing?.confirmedAt) return undefined;
      const digits = code.replace(/\s/g, "");
      if (/^\d{6}$/.test(digits)) {
        const step = await acceptCode(existing, digits);
        if (step === undefined) return undefined;
        const claimed = await db
          .update(staffTwoFactor)
          .set({ lastUsedStep: step })
          .where(
            and(
              eq(staffTwoFactor.userId, userId),
              or(isNull(staffTwoFactor.lastUsedStep), lt(staffTwoFactor.lastUsedStep, step)),
            ),
          )
          .returning({ userId: staffTwoFactor.userId });
        if (!claimed.length) return undefined;
        await resealIfOld(existing);
        return "totp";
      }
      const spent = await db
        .delete(staffRecoveryCodes)
        .where(
          and(
            eq(staffRecoveryCodes.userId, userId),
            eq(staffRecoveryCodes.codeHash, hashToken(normaliseRecoveryCode(code))),
          ),
        )
        .returning({ userId: staffRecoveryCodes.userId });
      return spent.length ? "recovery" : undefined;
    },

    /**
     * Enrolled or waiting secrets not sealed under the current SESSION_SECRET:
     * `previous` opens with SESSION_SECRET_PREVIOUS, `unreadable` with neither.
     */
    async otherKeys(): Promise<{ previous: number; unreadable: number }> {
      const counts = { previous: 0, unreadable: 0 };
      if (!box) return counts;
      const rows = await db.select({ sealed: staffTwoFactor.secretEncrypted }).from(staffTwoFactor);
      for (const { sealed } of rows) {
        if (box.isCurrent(sealed)) continue;
        if (box.open(sealed) === undefined) counts.unreadable++;
        else counts.previous++;
      }
      return counts;
    },

    /** Turns two-factor off for an account (the person's own choice, or an admin's reset). */
    async remove(userId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
        await tx.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
      });
    },
  };

  /** The time step a code matches (one step of clock drift either way), if any and not yet used. */
  async function acceptCode(existing: typeof staffTwoFactor.$inferSelect, code: string) {
    const secret = box?.open(existing.secretEncrypted);
    if (!secret || !/^\d{6}$/.test(code)) return undefined;
    const totp = totpOf(secret, "");
    const timestamp = now().getTime();
    const delta = totp.validate({ token: code, timestamp, window: 1 });
    if (delta === null) return undefined;
    const step = totp.counter({ timestamp }) + delta;
    if (existing.lastUsedStep !== null && step <= existing.lastUsedStep) return undefined;
    return step;
  }
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
