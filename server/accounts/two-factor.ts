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
import type { KindEnv } from "./kind";
import { insertRecoveryCodes, updateTwoFactor, upsertTwoFactor } from "./tables";
import { hashToken } from "./tokens";

export const RECOVERY_CODE_COUNT = 10;

export type Enrolment = { secret: string; uri: string; qrSvg: string };
type Enrolled = {
  userId: string;
  secretEncrypted: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
};

function totpOf(issuer: string, base32: string, label: string) {
  return new TOTP({
    issuer,
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

async function twoFactorRow<Role extends string>(
  { kind, db }: KindEnv<Role>,
  userId: string,
): Promise<Enrolled | undefined> {
  const t = kind.tables.twoFactor;
  const [found] = await db
    .select({
      userId: t.userId,
      secretEncrypted: t.secretEncrypted,
      confirmedAt: t.confirmedAt,
      lastUsedStep: t.lastUsedStep,
    })
    .from(t)
    .where(eq(t.userId, userId));
  return found;
}

/**
 * A secret opened with SESSION_SECRET_PREVIOUS is sealed again under
 * SESSION_SECRET once it is used, so the previous secret can be dropped
 * when every enrolled person has signed in (docs/operations.md).
 */
async function resealIfOld<Role extends string>(env: KindEnv<Role>, existing: Enrolled) {
  const { box, db } = env;
  if (!box || box.isCurrent(existing.secretEncrypted)) return;
  const secret = box.open(existing.secretEncrypted);
  if (!secret) return;
  const t = env.kind.tables.twoFactor;
  await updateTwoFactor(
    db,
    t,
    and(eq(t.userId, existing.userId), eq(t.secretEncrypted, existing.secretEncrypted)),
    { secretEncrypted: box.seal(secret) },
  );
}

/** The time step a code matches (one step of clock drift either way), if any and not yet used. */
function acceptCode<Role extends string>(env: KindEnv<Role>, existing: Enrolled, code: string) {
  const secret = env.box?.open(existing.secretEncrypted);
  if (!secret || !/^\d{6}$/.test(code)) return undefined;
  const totp = totpOf(env.kind.totpIssuer, secret, "");
  const timestamp = env.now().getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  if (delta === null) return undefined;
  const step = totp.counter({ timestamp }) + delta;
  if (existing.lastUsedStep !== null && step <= existing.lastUsedStep) return undefined;
  return step;
}

export async function isEnrolled<Role extends string>(env: KindEnv<Role>, userId: string) {
  return Boolean((await twoFactorRow(env, userId))?.confirmedAt);
}

export async function recoveryCodesLeft<Role extends string>(
  { kind, db }: KindEnv<Role>,
  userId: string,
): Promise<number> {
  const codes = kind.tables.recoveryCodes;
  const rows = await db
    .select({ userId: codes.userId })
    .from(codes)
    .where(eq(codes.userId, userId));
  return rows.length;
}

/** A new secret to scan (or the one already waiting for its first code). */
export async function beginEnrolment<Role extends string>(
  env: KindEnv<Role>,
  user: { id: string; email: string },
): Promise<Enrolment | undefined> {
  const { box } = env;
  if (!box) return undefined;
  const existing = await twoFactorRow(env, user.id);
  if (existing?.confirmedAt) return undefined;
  let secret = existing ? box.open(existing.secretEncrypted) : undefined;
  if (secret && existing) await resealIfOld(env, existing);
  if (!secret) {
    secret = new Secret({ size: 20 }).base32;
    await upsertTwoFactor(env.db, env.kind.tables.twoFactor, user.id, box.seal(secret));
  }
  const uri = totpOf(env.kind.totpIssuer, secret, user.email).toString();
  const qrSvg = await QRCode.toString(uri, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
  });
  return { secret, uri, qrSvg };
}

/** Confirms the waiting secret with a code from it; answers the recovery codes, shown once. */
export async function confirmEnrolment<Role extends string>(
  env: KindEnv<Role>,
  userId: string,
  code: string,
): Promise<string[] | undefined> {
  const existing = await twoFactorRow(env, userId);
  if (!env.box || !existing || existing.confirmedAt) return undefined;
  const step = acceptCode(env, existing, code);
  if (step === undefined) return undefined;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const { twoFactor, recoveryCodes } = env.kind.tables;
  await env.db.transaction(async (tx) => {
    await updateTwoFactor(tx, twoFactor, eq(twoFactor.userId, userId), {
      confirmedAt: env.now(),
      lastUsedStep: step,
    });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await insertRecoveryCodes(
      tx,
      recoveryCodes,
      codes.map((c) => ({ userId, codeHash: hashToken(normaliseRecoveryCode(c)) })),
    );
  });
  return codes;
}

/**
 * Checks a sign-in code: a TOTP code of the enrolled secret (each time step
 * once) or an unused recovery code, which is then spent.
 */
export async function verifyCode<Role extends string>(
  env: KindEnv<Role>,
  userId: string,
  code: string,
): Promise<"totp" | "recovery" | undefined> {
  const existing = await twoFactorRow(env, userId);
  if (!existing?.confirmedAt) return undefined;
  const { twoFactor, recoveryCodes } = env.kind.tables;
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const step = acceptCode(env, existing, digits);
    if (step === undefined) return undefined;
    const claimed = await updateTwoFactor(
      env.db,
      twoFactor,
      and(
        eq(twoFactor.userId, userId),
        or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step)),
      ),
      { lastUsedStep: step },
    );
    if (!claimed.length) return undefined;
    await resealIfOld(env, existing);
    return "totp";
  }
  const spent = await env.db
    .delete(recoveryCodes)
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashToken(normaliseRecoveryCode(code))),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return spent.length ? "recovery" : undefined;
}

/**
 * Enrolled or waiting secrets not sealed under the current SESSION_SECRET:
 * `previous` opens with SESSION_SECRET_PREVIOUS, `unreadable` with neither.
 */
export async function secretsUnderOtherKeys<Role extends string>({
  kind,
  db,
  box,
}: KindEnv<Role>): Promise<{ previous: number; unreadable: number }> {
  const counts = { previous: 0, unreadable: 0 };
  if (!box) return counts;
  const t = kind.tables.twoFactor;
  const rows = await db.select({ sealed: t.secretEncrypted }).from(t);
  for (const { sealed } of rows) {
    if (box.isCurrent(sealed)) continue;
    if (box.open(sealed) === undefined) counts.unreadable++;
    else counts.previous++;
  }
  return counts;
}

/** Turns two-factor off for an account (the person's own choice, or a manager's reset). */
export async function removeTwoFactor<Role extends string>(
  { kind, db }: KindEnv<Role>,
  userId: string,
) {
  const { twoFactor, recoveryCodes } = kind.tables;
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  });
}
