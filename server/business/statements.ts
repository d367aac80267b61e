/**
 * A business's statements (CONTRACT.md "Business accounts", "charges";
 * docs/decisions/043-statements.md): the calendar months in India's time in
 * which it booked, each with its shipments' freight, GST and total as
 * stored at booking time, and a month's statement as a PDF and a CSV that
 * agree to the paisa (both are written from the same lines, the totals
 * are their sums). Every query names the business: another business's
 * month is a month without shipments, answered as not found.
 *
 * Staff (admin, sales) read the same from /staff/businesses/:id; each file
 * they open is a row of the staff audit log, as every staff view is. The
 * business's own downloads go to its audit log, as its CSV export does.
 */
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { businessAuditLog, businesses } from "../../database/schema-business";
import { shipments } from "../../database/schema";
import { monthBounds, parseStatementMonth } from "@core/statement-month";
import type { StaffActor } from "@core/staff-access";
import { z } from "@core/zod";
import { renderStatement, type Statement, type StatementLine } from "../documents/statement";
import { indiaCsvTime, safeCsv } from "../services/leads/lead-export";
import { rowsOf, SqlNumber } from "../services/query-rows";
import { createAuditLog } from "../services/staff/audit";
import type { BusinessActor } from "./shipments";

export type StatementMonth = {
  month: string;
  shipments: number;
  freightPaise: number;
  gstPaise: number;
  totalPaise: number;
};

export type StatementFormat = "pdf" | "csv";
export type StatementFile = { fileName: string; content: Uint8Array; format: StatementFormat };

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/*
 * India's month of a booking, in SQL: the instant moved by India's fixed
 * offset (UTC+05:30, no summer time) and read as UTC, so the answer is the
 * same whatever time zone the database server runs in.
 */
const monthOfRow = sql<string>`to_char((${shipments.createdAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM')`;

const MonthRow = z.object({
  month: z.string(),
  shipments: SqlNumber,
  freight: SqlNumber,
  gst: SqlNumber,
});

/** The months the business booked in, newest first, each with its sums. */
export async function statementMonths(db: Database, businessId: string): Promise<StatementMonth[]> {
  if (!isUuid(businessId)) return [];
  const result = await db.execute(sql`
    select ${monthOfRow} as month,
           count(*)::int as shipments,
           coalesce(sum(${shipments.freightPaise}), 0)::text as freight,
           coalesce(sum(${shipments.gstPaise}), 0)::text as gst
      from ${shipments}
     where ${shipments.businessId} = ${businessId}
     group by 1
     order by 1 desc`);
  return rowsOf(MonthRow, result).map((row) => {
    const freightPaise = Number(row.freight);
    const gstPaise = Number(row.gst);
    return {
      month: row.month,
      shipments: Number(row.shipments),
      freightPaise,
      gstPaise,
      totalPaise: freightPaise + gstPaise,
    };
  });
}

/**
 * One month's statement: the business's facts and every shipment booked
 * from 00:00 IST on the 1st to before 00:00 IST on the next month's 1st,
 * in the order booked. Null for a malformed month, another business, or a
 * month without shipments (the list offers only months with some).
 */
export async function statementOf(
  db: Database,
  businessId: string,
  month: string,
): Promise<Statement | null> {
  const valid = parseStatementMonth(month);
  if (!valid || !isUuid(businessId)) return null;
  const [business] = await db
    .select({
      legalName: businesses.legalName,
      gstin: businesses.gstin,
      billingAddress: businesses.billingAddress,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) return null;
  const { start, end } = monthBounds(valid);
  const rows = await db
    .select({
      bookedAt: shipments.createdAt,
      lrNo: shipments.lrNo,
      clientRef: shipments.clientRef,
      destinationPincode: shipments.destinationPincode,
      service: shipments.service,
      chargeableWeightGrams: shipments.chargeableWeightGrams,
      freightPaise: shipments.freightPaise,
      gstPaise: shipments.gstPaise,
    })
    .from(shipments)
    .where(
      and(
        eq(shipments.businessId, businessId),
        gte(shipments.createdAt, start),
        lt(shipments.createdAt, end),
      ),
    )
    .orderBy(asc(shipments.createdAt), asc(shipments.id));
  if (rows.length === 0) return null;
  const lines: StatementLine[] = rows.map((row) => ({
    ...row,
    chargeableWeightGrams: row.chargeableWeightGrams ?? 0,
    freightPaise: row.freightPaise ?? 0,
    gstPaise: row.gstPaise ?? 0,
  }));
  let freightPaise = 0;
  let gstPaise = 0;
  let chargeableWeightGrams = 0;
  for (const line of lines) {
    freightPaise += line.freightPaise;
    gstPaise += line.gstPaise;
    chargeableWeightGrams += line.chargeableWeightGrams;
  }
  return {
    month: valid,
    business,
    lines,
    totals: {
      shipments: lines.length,
      chargeableWeightGrams,
      freightPaise,
      gstPaise,
      totalPaise: freightPaise + gstPaise,
    },
  };
}

/** Rupees with two decimals from whole paise, as a spreadsheet reads a number: 1234.50. */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Kilograms with up to three decimals from grams: 12.5. */
const csvKilograms = (grams: number) => String(grams / 1000);

export const STATEMENT_CSV_COLUMNS = [
  "Booked (India time)",
  "LR number",
  "Your reference",
  "Destination PIN code",
  "Service",
  "Chargeable weight (kg)",
  "Freight (Rs)",
  "GST (Rs)",
  "Total (Rs)",
] as const;

/**
 * The statement's lines under the staff export's rules (UTF-8 with BOM,
 * RFC 4180, formula cells neutralised: safeCsv), one row per shipment and
 * no totals row: a spreadsheet's SUM of a column is the PDF's total, and a
 * totals row would be counted twice by it or read as a shipment by an import.
 */
export function statementCsv(statement: Statement): string {
  return safeCsv(
    STATEMENT_CSV_COLUMNS,
    statement.lines.map((line) => [
      indiaCsvTime(line.bookedAt),
      line.lrNo,
      line.clientRef ?? "",
      line.destinationPincode ?? "",
      line.service ?? "",
      csvKilograms(line.chargeableWeightGrams),
      csvRupees(line.freightPaise),
      csvRupees(line.gstPaise),
      csvRupees(line.freightPaise + line.gstPaise),
    ]),
  );
}

function fileOf(statement: Statement, format: StatementFormat): StatementFile {
  const fileName = `sil-statement-${statement.month}.${format}`;
  const content =
    format === "pdf"
      ? renderStatement(statement)
      : new TextEncoder().encode(statementCsv(statement));
  return { fileName, content, format };
}

/** The business's own statement file, its download written to the business's audit log. */
export async function businessStatementFile(
  db: Database,
  businessId: string,
  month: string,
  format: StatementFormat,
  actor: BusinessActor,
): Promise<StatementFile | null> {
  const statement = await statementOf(db, businessId, month);
  if (!statement) return null;
  const file = fileOf(statement, format);
  await db.insert(businessAuditLog).values({
    businessId,
    actorId: actor.id,
    actorEmail: actor.email,
    action: "statement.download",
    detail: { month: statement.month, format, shipments: statement.totals.shipments },
    ipHash: actor.ipHash ?? "",
  });
  return file;
}

/** The service bound to one database (`services.businessStatements`). */
export function createBusinessStatements(db: Database) {
  const audit = createAuditLog(db);
  return {
    months: (businessId: string) => statementMonths(db, businessId),
    file: (businessId: string, month: string, format: StatementFormat, actor: BusinessActor) =>
      businessStatementFile(db, businessId, month, format, actor),
    /** Staff: the months of one business (the business page's view is audited as business.view). */
    staffMonths: (_actor: StaffActor, businessId: string) => statementMonths(db, businessId),
    /** Staff: one statement file, audited as the staff's view of the business's statement. */
    staffFile: async (
      actor: StaffActor,
      businessId: string,
      month: string,
      format: StatementFormat,
    ): Promise<StatementFile | null> => {
      const statement = await statementOf(db, businessId, month);
      if (!statement) return null;
      await audit.recordBy(actor, "business.statement", {
        target: { type: "business", id: businessId },
        detail: { month: statement.month, format },
      });
      return fileOf(statement, format);
    },
  };
}

export type BusinessStatements = ReturnType<typeof createBusinessStatements>;
