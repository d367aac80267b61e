/**
 * The staff console's services (CONTRACT.md "Staff console"), reached by
 * pages through `context.services.staff`. The one guard over them is
 * app/lib/staff-guard.server.ts. Sessions, sign-in and two-factor are the
 * accounts module's (server/accounts/) with the staff kind.
 */
import type { StaffRole } from "@core/staff-access";
import type { Database } from "../../../database/client";
import type { Logger } from "../../logger";
import type { KindEnv } from "../../accounts/kind";
import { isLocked } from "../../accounts/lockout";
import { createSecretBox } from "../../accounts/secret-box";
import {
  createSession,
  endAllSessions,
  endSession,
  readSession,
  readSessionCookie,
  sessionCookie,
} from "../../accounts/sessions";
import {
  proveIdentity,
  signInAfterNewPassword,
  signInWithCode,
  signInWithPassword,
  signOut,
} from "../../accounts/sign-in";
import {
  beginEnrolment,
  confirmEnrolment,
  isEnrolled,
  recoveryCodesLeft,
  removeTwoFactor,
  secretsUnderOtherKeys,
  verifyCode,
} from "../../accounts/two-factor";
import { hashIp } from "../ip-hash";
import { createAccounts } from "./accounts";
import { createAuditLog } from "./audit";
import { createAuditWords } from "./audit-words";
import { SESSION_COOKIE, staffKind, type StaffSession } from "./staff-kind";

export type StaffServiceOptions = {
  db: Database;
  /** Keys address hashes in the audit log. */
  secret: string;
  /** SESSION_SECRET as configured: the stable key for two-factor secrets; none without it. */
  sessionSecret?: string;
  /** SESSION_SECRET_PREVIOUS: two-factor secrets sealed under it still open, and are sealed again. */
  previousSecrets?: string[];
  siteUrl: string;
  logger: Logger;
  now?: () => Date;
};

type Person = { id: string; email: string };

/** The staff's sessions in the database: revocable at once, shared by every server process. */
function staffSessions(env: KindEnv<StaffRole>) {
  return {
    create: (userId: string, verified: boolean) => createSession(env, userId, verified),
    read: (token: string) => readSession(env, token),
    end: (sessionId: string) => endSession(env, sessionId),
    /** Ends every session of an account, or every one but `keep`. */
    endAll: (userId: string, keep?: string) => endAllSessions(env, userId, keep),
  };
}

/** TOTP and recovery codes of staff accounts (docs/decisions/019-staff-two-factor.md). */
function staffTwoFactor(env: KindEnv<StaffRole>) {
  return {
    /** False without SESSION_SECRET: enrolment is then refused. */
    available: env.box !== undefined,
    isEnrolled: (userId: string) => isEnrolled(env, userId),
    recoveryCodesLeft: (userId: string) => recoveryCodesLeft(env, userId),
    begin: (user: Person) => beginEnrolment(env, user),
    confirm: (userId: string, code: string) => confirmEnrolment(env, userId, code),
    verify: (userId: string, code: string) => verifyCode(env, userId, code),
    otherKeys: () => secretsUnderOtherKeys(env),
    remove: (userId: string) => removeTwoFactor(env, userId),
  };
}

function staffSignIn(env: KindEnv<StaffRole>) {
  return {
    isLocked: (email: string, ipHash: string) => isLocked(env, email, ipHash),
    withPassword: (email: string, password: string, ipHash: string) =>
      signInWithPassword(env, email, password, ipHash),
    afterNewPassword: (user: Person, via: "invite" | "reset" | "setup", ipHash: string) =>
      signInAfterNewPassword(env, user, via, ipHash),
    proveIdentity: (user: Person, proof: string, ipHash: string) =>
      proveIdentity(env, user, proof, ipHash),
    withCode: (pendingToken: string, code: string, ipHash: string) =>
      signInWithCode(env, pendingToken, code, ipHash),
    signOut: (
      session: { id: string; user: Person & { role: StaffRole } },
      everywhere: boolean,
      ipHash: string,
    ) => signOut(env, session, everywhere, ipHash),
  };
}

const sessionToken = (request: Request) => readSessionCookie(SESSION_COOKIE, request);

export function createStaffService(options: StaffServiceOptions) {
  const { db, logger, siteUrl, now = () => new Date() } = options;
  const audit = createAuditLog(db);
  const box = options.sessionSecret
    ? createSecretBox(options.sessionSecret, options.previousSecrets)
    : undefined;
  const env: KindEnv<StaffRole> = { kind: staffKind(audit), db, now, siteUrl, box };
  const sessions = staffSessions(env);
  const twoFactor = staffTwoFactor(env);
  const accounts = createAccounts({ env, audit, logger });
  return {
    audit,
    /** The audit log in words, with names and links. */
    auditWords: createAuditWords(db, audit),
    sessions,
    twoFactor,
    accounts,
    signIn: staffSignIn(env),
    ipHash: (ip: string) => hashIp(options.secret, ip),
    /** The live session of the request's cookie, if any (verified or waiting for its code). */
    async sessionOf(request: Request): Promise<StaffSession | undefined> {
      const token = sessionToken(request);
      return token ? sessions.read(token) : undefined;
    },
    hasSessionCookie: (request: Request) => sessionToken(request) !== undefined,
    sessionToken,
    /** HttpOnly, SameSite=Lax, Secure over HTTPS; `null` clears it. */
    sessionCookie: (request: Request, token: string | null) =>
      sessionCookie(SESSION_COOKIE, request, token),
    /** True when two-factor is required and this account has not enrolled. */
    async mustEnrol(userId: string) {
      return (await accounts.isTwoFactorRequired()) && !(await twoFactor.isEnrolled(userId));
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
