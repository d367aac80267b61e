/**
 * The sign-in lock (CONTRACT.md "sign-in abuse"): 5 failures per account or
 * per address in 15 minutes lock further tries for 15 minutes. Failures are
 * counted in the kind's table, so the lock holds across server processes.
 */
import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { KindEnv } from "./kind";
import { insertFailures } from "./tables";

export const LOCK_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60_000;

/** The keys a failure counts under: the account tried and the address it came from. */
export const lockKeys = (email: string, ipHash: string) => [
  `account:${email}`,
  `address:${ipHash}`,
];

/**
 * Locked when the last 5 failures of a key fall within 15 minutes, until
 * 15 minutes after the last of them. Tries refused by the lock are not counted.
 */
export async function isLocked<Role extends string>(
  { kind, db, now }: KindEnv<Role>,
  email: string,
  ipHash: string,
): Promise<boolean> {
  const failures = kind.tables.signInFailures;
  const at = now().getTime();
  for (const key of lockKeys(email, ipHash)) {
    const recent = await db
      .select({ at: failures.createdAt })
      .from(failures)
      .where(and(eq(failures.key, key), gt(failures.createdAt, new Date(at - 2 * LOCK_WINDOW_MS))))
      .orderBy(desc(failures.createdAt))
      .limit(LOCK_FAILURES);
    const newest = recent[0]?.at.getTime();
    const oldest = recent[LOCK_FAILURES - 1]?.at.getTime();
    if (newest === undefined || oldest === undefined) continue;
    if (newest - oldest <= LOCK_WINDOW_MS && at < newest + LOCK_WINDOW_MS) return true;
  }
  return false;
}

/** Counts a failed try under both keys, and forgets failures older than the lock's reach. */
export async function countFailure<Role extends string>(
  { kind, db, now }: KindEnv<Role>,
  email: string,
  ipHash: string,
) {
  const failures = kind.tables.signInFailures;
  const at = now();
  await insertFailures(
    db,
    failures,
    lockKeys(email, ipHash).map((key) => ({ key, createdAt: at })),
  );
  await db
    .delete(failures)
    .where(lt(failures.createdAt, new Date(at.getTime() - 2 * LOCK_WINDOW_MS)));
}
