/**
 * The staff console's services (CONTRACT.md "Staff console"), reached by
 * pages through `context.services.staff`. The one guard over them is
 * app/lib/staff-guard.server.ts.
 */
import type { Database } from "../../../database/client";
import type { Logger } from "../../logger";
import { hashIp } from "../ip-hash";
import { createAccounts } from "./accounts";
import { createAuditLog } from "./audit";
import { createAuditWords } from "./audit-words";
import { createSecretBox } from "./secret-box";
import { createSessionStore, readSessionCookie, sessionCookie } from "./sessions";
import { createSignIn } from "./sign-in";
import { createTwoFactor } from "./two-factor";

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

export function createStaffService(options: StaffServiceOptions) {
  const { db, logger, siteUrl, now = () => new Date() } = options;
  const audit = createAuditLog(db);
  const sessions = createSessionStore(db, now);
  const box = options.sessionSecret
    ? createSecretBox(options.sessionSecret, options.previousSecrets)
    : undefined;
  const twoFactor = createTwoFactor(db, box, now);
  const accounts = createAccounts({ db, audit, sessions, twoFactor, siteUrl, logger, now });
  const signIn = createSignIn({ db, audit, sessions, twoFactor, now });
  return {
    audit,
    /** The audit log in words, with names and links. */
    auditWords: createAuditWords(db, audit),
    sessions,
    twoFactor,
    accounts,
    signIn,
    ipHash: (ip: string) => hashIp(options.secret, ip),
    /** The live session of the request's cookie, if any (verified or waiting for its code). */
    async sessionOf(request: Request) {
      const token = readSessionCookie(request);
      return token ? sessions.read(token) : undefined;
    },
    hasSessionCookie: (request: Request) => readSessionCookie(request) !== undefined,
    sessionToken: readSessionCookie,
    sessionCookie,
    /** True when two-factor is required and this account has not enrolled. */
    async mustEnrol(userId: string) {
      return (await accounts.isTwoFactorRequired()) && !(await twoFactor.isEnrolled(userId));
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
