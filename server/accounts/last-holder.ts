/**
 * The last-holder rule: a kind's managing role (the staff's `admin`, a
 * business's `owner`) always keeps one holder who can sign in, so there is
 * always someone to manage the accounts. The staff count across the console;
 * a business counts its own owners (the kind's `lastHolder.groupBy`).
 */
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { KindEnv } from "./kind";
import type { Reader } from "./tables";

/**
 * The holders who can sign in (active, with a password) of the account's
 * group, their rows locked until the transaction ends, so two holders
 * demoting each other at once cannot both pass. An invited holder who never
 * set a password does not count: they cannot bring the accounts back.
 */
async function lockSigningHolders<Role extends string>(
  { kind }: KindEnv<Role>,
  tx: Reader,
  userId: string,
) {
  const { users } = kind.tables;
  const { role, groupBy } = kind.lastHolder;
  const sameGroup = groupBy
    ? inArray(groupBy, tx.select({ group: groupBy }).from(users).where(eq(users.id, userId)))
    : undefined;
  return tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.role, role), eq(users.active, true), isNotNull(users.passwordHash), sameGroup),
    )
    .for("update");
}

/** True when `user` is the one holder of the kind's managing role left who can sign in. */
export async function isLastHolder<Role extends string>(
  env: KindEnv<Role>,
  tx: Reader,
  user: { id: string; role: string; active: boolean; passwordHash: string | null },
) {
  if (user.role !== env.kind.lastHolder.role || !user.active || user.passwordHash === null)
    return false;
  const holders = await lockSigningHolders(env, tx, user.id);
  return holders.length <= 1 && holders.some((h) => h.id === user.id);
}
