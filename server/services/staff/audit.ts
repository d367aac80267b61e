/**
 * The staff audit log: append-only rows of who did
 * what to which record, when, from which address hash. Part 2 records views,
 * exports, status changes and erasures through the same `record`. Never
 * personal data in `detail`: the log outlives an erasure.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { staffAuditLog } from "../../../database/schema";
import type { StaffActor } from "@core/staff-access";
import { byActor, type AuditEntry } from "../../accounts/kind";

export type AuditFilter = {
  action?: string;
  actorId?: string;
  /** Dates, inclusive, in the server's time zone (UTC). */
  from?: string;
  to?: string;
  page?: number;
};

export const AUDIT_PAGE_SIZE = 50;

type Writer = Pick<Database, "insert">;

export function createAuditLog(db: Database) {
  /** Writes one row; pass a transaction to make it part of the change it records. */
  async function record(entry: AuditEntry, tx: Writer = db) {
    await tx.insert(staffAuditLog).values({
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      detail: entry.detail ?? null,
      ipHash: entry.ipHash,
    });
  }

  return {
    record,

    /**
     * One row of a staff member's doing in the console (a view, an export, a
     * change), written by the service that does it; pass the change's
     * transaction to make the row part of it.
     */
    async recordBy(
      actor: StaffActor,
      action: string,
      about: { target?: AuditEntry["target"]; detail?: AuditEntry["detail"] } = {},
      tx: Writer = db,
    ) {
      await record({ ...byActor(actor), action, ...about }, tx);
    },

    async list(filter: AuditFilter) {
      const where: SQL[] = [];
      if (filter.action) where.push(eq(staffAuditLog.action, filter.action));
      if (filter.actorId) where.push(eq(staffAuditLog.actorId, filter.actorId));
      if (filter.from) where.push(gte(staffAuditLog.at, new Date(`${filter.from}T00:00:00Z`)));
      if (filter.to) {
        const end = new Date(`${filter.to}T00:00:00Z`);
        end.setUTCDate(end.getUTCDate() + 1);
        where.push(lt(staffAuditLog.at, end));
      }
      const page = Math.max(1, filter.page ?? 1);
      const condition = where.length ? and(...where) : undefined;
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select()
          .from(staffAuditLog)
          .where(condition)
          .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset((page - 1) * AUDIT_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(staffAuditLog)
          .where(condition),
      ]);
      return { rows, total, page, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
    },

    /** The actions that occur in the log, for the filter's choices. */
    async actions(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ action: staffAuditLog.action })
        .from(staffAuditLog)
        .orderBy(staffAuditLog.action);
      return rows.map((r) => r.action);
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
