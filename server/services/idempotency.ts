/**
 * Retries answered once (docs/decisions/016-idempotent-submissions.md).
 * A JSON door's Idempotency-Key, or the one-time token a page form carries,
 * names one submission. Its answer is stored in the lead's own transaction,
 * so a retry after a lost answer (or a crash after the commit) gets the same
 * id back instead of storing the lead twice; the same key with other fields
 * is refused. Rows are kept a day.
 */
import { createHash } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database/client";
import { idempotencyKeys } from "../../database/schema";
import { SUBMISSION_TOKEN_FIELD } from "@core/schemas/new-submission-token";
import { z } from "@core/zod";
import { rowsOf } from "./query-rows";

export { parseSubmissionKey as parseIdempotencyKey } from "@core/schemas/submission-token";

type Writer = Pick<Database, "execute">;

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const KEY_MESSAGE = "Send an Idempotency-Key of 1 to 255 visible ASCII characters.";
export const KEY_REUSED =
  "This Idempotency-Key was already used for a different submission. Use a new key for a new submission.";
const KEEP = sql`now() - interval '1 day'`;

/**
 * SHA-256 over every field and file sent (files by their bytes), in a fixed
 * order; the token left out. Plain data is taken by the names a form posts
 * (`pickupTime.from`, `skills[0]`; numbers and true/false as their text), so
 * a page form and a JSON body name one submission alike, as they did when
 * both were read as form fields.
 */
export async function fingerprintOf(fields: Record<string, unknown>): Promise<string> {
  const entries: [string, string | File][] = [];
  const add = (name: string, value: unknown, depth: number) => {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      entries.push([name, String(value)]);
    } else if (value instanceof File) {
      entries.push([name, value]);
    } else if (Array.isArray(value) && depth < 3) {
      value.forEach((item, i) => add(`${name}[${i}]`, item, depth + 1));
    } else if (typeof value === "object" && value !== null && depth < 3) {
      for (const [key, item] of Object.entries(value)) add(`${name}.${key}`, item, depth + 1);
    }
  };
  for (const [name, value] of Object.entries(fields))
    if (name !== SUBMISSION_TOKEN_FIELD) add(name, value, 0);
  const parts: string[] = [];
  for (const [name, value] of entries) {
    const text =
      typeof value === "string"
        ? value
        : `file:${value.name}:${createHash("sha256")
            .update(new Uint8Array(await value.arrayBuffer()))
            .digest("hex")}`;
    parts.push(JSON.stringify([name, text]));
  }
  return createHash("sha256").update(parts.sort().join("\n")).digest("hex");
}

export type Replay =
  | { status: "accepted"; id: string; message: string }
  | { status: "conflict"; message: string };

/** The stored answer for this key, or null when the key is new (or over a day old). */
export async function findReplay(
  db: Database,
  scope: string,
  key: string,
  fingerprint: string,
): Promise<Replay | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.createdAt} >= ${KEEP}`,
      ),
    );
  if (!row) return null;
  if (row.fingerprint !== fingerprint) return { status: "conflict", message: KEY_REUSED };
  return { status: "accepted", id: row.recordId, message: row.message };
}

/** Thrown inside the lead's transaction when another request holding the same key committed first. */
export class KeyTaken extends Error {}

export type KeyClaim = {
  scope: string;
  key: string;
  fingerprint: string;
  /** The record's id, or an expression of the statement the claim is part of. */
  recordId: string | SQL;
  message: string;
};

/**
 * The claim as two CTEs, `cleared` and `claimed`; `claimed` returns the key
 * when claimed, nothing when a twin holds it: rows over a day old are
 * cleared (by the index on created_at), except this key's own, which the
 * claim takes over in place; a live row of the key (a twin's) is left alone.
 * As CTEs (PostgreSQL allows data-modifying ones only at the top level), the
 * claim can be part of a larger statement: the API's one-statement booking.
 */
export function claimCtes(row: KeyClaim): SQL {
  return sql`
    cleared as (
      delete from ${idempotencyKeys}
      where ${idempotencyKeys.createdAt} < ${KEEP}
        and not (${idempotencyKeys.scope} = ${row.scope} and ${idempotencyKeys.key} = ${row.key})
    ),
    claimed as (
      insert into ${idempotencyKeys} (scope, key, fingerprint, record_id, message)
      values (${row.scope}, ${row.key}, ${row.fingerprint}, ${row.recordId}, ${row.message})
      on conflict (scope, key) do update set
        fingerprint = excluded.fingerprint,
        record_id = excluded.record_id,
        message = excluded.message,
        created_at = excluded.created_at
      where ${idempotencyKeys.createdAt} < ${KEEP}
      returning key
    )`;
}

/**
 * Claims the key in the lead's transaction, with the lead's id: a concurrent
 * twin waits here for the first to commit, then finds the key taken and
 * rolls back (KeyTaken), to answer with the stored answer.
 */
export async function claimKey(tx: Writer, row: KeyClaim & { recordId: string }) {
  const claimed = await tx.execute(sql`with ${claimCtes(row)} select key from claimed`);
  if (rowsOf(z.object({ key: z.string() }), claimed).length === 0) throw new KeyTaken();
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Runs the writes in one transaction; KeyTaken when a twin committed the same key first. */
export async function storeOnce<T>(
  db: Database,
  write: (tx: Transaction) => Promise<T>,
): Promise<T | KeyTaken> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (error instanceof KeyTaken) return error;
    throw error;
  }
}
