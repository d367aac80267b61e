/**
 * Signing in (CONTRACT.md "sign-in abuse"): one answer for any failure, the
 * same work whether or not the account exists, and the lock of lockout.ts.
 * Every try is written to the kind's audit log.
 */
import { eq } from "drizzle-orm";
import type { KindEnv } from "./kind";
import { countFailure, isLocked } from "./lockout";
import { dummyHash, verifyPassword } from "./passwords";
import { createSession, endAllSessions, endSession, readSession } from "./sessions";
import { isEnrolled, verifyCode } from "./two-factor";

export type SignInOutcome =
  | { status: "signed-in"; token: string }
  | { status: "code-needed"; token: string }
  | { status: "failed"; message: string }
  | { status: "locked"; message: string };

type Person = { id: string; email: string };

async function findByEmail<Role extends string>({ kind, db }: KindEnv<Role>, email: string) {
  const { users } = kind.tables;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      active: users.active,
    })
    .from(users)
    .where(eq(users.email, email));
  return user;
}

/** A session for a right password: a full one, or one waiting for the code of an enrolled account. */
async function openSession<Role extends string>(
  env: KindEnv<Role>,
  user: Person,
  ipHash: string,
  detail?: Record<string, unknown>,
): Promise<Extract<SignInOutcome, { token: string }>> {
  const actor = { id: user.id, email: user.email };
  if (await isEnrolled(env, user.id)) {
    const token = await createSession(env, user.id, false);
    await env.kind.audit.record({ actor, action: "sign-in.password-accepted", detail, ipHash });
    return { status: "code-needed", token };
  }
  const token = await createSession(env, user.id, true);
  await env.kind.audit.record({ actor, action: "sign-in", detail, ipHash });
  return { status: "signed-in", token };
}

async function refuseLocked<Role extends string>(
  env: KindEnv<Role>,
  actor: Person | null,
  ipHash: string,
) {
  await env.kind.audit.record({ actor, action: "sign-in.locked", ipHash });
  return { status: "locked" as const, message: env.kind.texts.locked };
}

/** A failed try: counted towards the lock, and written to the audit log with its reason. */
async function refuseProof<Role extends string>(
  env: KindEnv<Role>,
  email: string,
  actor: Person | null,
  reason: string,
  ipHash: string,
) {
  await countFailure(env, email, ipHash);
  await env.kind.audit.record({ actor, action: "sign-in.failed", detail: { reason }, ipHash });
}

export async function signInWithPassword<Role extends string>(
  env: KindEnv<Role>,
  email: string,
  password: string,
  ipHash: string,
): Promise<SignInOutcome> {
  const user = await findByEmail(env, email);
  const actor = user ? { id: user.id, email: user.email } : null;
  if (await isLocked(env, email, ipHash)) return refuseLocked(env, actor, ipHash);
  // Always one scrypt verification, so the time says nothing about the account.
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  if (!user || !user.passwordHash || !user.active || !matches) {
    // An unknown address is not written down: it may be a password typed in the wrong field.
    const reason = user ? (!matches ? "password" : "inactive") : "unknown account";
    await refuseProof(env, email, actor, reason, ipHash);
    return { status: "failed", message: env.kind.texts.signInFailed };
  }
  return openSession(env, user, ipHash);
}

/**
 * Signs in the person who has just set their password through a one-time
 * link (an invitation, a new-password link, the first setup): typing it
 * again proves nothing more. An account with two-factor on still gives its
 * code; one that must enrol is sent to enrolment by the guard. Audited as a
 * sign-in, naming the link.
 */
export async function signInAfterNewPassword<Role extends string>(
  env: KindEnv<Role>,
  user: Person,
  via: "invite" | "reset" | "setup",
  ipHash: string,
) {
  return openSession(env, user, ipHash, { via });
}

/**
 * Asks again who is at the keyboard before sign-in is made weaker (turning
 * two-factor off): the account's password, a current code from the app or an
 * unused recovery code. A wrong answer counts as a failed sign-in, so the
 * session alone cannot guess its way through.
 */
export async function proveIdentity<Role extends string>(
  env: KindEnv<Role>,
  user: Person,
  proof: string,
  ipHash: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const actor = { id: user.id, email: user.email };
  if (await isLocked(env, user.email, ipHash)) {
    await env.kind.audit.record({ actor, action: "sign-in.locked", ipHash });
    return { ok: false, message: env.kind.texts.locked };
  }
  const { users } = env.kind.tables;
  const [row] = await env.db
    .select({ passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.id, user.id));
  // A 6-digit answer is a code (passwords have at least 12 characters); else the password, or a recovery code.
  const proven = /^\d{6}$/.test(proof.replace(/\s/g, ""))
    ? Boolean(await verifyCode(env, user.id, proof))
    : (await verifyPassword(proof, row?.passwordHash ?? (await dummyHash))) ||
      Boolean(await verifyCode(env, user.id, proof));
  if (proven && row?.active) return { ok: true };
  await refuseProof(env, user.email, actor, "proof", ipHash);
  return { ok: false, message: env.kind.texts.proofFailed };
}

/** The second step: a code for a session waiting for one. A new session replaces it. */
export async function signInWithCode<Role extends string>(
  env: KindEnv<Role>,
  pendingToken: string,
  code: string,
  ipHash: string,
): Promise<SignInOutcome> {
  const pending = await readSession(env, pendingToken);
  if (!pending || pending.verified)
    return { status: "failed", message: env.kind.texts.signInTimedOut };
  const { user } = pending;
  const actor = { id: user.id, email: user.email };
  if (await isLocked(env, user.email, ipHash)) return refuseLocked(env, actor, ipHash);
  const kind = await verifyCode(env, user.id, code);
  if (!kind) {
    await refuseProof(env, user.email, actor, "code", ipHash);
    return { status: "failed", message: env.kind.texts.codeFailed };
  }
  await endSession(env, pending.id);
  const token = await createSession(env, user.id, true);
  await env.kind.audit.record({ actor, action: "sign-in", detail: { secondFactor: kind }, ipHash });
  return { status: "signed-in", token };
}

export async function signOut<Role extends string>(
  env: KindEnv<Role>,
  session: { id: string; user: { id: string; email: string; role: Role } },
  everywhere: boolean,
  ipHash: string,
) {
  if (everywhere) await endAllSessions(env, session.user.id);
  else await endSession(env, session.id);
  await env.kind.audit.record({
    actor: session.user,
    action: everywhere ? "sign-out.everywhere" : "sign-out",
    ipHash,
  });
}
