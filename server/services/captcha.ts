/**
 * The arithmetic captcha of the client and franchise forms (CONTRACT.md
 * "Captcha"). A token seals {id, expiry, operands} with AES-256-GCM under a
 * key derived from SESSION_SECRET: the GCM tag signs it (any change makes it
 * unreadable) and the client cannot read the answer from it. Each token is
 * accepted once: its id goes into used_captcha_tokens when it is checked,
 * right or wrong, so a bot cannot try every answer on one token.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  randomUUID,
} from "node:crypto";
import { lt } from "drizzle-orm";
import type { Database } from "../../database/client";
import { usedCaptchaTokens } from "../../database/schema";
import type { Captcha } from "@core/schemas/captcha";
import { encodeMessage } from "@core/messages";

export const CAPTCHA_TTL_MS = 10 * 60_000;

type Sealed = { id: string; exp: number; a: number; b: number };

export type CaptchaVerdict = "ok" | "wrong" | "expired" | "used";

export const captchaErrors: Record<Exclude<CaptchaVerdict, "ok">, string> = {
  wrong: encodeMessage("captchaWrong"),
  expired: encodeMessage("captchaExpired"),
  used: encodeMessage("captchaUsed"),
};

export function createCaptchaService(
  db: Database,
  secret: string,
  {
    now = () => Date.now(),
    /** SESSION_SECRET_PREVIOUS: tokens issued before a rotation still open for their 10 minutes. */
    previousSecrets = [] as string[],
  } = {},
) {
  const keyOf = (s: string) => createHash("sha256").update(`captcha-token:${s}`).digest();
  const key = keyOf(secret);
  const keys = [key, ...previousSecrets.map(keyOf)];

  function seal(payload: Sealed): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
  }

  function open(token: string): Sealed | null {
    const bytes = Buffer.from(token, "base64url");
    if (bytes.length < 12 + 16 + 2) return null;
    for (const k of keys) {
      const payload = openWith(k, bytes);
      if (payload) return payload;
    }
    return null;
  }

  function openWith(key: Buffer, bytes: Buffer): Sealed | null {
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      const text = Buffer.concat([
        decipher.update(bytes.subarray(12, bytes.length - 16)),
        decipher.final(),
      ]);
      return JSON.parse(text.toString("utf8")) as Sealed;
    } catch {
      return null; // tampered, forged or from another secret
    }
  }

  const question = (p: Sealed) => `What is ${p.a} + ${p.b}?`;

  return {
    /** A new question, operands 1 to 10. */
    issue(): Captcha {
      const payload = {
        id: randomUUID(),
        exp: now() + CAPTCHA_TTL_MS,
        a: randomInt(1, 11),
        b: randomInt(1, 11),
      };
      return { token: seal(payload), question: question(payload) };
    },

    /** The same question again (a form shown again with other mistakes), or null when it cannot be used. */
    reissue(token: string): Captcha | null {
      const payload = open(token);
      return payload && payload.exp > now() ? { token, question: question(payload) } : null;
    },

    /** Checks the answer and spends the token. A token that is not ours counts as a wrong answer. */
    async verify(token: string, answer: string): Promise<CaptchaVerdict> {
      const payload = open(token);
      if (!payload) return "wrong";
      if (payload.exp <= now()) return "expired";
      const spent = await db
        .insert(usedCaptchaTokens)
        .values({ tokenId: payload.id, expiresAt: new Date(payload.exp) })
        .onConflictDoNothing()
        .returning({ id: usedCaptchaTokens.tokenId });
      if (spent.length === 0) return "used";
      // Spent tokens are only needed until they expire.
      await db.delete(usedCaptchaTokens).where(lt(usedCaptchaTokens.expiresAt, new Date(now())));
      return Number(answer) === payload.a + payload.b ? "ok" : "wrong";
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
