/**
 * Changes to an account: its name, role, whether it is active, its password
 * and two-factor sign-in. Each is audited, in the same transaction as the
 * change where there is one; the last-holder rule guards the role and the
 * deactivation. The pages check who may ask for which change.
 */
import { accountTarget, byActor, type Actor, type KindEnv } from "./kind";
import { findAccount, type Refusal } from "./invitations";
import { isLastHolder } from "./last-holder";
import { hashPassword, verifyPassword, weakPasswordReason } from "./passwords";
import { endAllSessions } from "./sessions";
import { updateUser } from "./tables";
import { confirmEnrolment, removeTwoFactor } from "./two-factor";

/** Further columns of the kind's own to set with a change, and facts for its audit row. */
export type AlsoChange = { columns: Record<string, unknown>; detail: Record<string, unknown> };

/** Changes an account's name. The names are not written down: the log names people through their ids. */
export async function renameAccount<Role extends string>(
  env: KindEnv<Role>,
  actor: Actor<Role>,
  userId: string,
  name: string,
): Promise<{ ok: true } | Refusal> {
  const user = await findAccount(env, userId);
  if (!user) return { ok: false, message: env.kind.texts.noSuchAccount };
  if (user.name === name) return { ok: true };
  await env.db.transaction(async (tx) => {
    await updateUser(tx, env.kind.tables.users, userId, { name, updatedAt: env.now() });
    await env.kind.audit.record(
      { ...byActor(actor), action: "account.renamed", target: accountTarget(env, userId) },
      tx,
    );
  });
  return { ok: true };
}

/**
 * A holder of the managing role lowering their own role must confirm it
 * (`confirmed`); the last holder who can sign in keeps the role.
 */
export async function changeRole<Role extends string>(
  env: KindEnv<Role>,
  actor: Actor<Role>,
  userId: string,
  role: Role,
  { confirmed = false, also }: { confirmed?: boolean; also?: AlsoChange } = {},
): Promise<{ ok: true } | Refusal> {
  const { kind } = env;
  const user = await findAccount(env, userId);
  if (!user) return { ok: false, message: kind.texts.noSuchAccount };
  if (user.role === role) return { ok: true };
  if (user.id === actor.id && user.role === kind.lastHolder.role && !confirmed)
    return { ok: false, field: "confirm", message: kind.texts.confirmOwnRole };
  return env.db.transaction(async (tx): Promise<{ ok: true } | Refusal> => {
    if (await isLastHolder(env, tx, user))
      return { ok: false, field: "role", message: kind.texts.lastHolder };
    await updateUser(tx, kind.tables.users, userId, { role, updatedAt: env.now() }, also?.columns);
    await kind.audit.record(
      {
        ...byActor(actor),
        action: "account.role-changed",
        target: accountTarget(env, userId),
        detail: { from: user.role, to: role, ...also?.detail },
      },
      tx,
    );
    return { ok: true };
  });
}

/** Deactivating ends the account's sessions at once; no one deactivates themselves. */
export async function setActive<Role extends string>(
  env: KindEnv<Role>,
  actor: Actor<Role>,
  userId: string,
  active: boolean,
  also?: AlsoChange,
): Promise<{ ok: true } | Refusal> {
  const { kind } = env;
  const user = await findAccount(env, userId);
  if (!user) return { ok: false, message: kind.texts.noSuchAccount };
  if (!active && user.id === actor.id)
    return { ok: false, message: kind.texts.cannotDeactivateSelf };
  const outcome = await env.db.transaction(async (tx): Promise<{ ok: true } | Refusal> => {
    if (!active && (await isLastHolder(env, tx, user)))
      return { ok: false, message: kind.texts.lastHolder };
    await updateUser(
      tx,
      kind.tables.users,
      userId,
      { active, updatedAt: env.now() },
      also?.columns,
    );
    await kind.audit.record(
      {
        ...byActor(actor),
        action: active ? "account.reactivated" : "account.deactivated",
        target: accountTarget(env, userId),
        ...(also && { detail: also.detail }),
      },
      tx,
    );
    return { ok: true };
  });
  if (!outcome.ok) return outcome;
  // The guard also refuses a deactivated account's session; deleting them ends them for good.
  if (!active) await endAllSessions(env, userId);
  return { ok: true };
}

/** Changes one's own password; the other sessions of the account end. */
export async function changePassword<Role extends string>(
  env: KindEnv<Role>,
  actor: Actor<Role> & { sessionId: string },
  current: string,
  next: string,
): Promise<{ ok: true } | Refusal> {
  const { kind } = env;
  const user = await findAccount(env, actor.id);
  if (!user?.passwordHash || !(await verifyPassword(current, user.passwordHash)))
    return { ok: false, field: "current", message: kind.texts.currentPasswordWrong };
  const weak = weakPasswordReason(next, user.email);
  if (weak) return { ok: false, field: "password", message: weak };
  const passwordHash = await hashPassword(next);
  await env.db.transaction(async (tx) => {
    await updateUser(tx, kind.tables.users, user.id, { passwordHash, updatedAt: env.now() });
    await kind.audit.record(
      { ...byActor(actor), action: "password.changed", target: accountTarget(env, user.id) },
      tx,
    );
  });
  await endAllSessions(env, user.id, actor.sessionId);
  return { ok: true };
}

/** For someone who lost their phone and recovery codes: they enrol again at the next sign-in. */
export async function resetTwoFactor<Role extends string>(
  env: KindEnv<Role>,
  actor: Actor<Role>,
  userId: string,
) {
  await removeTwoFactor(env, userId);
  await endAllSessions(env, userId);
  await env.kind.audit.record({
    ...byActor(actor),
    action: "two-factor.reset",
    target: accountTarget(env, userId),
  });
}

/** Confirms one's own enrolment with a first code; answers the recovery codes, once. */
export async function enableTwoFactor<Role extends string>(
  env: KindEnv<Role>,
  actor: Actor<Role>,
  code: string,
): Promise<string[] | undefined> {
  const codes = await confirmEnrolment(env, actor.id, code);
  if (codes)
    await env.kind.audit.record({
      ...byActor(actor),
      action: "two-factor.enabled",
      target: accountTarget(env, actor.id),
    });
  return codes;
}

/** Turns one's own two-factor sign-in off (the page has checked the password or a code). */
export async function disableTwoFactor<Role extends string>(
  env: KindEnv<Role>,
  actor: Actor<Role>,
) {
  await removeTwoFactor(env, actor.id);
  await env.kind.audit.record({
    ...byActor(actor),
    action: "two-factor.disabled",
    target: accountTarget(env, actor.id),
  });
}
