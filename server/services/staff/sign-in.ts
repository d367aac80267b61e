/**
 * Signing in (CONTRACT.md "sign-in abuse"): one answer for any failure, the
 * same work whether or not the account exists, and 5 failures per account or
 * per address in 15 minutes lock further tries for 15 minutes. Failures are
 * counted in the database, so the lock holds across server processes.
 */
import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { staffSignInFailures, staffUsers } from "../../../database/schema";
import type { StaffRole } from "@core/staff-access";
import type { AuditLog } from "./audit";
import { dummyHash, verifyPassword } from "./passwords";
import type { SessionStore } from "./sessions";
import type { TwoFactor } from "./two-factor";

export const LOCK_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60_000;

export const SIGN_IN_MESSAGES = {
  failed: "The e-mail address or password is not right.",
  codeFailed: "That code is not right, or has been used already.",
  locked: "Too many failed tries. Wait 15 minutes, then try again.",
  proofFailed: "That is not your password, nor a current code from your app.",
} as const;

export type SignInOutcome =
  | { status: "signed-in"; token: string }
  | { status: "code-needed"; token: string }
  | { status: "failed"; message: string }
  | { status: "locked"; message: string };

type Deps = {
  db: Database;
  audit: AuditLog;
  sessions: SessionStore;
  twoFactor: TwoFactor;
  now: () => Date;
};

export function createSignIn({ db, audit, sessions, twoFactor, now }: Deps) {
  const keys = (email: string, ipHash: string) => [`account:${email}`, `address:${ipHash}`];

  /**
   * Locked when the last 5 failures of a key fall within 15 minutes, until
   * 15 minutes after the last of them. Tries refused by the lock are not counted.
   */
  async function isLocked(email: string, ipHash: string): Promise<boolean> {
    const at = now().getTime();
    for (const key of keys(email, ipHash)) {
      const recent = await db
        .select({ at: staffSignInFailures.createdAt })
        .from(staffSignInFailures)
        .where(
          and(
            eq(staffSignInFailures.key, key),
            gt(staffSignInFailures.createdAt, new Date(at - 2 * LOCK_WINDOW_MS)),
          ),
        )
        .orderBy(desc(staffSignInFailures.createdAt))
        .limit(LOCK_FAILURES);
      if (recent.length < LOCK_FAILURES) continue;
      const newest = recent[0]!.at.getTime();
      const oldest = recent[LOCK_FAILURES - 1]!.at.getTime();
      if (newest - oldest <= LOCK_WINDOW_MS && at < newest + LOCK_WINDOW_MS) return true;
    }
    return false;
  }

  async function countFailure(email: string, ipHash: string) {
    const at = now();
    await db
      .insert(staffSignInFailures)
      .values(keys(email, ipHash).map((key) => ({ key, createdAt: at })));
    // Nothing older than the lock's reach is needed again.
    await db
      .delete(staffSignInFailures)
      .where(lt(staffSignInFailures.createdAt, new Date(at.getTime() - 2 * LOCK_WINDOW_MS)));
  }

  return {
    isLocked,

    async withPassword(email: string, password: string, ipHash: string): Promise<SignInOutcome> {
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
      const actor = user ? { id: user.id, email: user.email } : null;
      if (await isLocked(email, ipHash)) {
        await audit.record({ actor, action: "sign-in.locked", ipHash });
        return { status: "locked", message: SIGN_IN_MESSAGES.locked };
      }
      // Always one scrypt verification, so the time says nothing about the account.
      const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
      if (!user || !user.passwordHash || !user.active || !matches) {
        await countFailure(email, ipHash);
        // An unknown address is not written down: it may be a password typed in the wrong field.
        await audit.record({
          actor,
          action: "sign-in.failed",
          detail: user
            ? { reason: !matches ? "password" : "inactive" }
            : { reason: "unknown account" },
          ipHash,
        });
        return { status: "failed", message: SIGN_IN_MESSAGES.failed };
      }
      if (await twoFactor.isEnrolled(user.id)) {
        const token = await sessions.create(user.id, false);
        await audit.record({ actor, action: "sign-in.password-accepted", ipHash });
        return { status: "code-needed", token };
      }
      const token = await sessions.create(user.id, true);
      await audit.record({ actor, action: "sign-in", ipHash });
      return { status: "signed-in", token };
    },

    /**
     * Signs in the person who has just set their password through a one-time
     * link (an invitation, a new-password link, the first setup): typing it
     * again proves nothing more. An account with two-factor on still gives its
     * code; one that must enrol is sent to
     * enrolment by the guard. Audited as a sign-in, naming the link.
     */
    async afterNewPassword(
      user: { id: string; email: string },
      via: "invite" | "reset" | "setup",
      ipHash: string,
    ): Promise<Extract<SignInOutcome, { token: string }>> {
      const actor = { id: user.id, email: user.email };
      if (await twoFactor.isEnrolled(user.id)) {
        const token = await sessions.create(user.id, false);
        await audit.record({ actor, action: "sign-in.password-accepted", detail: { via }, ipHash });
        return { status: "code-needed", token };
      }
      const token = await sessions.create(user.id, true);
      await audit.record({ actor, action: "sign-in", detail: { via }, ipHash });
      return { status: "signed-in", token };
    },

    /**
     * Asks again who is at the keyboard before sign-in is made weaker (turning
     * two-factor off): the account's password, a current
     * code from the app or an unused recovery code. A wrong answer counts as a
     * failed sign-in, so the session alone cannot guess its way through.
     */
    async proveIdentity(
      user: { id: string; email: string },
      proof: string,
      ipHash: string,
    ): Promise<{ ok: true } | { ok: false; message: string }> {
      const actor = { id: user.id, email: user.email };
      if (await isLocked(user.email, ipHash)) {
        await audit.record({ actor, action: "sign-in.locked", ipHash });
        return { ok: false, message: SIGN_IN_MESSAGES.locked };
      }
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, user.id));
      // A 6-digit answer is a code (passwords have at least 12 characters); else the password, or a recovery code.
      const proven = /^\d{6}$/.test(proof.replace(/\s/g, ""))
        ? Boolean(await twoFactor.verify(user.id, proof))
        : (await verifyPassword(proof, row?.passwordHash ?? (await dummyHash))) ||
          Boolean(await twoFactor.verify(user.id, proof));
      if (proven && row?.active) return { ok: true };
      await countFailure(user.email, ipHash);
      await audit.record({ actor, action: "sign-in.failed", detail: { reason: "proof" }, ipHash });
      return { ok: false, message: SIGN_IN_MESSAGES.proofFailed };
    },

    /** The second step: a code for a session waiting for one. A new session replaces it. */
    async withCode(pendingToken: string, code: string, ipHash: string): Promise<SignInOutcome> {
      const pending = await sessions.read(pendingToken);
      if (!pending || pending.verified)
        return { status: "failed", message: "Your sign-in has timed out. Sign in again." };
      const { user } = pending;
      const actor = { id: user.id, email: user.email };
      if (await isLocked(user.email, ipHash)) {
        await audit.record({ actor, action: "sign-in.locked", ipHash });
        return { status: "locked", message: SIGN_IN_MESSAGES.locked };
      }
      const kind = await twoFactor.verify(user.id, code);
      if (!kind) {
        await countFailure(user.email, ipHash);
        await audit.record({ actor, action: "sign-in.failed", detail: { reason: "code" }, ipHash });
        return { status: "failed", message: SIGN_IN_MESSAGES.codeFailed };
      }
      await sessions.end(pending.id);
      const token = await sessions.create(user.id, true);
      await audit.record({ actor, action: "sign-in", detail: { secondFactor: kind }, ipHash });
      return { status: "signed-in", token };
    },

    async signOut(
      session: { id: string; user: { id: string; email: string; role: StaffRole } },
      everywhere: boolean,
      ipHash: string,
    ) {
      if (everywhere) await sessions.endAll(session.user.id);
      else await sessions.end(session.id);
      await audit.record({
        actor: session.user,
        action: everywhere ? "sign-out.everywhere" : "sign-out",
        ipHash,
      });
    },
  };
}
