/**
 * Two-factor secrets are encrypted at rest with AES-256-GCM under a key
 * derived from SESSION_SECRET (docs/decisions/019-staff-two-factor.md). The
 * stored text names the key by a short fingerprint, so a secret sealed under
 * another SESSION_SECRET is recognised as such instead of failing as garbage.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

export type SecretBox = {
  seal(plain: string): string;
  /** The plain text, or undefined when it was sealed under another key or altered. */
  open(sealed: string): string | undefined;
};

export function createSecretBox(sessionSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", sessionSecret, "", "sil staff two-factor v1", 32));
  const keyId = createHash("sha256").update(key).digest("hex").slice(0, 8);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url"));
      return ["v1", keyId, ...parts].join(".");
    },
    open(sealed) {
      const [version, id, iv, tag, data] = sealed.split(".");
      if (version !== "v1" || id !== keyId || !iv || !tag || !data) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(data, "base64url")),
          decipher.final(),
        ]);
        return plain.toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}
