/**
 * The staff console's people as a kind of account of server/accounts/
 * (docs/decisions/037-accounts-module.md): its tables, its cookie, its roles,
 * `admin` as the role that must keep a holder, its audit log and its words.
 */
import {
  staffRecoveryCodes,
  staffSessions,
  staffSignInFailures,
  staffTokens,
  staffTwoFactor,
  staffUsers,
} from "../../../database/schema";
import { isStaffRole, roleInfo, STAFF_ROLES, type StaffRole } from "@core/staff-access";
import { company } from "@core/content/company";
import { staffName } from "@core/content/staff-work";
import type { Account, AccountKind, AuditSink, LinkPurpose, Session } from "../../accounts/kind";

export const SESSION_COOKIE = "sil_staff";

/** `name` is the display name (staffName in core/content/staff-work.ts): the name, or else the e-mail. */
export type StaffUser = Account<StaffRole>;
export type StaffSession = Session<StaffRole>;

export const LAST_ADMIN_MESSAGE =
  "This is the last administrator who can sign in: make someone else an administrator (and let them set their password) first.";
export const CONFIRM_OWN_ROLE_MESSAGE =
  "You are lowering your own role: you will no longer manage staff accounts. Tick the box to confirm.";

export const linkPath = (purpose: LinkPurpose, token: string) =>
  `/staff/${purpose === "setup" ? "setup" : "invite"}/${token}`;

/**
 * The e-mail carrying a one-time link. An invitation names the role and who
 * sent it, so the invitee can tell a real one from a lure and knows whom to ask.
 */
function linkEmail(
  to: string,
  purpose: "invite" | "reset",
  url: string,
  invitation: { role: StaffRole; by: string },
) {
  const what =
    purpose === "invite"
      ? `${invitation.by} has invited you to the ${company.name} staff console as ${roleInfo[invitation.role].label} (${roleInfo[invitation.role].may}).`
      : `A new password was requested for your ${company.name} staff account.`;
  return {
    to,
    subject:
      purpose === "invite"
        ? `Your staff account at ${company.shortName}`
        : `Set a new password - ${company.shortName} staff`,
    body: `${what}\n\nChoose your password here (the link works once, for 72 hours):\n${url}\n\nIf you did not expect this e-mail, tell your administrator.`,
  };
}

/** The staff kind, writing to the staff audit log. */
export function staffKind(audit: AuditSink): AccountKind<StaffRole> {
  return {
    name: "staff",
    tables: {
      users: staffUsers,
      sessions: staffSessions,
      tokens: staffTokens,
      twoFactor: staffTwoFactor,
      recoveryCodes: staffRecoveryCodes,
      signInFailures: staffSignInFailures,
    },
    cookieName: SESSION_COOKIE,
    roles: STAFF_ROLES,
    isRole: isStaffRole,
    lastHolder: { role: "admin" },
    displayName: staffName,
    audit,
    linkPath,
    linkEmail,
    totpIssuer: "SIL staff",
    texts: {
      signInFailed: "The e-mail address or password is not right.",
      codeFailed: "That code is not right, or has been used already.",
      locked: "Too many failed tries. Wait 15 minutes, then try again.",
      proofFailed: "That is not your password, nor a current code from your app.",
      signInTimedOut: "Your sign-in has timed out. Sign in again.",
      linkExpired:
        "This link has expired or has already been used. Ask an administrator for a new one.",
      linkUsed: "This link has already been used.",
      firstAccountExists: "The first admin already exists.",
      emailNeeded: "Enter an e-mail address, like name@example.com.",
      emailTaken: "There is already an account with this e-mail address.",
      noSuchAccount: "No such account.",
      notActive: "That account is not active.",
      cannotDeactivateSelf: "You cannot deactivate your own account.",
      currentPasswordWrong: "Your current password is not right.",
      lastHolder: LAST_ADMIN_MESSAGE,
      confirmOwnRole: CONFIRM_OWN_ROLE_MESSAGE,
      twoFactorUnavailable:
        "Two-factor sign-in needs SESSION_SECRET to be set on the server (README, Staff console).",
    },
  };
}
