/**
 * A request's files stored before its transaction, then linked in it
 * (docs/decisions/030-customer-care.md, "Bounded re-encoding"). The ticket's
 * transaction takes the year's counter row, which every other request
 * waits for: megabytes of photos written inside it made each wait for the
 * others' bytes, past the database's deadline. Staged, each file is one
 * statement of its own; the transaction links them by id (all or none), a
 * request that is not stored deletes its own, and the retention job erases
 * any staged file a day old (a process that died in between).
 */
import { and, inArray, isNull, lt } from "drizzle-orm";
import type { Database, Transaction } from "../../../database/client";
import { supportAttachments } from "../../../database/schema";
import type { CheckedAttachment } from "./attachments";

/** Stores the files unlinked, one statement each; their ids in order. */
export async function stageFiles(db: Database, files: CheckedAttachment[], at: Date) {
  const ids: string[] = [];
  for (const file of files) {
    const [row] = await db
      .insert(supportAttachments)
      .values({
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.content.byteLength,
        content: file.content,
        createdAt: at,
      })
      .returning({ id: supportAttachments.id });
    ids.push(row!.id);
  }
  return ids;
}

/** Links staged files to their ticket in its transaction; throws unless every one still waits. */
export async function linkFiles(tx: Transaction, ids: string[], ticketId: string) {
  if (ids.length === 0) return;
  const linked = await tx
    .update(supportAttachments)
    .set({ ticketId })
    .where(and(inArray(supportAttachments.id, ids), isNull(supportAttachments.ticketId)))
    .returning({ id: supportAttachments.id });
  if (linked.length !== ids.length) throw new Error("staged files are gone");
}

/** Deletes staged files of a request that was not stored. */
export async function discardFiles(db: Database, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .delete(supportAttachments)
    .where(and(inArray(supportAttachments.id, ids), isNull(supportAttachments.ticketId)));
}

/** Erases staged files older than `before` (left by a process that died); how many. */
export async function eraseStaleFiles(db: Pick<Database, "delete">, before: Date) {
  const erased = await db
    .delete(supportAttachments)
    .where(and(isNull(supportAttachments.ticketId), lt(supportAttachments.createdAt, before)))
    .returning({ id: supportAttachments.id });
  return erased.length;
}
