/**
 * The people of customer care: who a ticket can be given to, and
 * the grievance officer, the one account that receives escalations
 * (server/services/support/ticket-store.ts `escalateTicket`). Part of the
 * staff's ticket desk (./desk.ts).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { staffUsers } from "../../../database/schema";
import type { StaffActor, StaffRole } from "@core/staff-access";
import { staffDisplayName } from "../staff/accounts";
import { createAuditLog } from "../staff/audit";

/** Who may take a ticket, and be the grievance officer: the roles that can open it. */
export const TICKET_ROLES: readonly StaffRole[] = ["admin", "support"];

export type OfficerOutcome = "set" | "cleared" | "not-a-colleague" | "forbidden";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An active account of a role that can open tickets, or null. */
export async function ticketColleague(tx: Pick<Database, "select">, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await tx
    .select({ id: staffUsers.id, role: staffUsers.role })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, id), eq(staffUsers.active, true)));
  return row && TICKET_ROLES.some((role) => role === row.role) ? row : null;
}

export function createTicketPeople(db: Database, now: () => Date) {
  const audit = createAuditLog(db);
  return {
    /** The active accounts a ticket can be given to (admin and customer care). */
    async colleagues() {
      const rows = await db
        .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
        .from(staffUsers)
        .where(and(eq(staffUsers.active, true), inArray(staffUsers.role, [...TICKET_ROLES])))
        .orderBy(asc(staffUsers.email));
      return rows
        .map((r) => ({ id: r.id, email: r.email, displayName: staffDisplayName(r) }))
        .sort((a, b) => a.displayName.localeCompare(b.displayName, "en"));
    },

    /** The account marked as grievance officer (active or not), or null. */
    async grievanceOfficer() {
      const [row] = await db
        .select({
          id: staffUsers.id,
          email: staffUsers.email,
          name: staffUsers.name,
          active: staffUsers.active,
        })
        .from(staffUsers)
        .where(eq(staffUsers.grievanceOfficer, true));
      return row ? { id: row.id, active: row.active, displayName: staffDisplayName(row) } : null;
    },

    /**
     * Marks the account that receives escalations (an active admin or
     * customer-care account), or nobody; one at a time, so the old mark is
     * cleared in the same transaction. Admins only.
     */
    async setGrievanceOfficer(staffId: string | null, actor: StaffActor): Promise<OfficerOutcome> {
      if (actor.role !== "admin") return "forbidden";
      return db.transaction(async (tx) => {
        if (staffId && !(await ticketColleague(tx, staffId))) return "not-a-colleague";
        const at = now();
        await tx
          .update(staffUsers)
          .set({ grievanceOfficer: false, updatedAt: at })
          .where(eq(staffUsers.grievanceOfficer, true));
        if (staffId)
          await tx
            .update(staffUsers)
            .set({ grievanceOfficer: true, updatedAt: at })
            .where(eq(staffUsers.id, staffId));
        await audit.recordBy(
          actor,
          "account.grievance-officer",
          staffId ? { target: { type: "staff", id: staffId } } : { detail: { cleared: true } },
          tx,
        );
        return staffId ? "set" : "cleared";
      });
    },
  };
}
