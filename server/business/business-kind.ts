/**
 * A business's people as a kind of account of server/accounts/
 * (docs/decisions/037-accounts-module.md): the business_* tables, the cookie
 * `sil_business`, `owner` as the role each business keeps a holder of, an
 * audit sink writing business_audit_log with the business's id, and its words.
 */
import { sql } from "drizzle-orm";
import {
  businessAuditLog,
  businessRecoveryCodes,
  businessSessions,
  businessSignInFailures,
  businessTokens,
  businessTwoFactor,
  businessUsers,
} from "../../database/schema-business";
import type { Database } from "../../database/client";
import { BUSINESS_ROLES, isBusinessRole, type BusinessRole } from "@core/business-access";
import { company } from "@core/content/company";
import { texts } from "@core/content/business-account";
import type { AccountKind, AuditSink, LinkPurpose } from "../accounts/kind";

export const BUSINESS_COOKIE = "sil_business";
/** The audit rows' target type for a business's person. */
export const BUSINESS_USER = "business-user";

/** Invitations and new-password links both open the page that sets a password. */
export const businessLinkPath = (_purpose: LinkPurpose, token: string) =>
  `/business/invite/${token}`;

/**
 * Writes business_audit_log. The business is the one of the person the row
 * is about (an invitation's invitee), else of the person acting; found in the
 * same statement, so a row written inside a transaction sees a person that
 * transaction has just made.
 */
export function businessAuditSink(db: Database): AuditSink {
  return {
    async record(entry, tx = db) {
      const person =
        entry.target?.type === BUSINESS_USER ? entry.target.id : (entry.actor?.id ?? null);
      await tx.insert(businessAuditLog).values({
        businessId: person
          ? sql`(select business_id from business_users where id = ${person}::uuid)`
          : null,
        actorId: entry.actor?.id ?? null,
        actorEmail: entry.actor?.email ?? null,
        action: entry.action,
        targetType: entry.target?.type ?? null,
        targetId: entry.target?.id ?? null,
        detail: entry.detail ?? null,
        ipHash: entry.ipHash,
      });
    },
  };
}

const roleWords = texts.en.roles;

/** The e-mail carrying a one-time link; names who invited, so a real one is told from a lure. */
function linkEmail(
  to: string,
  purpose: "invite" | "reset",
  url: string,
  invitation: { role: BusinessRole; by: string },
) {
  const what =
    purpose === "invite"
      ? `${invitation.by} has invited you to a business account at ${company.name} as ${roleWords[invitation.role].label}. ${roleWords[invitation.role].may}`
      : `A new password was asked for your business account at ${company.name}.`;
  return {
    to,
    subject:
      purpose === "invite"
        ? `Your business account at ${company.shortName}`
        : `Set a new password - ${company.shortName} business account`,
    body: `${what}\n\nChoose your password here (the link works once, for 72 hours):\n${url}\n\nIf you did not expect this e-mail, you can ignore it.`,
  };
}

const en = texts.en;

export function businessKind(audit: AuditSink): AccountKind<BusinessRole> {
  return {
    name: BUSINESS_USER,
    tables: {
      users: businessUsers,
      sessions: businessSessions,
      tokens: businessTokens,
      twoFactor: businessTwoFactor,
      recoveryCodes: businessRecoveryCodes,
      signInFailures: businessSignInFailures,
    },
    cookieName: BUSINESS_COOKIE,
    roles: BUSINESS_ROLES,
    isRole: isBusinessRole,
    lastHolder: { role: "owner", groupBy: businessUsers.businessId },
    displayName: (user) => user.name || user.email,
    audit,
    linkPath: businessLinkPath,
    linkEmail,
    totpIssuer: `${company.shortName} business`,
    // The module's sentences in English; the portal's pages show their own
    // language's words for each outcome (core/content/business-account.ts).
    texts: {
      signInFailed: en.login.failed,
      codeFailed: en.code.failed,
      locked: en.login.locked,
      proofFailed: "That is not your password, nor a current code from your app.",
      signInTimedOut: en.code.timedOut,
      linkExpired: en.invite.expired,
      linkUsed: en.invite.expired,
      firstAccountExists: "This business already has its first account.",
      emailNeeded: en.login.emailNeeded,
      emailTaken: "There is already an account with this e-mail address.",
      noSuchAccount: "No such person in this business.",
      notActive: "That person's account is not active.",
      cannotDeactivateSelf: "You cannot deactivate your own account.",
      currentPasswordWrong: "Your current password is not right.",
      lastHolder:
        "A business keeps at least one active owner: make someone else an owner (and let them set their password) first.",
      confirmOwnRole:
        "You are lowering your own role: you will no longer manage this business. Tick the box to confirm.",
      twoFactorUnavailable:
        "Two-factor sign-in needs SESSION_SECRET to be set on the server (README, Staff console).",
    },
  };
}
