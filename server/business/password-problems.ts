/**
 * Why a new password was refused, as a key of the portal's texts
 * (core/content/business-account.ts `invite`), so the page says it in its
 * language: the accounts module answers in English sentences
 * (server/accounts/passwords.ts weakPasswordReason).
 */
import { weakPasswordReason } from "../accounts/passwords";

export type PasswordProblem = "expired" | "common" | "variety" | "hasEmail";

/** The module's sentences, asked of it once (the common list loads on first use). */
let bySentence: Map<string | undefined, PasswordProblem> | undefined;
function problemsBySentence() {
  bySentence ??= new Map<string | undefined, PasswordProblem>([
    [weakPasswordReason("password"), "common"],
    [weakPasswordReason("abababababababab"), "variety"],
    [weakPasswordReason("someone.else 7 quiet", "someone.else@example.com"), "hasEmail"],
  ]);
  return bySentence;
}

/** The problem of a refused link: a password problem, or else the link no longer opens. */
export function passwordProblem(refusal: { field?: string; message: string }): PasswordProblem {
  if (refusal.field !== "password") return "expired";
  return problemsBySentence().get(refusal.message) ?? "variety";
}
