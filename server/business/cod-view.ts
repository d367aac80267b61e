/**
 * A business's own COD (CONTRACT.md "Business accounts", "COD"; decision 044):
 * per cod shipment the COD due (the booked amount), what was collected and
 * when, the remittance that paid it (bank reference and date); the total still
 * owed to the business (collected and not yet remitted) and the COD due but
 * not collected yet. A cancelled shipment has no COD due and is left out.
 * Every query names the business.
 */
import { and, desc, eq, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database/client";
import {
  codCollections,
  codRemittanceShipments,
  codRemittances,
  shipments,
} from "../../database/schema";
import { COD_PAGE_SIZE, type CodListFilter, type CodState } from "@core/schemas/cod";

export type BusinessCodRow = {
  lrNo: string;
  bookedAt: Date;
  orderStatus: string;
  consigneeName: string | null;
  codAmountPaise: number | null;
  collectedPaise: number | null;
  collectedAt: Date | null;
  bankRef: string | null;
  remittedOn: string | null;
};

const STATE_WHERE: Record<CodState, SQL> = {
  due: isNull(codCollections.shipmentId),
  collected: and(isNotNull(codCollections.shipmentId), isNull(codRemittanceShipments.shipmentId))!,
  remitted: isNotNull(codRemittanceShipments.shipmentId),
};

/** The three joins every query of the page makes: a shipment, its collection, its remittance. */
const joins = [
  [codCollections, eq(codCollections.shipmentId, shipments.id)],
  [codRemittanceShipments, eq(codRemittanceShipments.shipmentId, shipments.id)],
  [codRemittances, eq(codRemittances.id, codRemittanceShipments.remittanceId)],
] as const;

const codOf = (businessId: string) =>
  and(
    eq(shipments.businessId, businessId),
    eq(shipments.paymentMode, "cod"),
    ne(shipments.orderStatus, "Cancelled"),
  )!;

const paise = (value: SQL<unknown>) => sql<number>`coalesce(${value}, 0)::bigint`.mapWith(Number);

export async function listBusinessCod(db: Database, businessId: string, filter: CodListFilter) {
  const where = filter.state
    ? and(codOf(businessId), STATE_WHERE[filter.state])!
    : codOf(businessId);
  const [totals] = await db
    .select({
      owedPaise: paise(
        sql`sum(${codCollections.collectedPaise}) filter (where ${codRemittanceShipments.shipmentId} is null)`,
      ),
      dueNotCollectedPaise: paise(
        sql`sum(${shipments.codAmountPaise}) filter (where ${codCollections.shipmentId} is null)`,
      ),
      remittedPaise: paise(sql`sum(${codRemittanceShipments.amountPaise})`),
    })
    .from(shipments)
    .leftJoin(...joins[0])
    .leftJoin(...joins[1])
    .leftJoin(...joins[2])
    .where(codOf(businessId));
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shipments)
    .leftJoin(...joins[0])
    .leftJoin(...joins[1])
    .leftJoin(...joins[2])
    .where(where);
  const total = counted?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / COD_PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const rows = (await db
    .select({
      lrNo: shipments.lrNo,
      bookedAt: shipments.createdAt,
      orderStatus: shipments.orderStatus,
      consigneeName: shipments.consigneeName,
      codAmountPaise: shipments.codAmountPaise,
      collectedPaise: codCollections.collectedPaise,
      collectedAt: codCollections.collectedAt,
      bankRef: codRemittances.bankRef,
      remittedOn: codRemittances.remittedOn,
    })
    .from(shipments)
    .leftJoin(...joins[0])
    .leftJoin(...joins[1])
    .leftJoin(...joins[2])
    .where(where)
    .orderBy(desc(shipments.id))
    .limit(COD_PAGE_SIZE)
    .offset((page - 1) * COD_PAGE_SIZE)) satisfies BusinessCodRow[];
  return {
    totals: totals ?? { owedPaise: 0, dueNotCollectedPaise: 0, remittedPaise: 0 },
    rows,
    total,
    page,
    pages,
  };
}

export type BusinessCodPage = Awaited<ReturnType<typeof listBusinessCod>>;
