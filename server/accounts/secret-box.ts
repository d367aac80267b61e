/**
 * Two-factor secrets are encrypted at rest with AES-256-GCM under a key
 * derived from SESSION_SECRET (docs/decisions/019-staff-two-factor.md). The
 * stored text names the key by a short fingerprint, so a secret sealed under
 * another SESSION_SECRET is recognised as such instead of failing as garbage,
 * and one sealed under SESSION_SECRET_PREVIOUS is opened with that key while
 * the secret is being rotated (docs/operations.md "Rotating secrets").
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

export type SecretBox = {
  /** Sealed under the current SESSION_SECRET. */
  seal(plain: string): string;
  /** The plain text, or undefined when it was sealed under an unknown key or altered. */
  open(sealed: string): string | undefined;
  /** False when it was sealed under another key than the current one: seal it again. */
  isCurrent(sealed: string): boolean;
};

function keyOf(secret: string) {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "sil staff two-factor v1", 32));
  return { key, id: createHash("sha256").update(key).digest("hex").slice(0, 8) };
}

export function createSecretBox(sessionSecret: string, previous: string[] = []): SecretBox {
  const current = keyOf(sessionSecret);
  const keys = [current, ...previous.map(keyOf)];
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", current.key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url"));
      return ["v1", current.id, ...parts].join(".");
    },
    open(sealed) {
      const [version, id, iv, tag, data] = sealed.split(".");
      const key = keys.find((k) => k.id === id)?.key;
      if (version !== "v1" || !key || !iv || !tag || !data) return undefined;
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
    isCurrent: (sealed) => sealed.split(".")[1] === current.id,
  };
}
