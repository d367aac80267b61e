/**
 * The tables a kind of account brings (docs/decisions/037-accounts-module.md):
 * the columns the module reads and writes, by their Drizzle property names.
 * The staff console's tables in database/schema.ts have this shape; a kind's
 * table may have more columns (the staff's grievance officer, a business id),
 * which the module leaves alone.
 *
 * Drizzle types inserts and updates of such a table loosely, so every write
 * goes through a function of this file whose values are typed here.
 */
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../database/client";

type Column<T, NotNull extends boolean = true> = AnyPgColumn<{ data: T; notNull: NotNull }>;

/** One person of the kind. `passwordHash` is null until an invitation is accepted. */
export type UsersTable = PgTable & {
  id: Column<string>;
  email: Column<string>;
  name: Column<string>;
  role: Column<string>;
  passwordHash: Column<string, false>;
  active: Column<boolean>;
  updatedAt: Column<Date>;
};

/** Sessions by the SHA-256 of the cookie's token. */
export type SessionsTable = PgTable & {
  id: Column<string>;
  userId: Column<string>;
  verified: Column<boolean>;
  createdAt: Column<Date>;
  lastSeenAt: Column<Date>;
  expiresAt: Column<Date>;
};

/** One-time links by the SHA-256 of their token. */
export type TokensTable = PgTable & {
  id: Column<string>;
  purpose: Column<string>;
  userId: Column<string, false>;
  createdBy: Column<string, false>;
  expiresAt: Column<Date>;
  usedAt: Column<Date, false>;
};

export type TwoFactorTable = PgTable & {
  userId: Column<string>;
  secretEncrypted: Column<string>;
  confirmedAt: Column<Date, false>;
  lastUsedStep: Column<number, false>;
};

export type RecoveryCodesTable = PgTable & {
  userId: Column<string>;
  codeHash: Column<string>;
};

export type SignInFailuresTable = PgTable & {
  key: Column<string>;
  createdAt: Column<Date>;
};

export type AccountTables = {
  users: UsersTable;
  sessions: SessionsTable;
  tokens: TokensTable;
  twoFactor: TwoFactorTable;
  recoveryCodes: RecoveryCodesTable;
  signInFailures: SignInFailuresTable;
};

/** A database or a transaction: what a write needs. */
export type Writer = Pick<Database, "insert" | "update" | "delete">;
export type Reader = Pick<Database, "select">;

export type NewUser = { email: string; role: string; name: string; passwordHash?: string };
export type UserChange = Partial<{
  name: string;
  role: string;
  passwordHash: string;
  active: boolean;
  updatedAt: Date;
}>;
export type NewSession = {
  id: string;
  userId: string;
  verified: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
};
export type NewLink = {
  id: string;
  purpose: string;
  userId: string | null;
  createdBy: string | null;
  expiresAt: Date;
};
export type TwoFactorChange = Partial<{
  secretEncrypted: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
}>;

/**
 * Inserts an account; `columns` are the kind's own further ones (a business
 * id). Answers its id, or undefined when the e-mail address is taken.
 */
export async function insertUser(
  tx: Writer,
  users: UsersTable,
  values: NewUser,
  columns: Record<string, unknown> = {},
): Promise<string | undefined> {
  const [row] = await tx
    .insert(users)
    .values({ ...columns, ...values })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id;
}

/** Updates one account; `columns` are the kind's own further ones (a grievance officer's mark). */
export async function updateUser(
  tx: Writer,
  users: UsersTable,
  id: string,
  change: UserChange,
  columns: Record<string, unknown> = {},
) {
  await tx
    .update(users)
    .set({ ...columns, ...change })
    .where(eq(users.id, id));
}

export async function insertSession(tx: Writer, sessions: SessionsTable, values: NewSession) {
  await tx.insert(sessions).values(values);
}

/** Marks the session seen now (at most once a minute: sessions.ts). */
export async function touchSession(tx: Writer, sessions: SessionsTable, id: string, at: Date) {
  await tx.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function insertLink(tx: Writer, tokens: TokensTable, values: NewLink) {
  await tx.insert(tokens).values(values);
}

/** Spends a live link: answers false when it was spent already. */
export async function spendLink(tx: Writer, tokens: TokensTable, id: string, at: Date) {
  const spent = await tx
    .update(tokens)
    .set({ usedAt: at })
    .where(and(eq(tokens.id, id), isNull(tokens.usedAt)))
    .returning({ id: tokens.id });
  return spent.length > 0;
}

export async function insertFailures(
  tx: Writer,
  failures: SignInFailuresTable,
  values: { key: string; createdAt: Date }[],
) {
  await tx.insert(failures).values(values);
}

/** Sets the secret waiting for its first code, replacing one that was waiting. */
export async function upsertTwoFactor(
  tx: Writer,
  twoFactor: TwoFactorTable,
  userId: string,
  secretEncrypted: string,
) {
  await tx
    .insert(twoFactor)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretEncrypted, confirmedAt: null, lastUsedStep: null },
    });
}

export async function updateTwoFactor(
  tx: Writer,
  twoFactor: TwoFactorTable,
  where: SQL | undefined,
  change: TwoFactorChange,
) {
  return tx.update(twoFactor).set(change).where(where).returning({ userId: twoFactor.userId });
}

export async function insertRecoveryCodes(
  tx: Writer,
  codes: RecoveryCodesTable,
  values: { userId: string; codeHash: string }[],
) {
  await tx.insert(codes).values(values);
}
