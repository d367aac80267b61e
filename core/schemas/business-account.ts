/**
 * The business portal's sign-in forms (CONTRACT.md "Business accounts"):
 * each refusal is a key of the portal's texts (core/content/business-account.ts),
 * so the page says it in its language.
 */
import { z } from "@core/zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./staff";

export const BusinessSignInSchema = z.object({
  email: z
    .string({ error: "login.emailNeeded" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "login.emailNeeded" })),
  password: z.string({ error: "login.passwordNeeded" }).min(1, { error: "login.passwordNeeded" }),
});

/** "Forgot your password?": the address a new-password link would go to. */
export const BusinessForgotSchema = z.object({
  email: z
    .string({ error: "login.emailNeeded" })
    .trim()
    .toLowerCase()
    .max(254, { error: "login.emailNeeded" })
    .pipe(z.email({ error: "login.emailNeeded" })),
});

export const BusinessCodeSchema = z.object({
  code: z
    .string({ error: "code.needed" })
    .trim()
    .min(6, { error: "code.needed" })
    .max(20, { error: "code.needed" }),
});

export const BusinessSetPasswordSchema = z
  .object({
    name: z.string().trim().max(80).optional(),
    password: z
      .string({ error: "invite.tooShort" })
      .min(PASSWORD_MIN, { error: "invite.tooShort" })
      .max(PASSWORD_MAX, { error: "invite.tooLong" }),
    confirm: z.string().optional(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], error: "invite.mismatch" });

/** One's own new password (/business/account): the current one, the new one twice. */
export const BusinessChangePasswordSchema = z
  .object({
    current: z
      .string({ error: "account.currentNeeded" })
      .min(1, { error: "account.currentNeeded" }),
    password: z
      .string({ error: "invite.tooShort" })
      .min(PASSWORD_MIN, { error: "invite.tooShort" })
      .max(PASSWORD_MAX, { error: "invite.tooLong" }),
    confirm: z.string().optional(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], error: "invite.mismatch" });

/** Proof before two-factor is turned off: the password, a current code or a recovery code. */
export const BusinessProofSchema = z.object({
  proof: z
    .string({ error: "twoFactor.proofNeeded" })
    .min(1, { error: "twoFactor.proofNeeded" })
    .max(200, { error: "twoFactor.proofNeeded" }),
});

/** A refusal's key, as `section.name` of the portal's texts. */
export type BusinessTextKey =
  `${"login" | "code" | "invite" | "account" | "twoFactor" | "forgot"}.${string}`;

/** The first refusal of each field, by field name. */
export function fieldErrors(error: z.ZodError): Record<string, BusinessTextKey> {
  const out: Record<string, BusinessTextKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    out[field] ??= issue.message as BusinessTextKey;
  }
  return out;
}
