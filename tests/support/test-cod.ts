/**
 * Reading back what the COD services stored (decision 044), for the tests
 * under app/, which reach the database only through these helpers.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../database/client";
import {
  codCollections,
  codRemittanceShipments,
  codRemittances,
  shipments,
  staffAuditLog,
} from "../../database/schema";

export const remittanceCount = (db: Database) => db.$count(codRemittances);

/** The remitted rows of these LRs, each with the collected amount it paid. */
export function remittedRows(db: Database, lrs: string[]) {
  return db
    .select({ lr: shipments.lrNo, amount: codRemittanceShipments.amountPaise })
    .from(codRemittanceShipments)
    .innerJoin(shipments, eq(shipments.id, codRemittanceShipments.shipmentId))
    .where(inArray(shipments.lrNo, lrs));
}

/** The details of the staff audit log's rows of one action, oldest first. */
export async function auditDetails(db: Database, action: string) {
  const rows = await db
    .select({ detail: staffAuditLog.detail })
    .from(staffAuditLog)
    .where(eq(staffAuditLog.action, action))
    .orderBy(staffAuditLog.id);
  return rows.map((row) => row.detail);
}

/** Writes a second remittance row of an LR straight to the tables, past every check of the service. */
export async function remitAgainDirectly(db: Database, businessId: string, lr: string) {
  const [row] = await db
    .select({ id: codCollections.shipmentId })
    .from(codCollections)
    .innerJoin(shipments, eq(shipments.id, codCollections.shipmentId))
    .where(eq(shipments.lrNo, lr));
  const [other] = await db
    .insert(codRemittances)
    .values({ businessId, amountPaise: 1000, bankRef: "X", remittedOn: "2026-11-30" })
    .returning({ id: codRemittances.id });
  await db
    .insert(codRemittanceShipments)
    .values({ remittanceId: other!.id, shipmentId: row!.id, amountPaise: 1000 });
}
