/**
 * Pickup requests by the day they are for: operations'
 * own work, and sales'. One query over the pickup table and the lead's
 * inbox row (status, assignee), in the order of the pickup slot.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { leads, pickupRequests, staffUsers } from "../../../database/schema";
import { staffName } from "@core/content/staff-work";
import type { PickupRow } from "@core/staff-rows";

export type { PickupRow };

export function createPickupList(db: Database) {
  return {
    /** The pickups asked for on `date` (YYYY-MM-DD, India's calendar), earliest slot first. */
    async onDate(date: string): Promise<PickupRow[]> {
      const rows = await db
        .select({
          id: pickupRequests.id,
          name: pickupRequests.name,
          company: leads.company,
          address: pickupRequests.address,
          city: pickupRequests.city,
          state: pickupRequests.state,
          pincode: pickupRequests.pincode,
          timeFrom: pickupRequests.pickupTimeFrom,
          packages: pickupRequests.expectedPackages,
          loadType: pickupRequests.loadType,
          status: leads.status,
          assigneeName: staffUsers.name,
          assigneeEmail: staffUsers.email,
        })
        .from(pickupRequests)
        .innerJoin(leads, eq(leads.id, pickupRequests.id))
        .leftJoin(staffUsers, eq(staffUsers.id, leads.assigneeId))
        .where(and(eq(pickupRequests.pickupDate, date), eq(leads.kind, "pickup")))
        .orderBy(
          sql`${pickupRequests.pickupTimeFrom} asc nulls last`,
          asc(pickupRequests.createdAt),
        );
      // The console's one rule for a colleague's name (staffName), not a second one in SQL.
      return rows.map(({ assigneeName, assigneeEmail, ...row }) => ({
        ...row,
        assignee: assigneeEmail ? staffName({ name: assigneeName, email: assigneeEmail }) : null,
      }));
    },
  };
}

export type PickupList = ReturnType<typeof createPickupList>;
