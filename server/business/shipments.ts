/**
 * A business's own shipments (CONTRACT.md "Business accounts", "shipments"):
 * every shipment it booked, here, by upload or through the API, filtered
 * and paged by the list's URL parameters, and the CSV export of the same
 * filter. Every query names the business: another business's shipment is
 * not found, whatever id or LR number is asked for.
 */
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database/client";
import { businessAuditLog, podFiles, shipments } from "../../database/schema";
import { phoneSearchDigits } from "@core/phone";
import {
  BUSINESS_COUNT_CAP,
  BUSINESS_EXPORT_CAP,
  BUSINESS_PAGE_SIZE,
  BUSINESS_STATUS_FILTERS,
  type BusinessShipmentFilter,
} from "@core/schemas/business-lists";
import { indiaCsvTime, safeCsv } from "../services/leads/lead-export";

/** Who did something in a business: its person, and their address's hash. */
export type BusinessActor = { id: string; email: string; ipHash?: string };

export type BusinessShipmentRow = {
  id: number;
  lrNo: string;
  orderStatus: string;
  bookedAt: Date;
  clientRef: string | null;
  consigneeName: string | null;
  /** Only the last four digits of the receiver's phone are ever shown (CONTRACT.md). */
  phoneLast4: string | null;
  destinationPincode: string | null;
  service: string | null;
  paymentMode: string | null;
  declaredValuePaise: number | null;
  codAmountPaise: number | null;
  freightPaise: number | null;
  gstPaise: number | null;
  expectedDeliveryDate: string | null;
  hasPod: boolean;
};

const startOfIndianDay = (date: string) => new Date(`${date}T00:00:00+05:30`);
const DAY_MS = 24 * 60 * 60_000;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of a filter, always within the one business. */
function whereOf(businessId: string, filter: BusinessShipmentFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(shipments.businessId, businessId)];
  if (filter.status)
    conditions.push(inArray(shipments.orderStatus, [...BUSINESS_STATUS_FILTERS[filter.status]]));
  if (filter.from) conditions.push(gte(shipments.createdAt, startOfIndianDay(filter.from)));
  if (filter.to)
    conditions.push(
      lt(shipments.createdAt, new Date(startOfIndianDay(filter.to).getTime() + DAY_MS)),
    );
  if (filter.pincode) conditions.push(eq(shipments.destinationPincode, filter.pincode));
  if (filter.payment) conditions.push(eq(shipments.paymentMode, filter.payment));
  if (filter.q) conditions.push(searchOf(filter.q));
  return and(...conditions)!;
}

/**
 * `q`, read by its shape so one search costs one pass over the business's
 * rows at most (scripts/bench-business-shipments.ts): digits are the
 * consignee's phone (typed with +91, spaces or dashes, or only some of
 * them) or a whole LR number; a word without spaces that holds a digit is
 * a whole LR number or the business's own reference (as typed or in
 * capitals); other text is the consignee's name or the reference, any
 * part, any case.
 */
function searchOf(q: string): SQL {
  const upper = q.toUpperCase();
  const lower = q.toLowerCase();
  const digits = phoneSearchDigits(q);
  if (digits)
    return or(
      sql`${shipments.consigneePhone} like ${`%${digits}%`}`,
      eq(shipments.lrNo, upper.replace(/\s+/g, "")),
    )!;
  // Whole numbers, on their indexes: a part of an LR is not a search anyone makes.
  if (/^\S+$/.test(q) && /\d/.test(q))
    return or(eq(shipments.lrNo, upper), inArray(shipments.clientRef, [...new Set([q, upper])]))!;
  const text = `%${escapeLike(lower)}%`;
  return or(
    sql`lower(${shipments.consigneeName}) like ${text}`,
    sql`lower(${shipments.clientRef}) like ${text}`,
  )!;
}

const rowColumns = {
  id: shipments.id,
  lrNo: shipments.lrNo,
  orderStatus: shipments.orderStatus,
  bookedAt: shipments.createdAt,
  clientRef: shipments.clientRef,
  consigneeName: shipments.consigneeName,
  phoneLast4: sql<string | null>`right(${shipments.consigneePhone}, 4)`,
  destinationPincode: shipments.destinationPincode,
  service: shipments.service,
  paymentMode: shipments.paymentMode,
  declaredValuePaise: shipments.declaredValuePaise,
  codAmountPaise: shipments.codAmountPaise,
  freightPaise: shipments.freightPaise,
  gstPaise: shipments.gstPaise,
  expectedDeliveryDate: shipments.expectedDeliveryDate,
  hasPod: sql<boolean>`${podFiles.shipmentId} is not null`,
};

const orderOf = (sort: BusinessShipmentFilter["sort"]) =>
  sort === "oldest" ? [asc(shipments.id)] : [desc(shipments.id)];

function selectRows(db: Database, businessId: string, filter: BusinessShipmentFilter) {
  return db
    .select(rowColumns)
    .from(shipments)
    .leftJoin(podFiles, eq(podFiles.shipmentId, shipments.id))
    .where(whereOf(businessId, filter))
    .orderBy(...orderOf(filter.sort));
}

export type BusinessShipmentPage = {
  rows: BusinessShipmentRow[];
  /** How many match, counted up to BUSINESS_COUNT_CAP. */
  total: number;
  /** More match than the count counts. */
  more: boolean;
  page: number;
  pages: number;
};

/**
 * One page of the business's shipments, newest first (by id: the order
 * they were booked in, on the index (business_id, id)), and how many match.
 * A page past the last shows the last.
 */
export async function listBusinessShipments(
  db: Database,
  businessId: string,
  filter: BusinessShipmentFilter,
): Promise<BusinessShipmentPage> {
  // One pass gives both the count (up to the cap) and the page's ids: a
  // search reads the business's rows once, not once to count and once to show.
  const matching = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(whereOf(businessId, filter))
    .orderBy(...orderOf(filter.sort))
    .limit(BUSINESS_COUNT_CAP + 1);
  const total = Math.min(matching.length, BUSINESS_COUNT_CAP);
  const pages = Math.max(1, Math.ceil(total / BUSINESS_PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const ids = matching
    .slice((page - 1) * BUSINESS_PAGE_SIZE, page * BUSINESS_PAGE_SIZE)
    .map((row) => row.id);
  const rows = ids.length
    ? await db
        .select(rowColumns)
        .from(shipments)
        .leftJoin(podFiles, eq(podFiles.shipmentId, shipments.id))
        .where(and(eq(shipments.businessId, businessId), inArray(shipments.id, ids)))
        .orderBy(...orderOf(filter.sort))
    : [];
  return { rows, total, more: matching.length > BUSINESS_COUNT_CAP, page, pages };
}

/** One shipment of the business by its LR number; null for none, or another business's. */
export async function findBusinessShipment(
  db: Database,
  businessId: string,
  lrNo: string,
): Promise<BusinessShipmentRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(shipments)
    .leftJoin(podFiles, eq(podFiles.shipmentId, shipments.id))
    .where(and(eq(shipments.businessId, businessId), eq(shipments.lrNo, lrNo.trim().toUpperCase())))
    .limit(1);
  return row ?? null;
}

/** Rupees with paise, as a spreadsheet reads a number: 1234.50. */
const rupees = (paise: number | null) => (paise === null ? "" : (paise / 100).toFixed(2));

export const BUSINESS_SHIPMENT_CSV_COLUMNS = [
  "LR number",
  "Booked (India time)",
  "Status",
  "Your reference",
  "Consignee",
  "Consignee phone (last 4)",
  "Destination PIN code",
  "Service",
  "Payment mode",
  "Declared value (Rs)",
  "COD amount (Rs)",
  "Freight (Rs)",
  "GST (Rs)",
  "Expected delivery",
] as const;

export type BusinessShipmentExport = { csv: string; rows: number; capped: boolean };

/**
 * GET /business/shipments/export.csv: the filtered list as CSV under the
 * staff export's rules (UTF-8 with BOM, RFC 4180, formula cells
 * neutralised: safeCsv), the newest BUSINESS_EXPORT_CAP rows at most, and
 * the export written to the business's audit log with its filter and count
 * (never the rows: no consignee's name or phone in a log).
 */
export async function exportBusinessShipments(
  db: Database,
  businessId: string,
  filter: BusinessShipmentFilter,
  actor: BusinessActor,
): Promise<BusinessShipmentExport> {
  const found = await selectRows(db, businessId, filter).limit(BUSINESS_EXPORT_CAP + 1);
  const rows = found.slice(0, BUSINESS_EXPORT_CAP);
  const csv = safeCsv(
    BUSINESS_SHIPMENT_CSV_COLUMNS,
    rows.map((row) => [
      row.lrNo,
      indiaCsvTime(row.bookedAt),
      row.orderStatus,
      row.clientRef ?? "",
      row.consigneeName ?? "",
      row.phoneLast4 ?? "",
      row.destinationPincode ?? "",
      row.service ?? "",
      row.paymentMode ?? "",
      rupees(row.declaredValuePaise),
      rupees(row.codAmountPaise),
      rupees(row.freightPaise),
      rupees(row.gstPaise),
      row.expectedDeliveryDate ?? "",
    ]),
  );
  const { page: _page, ...parameters } = filter;
  await db.insert(businessAuditLog).values({
    businessId,
    actorId: actor.id,
    actorEmail: actor.email,
    action: "shipments.export",
    detail: { filter: parameters, rows: rows.length, capped: found.length > rows.length },
    ipHash: actor.ipHash ?? "",
  });
  return { csv, rows: rows.length, capped: found.length > rows.length };
}

/** The service bound to one database, as pages reach it (`services.businessShipments`). */
export function createBusinessShipments(db: Database) {
  return {
    list: (businessId: string, filter: BusinessShipmentFilter) =>
      listBusinessShipments(db, businessId, filter),
    find: (businessId: string, lrNo: string) => findBusinessShipment(db, businessId, lrNo),
    exportCsv: (businessId: string, filter: BusinessShipmentFilter, actor: BusinessActor) =>
      exportBusinessShipments(db, businessId, filter, actor),
  };
}

export type BusinessShipments = ReturnType<typeof createBusinessShipments>;
