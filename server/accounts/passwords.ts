/**
 * Passwords of every kind of account (docs/decisions/018-staff-sessions-and-passwords.md,
 * 037-accounts-module.md): scrypt from node:crypto, a random salt per password
 * and the parameters stored beside the hash, so they can be raised later
 * without breaking old hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";

/** N = 2^15, r = 8: 32 MiB of memory and about 0.1 s a hash on this machine. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r * params.p };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of no one's password, verified when the e-mail address matches no
 * account, so a sign-in takes the same time whether or not the account exists.
 */
export const dummyHash = hashPassword(randomBytes(16).toString("hex"));

/** The 49,000 commonest passwords of zxcvbn-ts's common list, lower-case. */
let common: Set<string> | undefined;
function commonPasswords() {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common;
}

/** Why a new password is refused beyond its length, or undefined. */
export function weakPasswordReason(password: string, email?: string): string | undefined {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower))
    return "This password is one of the most common ones. Choose another.";
  if (new Set(lower).size < 4) return "Use more different characters in your password.";
  const local = email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local))
    return "Do not use your e-mail address in your password.";
  return undefined;
}
