/**
 * A kind of account (docs/decisions/037-accounts-module.md): everything the
 * accounts module needs to know about the staff console's people, or a
 * business's, as data. The module's functions take a `KindEnv`: the kind and
 * what it runs on.
 */
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../database/client";
import type { SecretBox } from "./secret-box";
import type { AccountTables } from "./tables";

export type LinkPurpose = "invite" | "reset" | "setup";

/** A person as the pages see them; `name` is the display name (the name, or else the e-mail). */
export type Account<Role extends string> = { id: string; email: string; name: string; role: Role };
export type Session<Role extends string> = { id: string; verified: boolean; user: Account<Role> };
/** Who is acting, for the services and the audit log. */
export type Actor<Role extends string> = { id: string; email: string; role: Role; ipHash: string };

export type AuditEntry = {
  actor?: { id: string; email: string } | null;
  action: string;
  target?: { type: string; id: string };
  detail?: Record<string, unknown>;
  ipHash: string;
};

/** Where the kind's audit rows go; pass a transaction to make a row part of its change. */
export type AuditSink = {
  record(entry: AuditEntry, tx?: Pick<Database, "insert">): Promise<void>;
};

export type LinkEmail = { to: string; subject: string; body: string };

/** Every sentence the module answers with, in the kind's words. */
export type AccountTexts = {
  signInFailed: string;
  codeFailed: string;
  locked: string;
  proofFailed: string;
  signInTimedOut: string;
  linkExpired: string;
  linkUsed: string;
  firstAccountExists: string;
  emailNeeded: string;
  emailTaken: string;
  noSuchAccount: string;
  notActive: string;
  cannotDeactivateSelf: string;
  currentPasswordWrong: string;
  /** Refuses to take the role, or the account, away from the last holder of `lastHolder.role`. */
  lastHolder: string;
  /** Asks a holder of `lastHolder.role` lowering their own role to tick a box first. */
  confirmOwnRole: string;
  twoFactorUnavailable: string;
};

export type AccountKind<Role extends string> = {
  /** The audit rows' target type for an account of this kind ("staff"). */
  name: string;
  tables: AccountTables;
  /** The session cookie's name: each kind has its own, so no session opens another kind's pages. */
  cookieName: string;
  roles: readonly Role[];
  isRole(value: unknown): value is Role;
  /**
   * The role someone must keep: the last active holder with a password keeps
   * it and stays active. `groupBy` counts holders among the accounts with the
   * same value of that column (one business's owners); without it, among all.
   */
  lastHolder: { role: Role; groupBy?: AnyPgColumn };
  displayName(user: { name: string; email: string }): string;
  audit: AuditSink;
  /** The path of a one-time link. */
  linkPath(purpose: LinkPurpose, token: string): string;
  /** The e-mail carrying a one-time link; `by` names who sent an invitation. */
  linkEmail(
    to: string,
    purpose: "invite" | "reset",
    url: string,
    invitation: { role: Role; by: string },
  ): LinkEmail;
  /** The issuer an authenticator app shows beside the account. */
  totpIssuer: string;
  texts: AccountTexts;
};

/** A kind at work: its configuration, its database and clock, and what its links and secrets need. */
export type KindEnv<Role extends string> = {
  kind: AccountKind<Role>;
  db: Database;
  now: () => Date;
  /** Where one-time links point. */
  siteUrl: string;
  /** Seals TOTP secrets; without it, enrolment is refused. */
  box?: SecretBox;
};

/** The audit rows' target for an account of the kind. */
export function accountTarget<Role extends string>(env: KindEnv<Role>, id: string) {
  return { type: env.kind.name, id };
}

/** Who an audit row names for a person's own doing: the account and its address hash. */
export function byActor(actor: { id: string; email: string; ipHash: string }) {
  return { actor: { id: actor.id, email: actor.email }, ipHash: actor.ipHash };
}
