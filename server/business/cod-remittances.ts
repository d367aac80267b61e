/**
 * COD remittances (CONTRACT.md "Business accounts", "COD"; decision 044):
 * operations (admin, ops) record a bank transfer that pays a business the COD
 * collected on some of its shipments, at /staff/businesses/:id/cod. The amount
 * must be the sum of the chosen shipments' collected COD, each collected,
 * of that business and not yet remitted; the unique shipment id of
 * `cod_remittance_shipments` is the last word on paying one twice. Every
 * view and record is in the staff audit log, without amounts of anyone's
 * parcel.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import {
  businesses,
  codCollections,
  codRemittanceShipments,
  codRemittances,
  shipments,
} from "../../database/schema";
import type { StaffActor } from "@core/staff-access";
import { remittanceFormSchema, rsText } from "@core/schemas/cod";
import { createAuditLog } from "../services/staff/audit";

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: string }).code === "23505" ||
    (error as { cause?: { code?: string } }).cause?.code === "23505");

/** How many remittances the page lists, newest first. */
export const REMITTANCES_SHOWN = 100;

export type RemittanceOutcome =
  | { ok: true; id: string }
  | { ok: false; errors: Record<string, string> };

/** The form's fields as the action reads them: the chosen LRs are every `lr`. */
export type RemittanceInput = {
  amount: unknown;
  bank_ref: unknown;
  remitted_on: unknown;
  lr: string[];
};

type Reader = Pick<Database, "select">;

const sumOf = (values: readonly number[]) => values.reduce((total, n) => total + n, 0);

export function createCodRemittances(db: Database) {
  const audit = createAuditLog(db);

  /** The COD of one business as operations see it; undefined for an id that is not one. */
  async function businessCod(actor: StaffActor, businessId: string) {
    if (!isUuid(businessId)) return undefined;
    const [business] = await db
      .select({ id: businesses.id, legalName: businesses.legalName })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    if (!business) return undefined;
    const [open, missing, remittances] = await Promise.all([
      // Collected and not yet remitted: the checkboxes of the form.
      db
        .select({
          lrNo: shipments.lrNo,
          codAmountPaise: shipments.codAmountPaise,
          collectedPaise: codCollections.collectedPaise,
          collectedAt: codCollections.collectedAt,
        })
        .from(codCollections)
        .innerJoin(shipments, eq(shipments.id, codCollections.shipmentId))
        .leftJoin(
          codRemittanceShipments,
          eq(codRemittanceShipments.shipmentId, codCollections.shipmentId),
        )
        .where(
          and(eq(codCollections.businessId, businessId), isNull(codRemittanceShipments.shipmentId)),
        )
        .orderBy(asc(codCollections.collectedAt), asc(shipments.lrNo)),
      // Delivered cod shipments whose collection the ingestion has not sent.
      db
        .select({ lrNo: shipments.lrNo, codAmountPaise: shipments.codAmountPaise })
        .from(shipments)
        .leftJoin(codCollections, eq(codCollections.shipmentId, shipments.id))
        .where(
          and(
            eq(shipments.businessId, businessId),
            eq(shipments.paymentMode, "cod"),
            eq(shipments.orderStatus, "Delivered"),
            isNull(codCollections.shipmentId),
          ),
        )
        .orderBy(asc(shipments.id))
        .limit(200),
      db
        .select({
          id: codRemittances.id,
          amountPaise: codRemittances.amountPaise,
          bankRef: codRemittances.bankRef,
          remittedOn: codRemittances.remittedOn,
          lrNos: sql<
            string[]
          >`(select coalesce(array_agg(s.lr_no order by s.lr_no), '{}') from cod_remittance_shipments r join shipments s on s.id = r.shipment_id where r.remittance_id = "cod_remittances"."id")`,
        })
        .from(codRemittances)
        .where(eq(codRemittances.businessId, businessId))
        .orderBy(desc(codRemittances.remittedOn), desc(codRemittances.createdAt))
        .limit(REMITTANCES_SHOWN),
    ]);
    await audit.recordBy(actor, "business.cod_view", {
      target: { type: "business", id: businessId },
    });
    return {
      business,
      open,
      openTotalPaise: sumOf(open.map((row) => row.collectedPaise)),
      missing,
      remittances,
    };
  }

  /** Which of these shipments of the business are collected, and which remitted. */
  async function chosen(reader: Reader, businessId: string, lrNos: string[]) {
    return reader
      .select({
        id: shipments.id,
        lrNo: shipments.lrNo,
        collectedPaise: codCollections.collectedPaise,
        remittedBy: codRemittances.bankRef,
        remittedOn: codRemittances.remittedOn,
      })
      .from(shipments)
      .leftJoin(codCollections, eq(codCollections.shipmentId, shipments.id))
      .leftJoin(codRemittanceShipments, eq(codRemittanceShipments.shipmentId, shipments.id))
      .leftJoin(codRemittances, eq(codRemittances.id, codRemittanceShipments.remittanceId))
      .where(and(eq(shipments.businessId, businessId), inArray(shipments.lrNo, lrNos)));
  }

  /** The chosen LRs' problems, one sentence each, or the sum of what they collected. */
  function judge(lrNos: string[], rows: Awaited<ReturnType<typeof chosen>>) {
    const byLr = new Map(rows.map((row) => [row.lrNo, row]));
    const problems: string[] = [];
    for (const lrNo of lrNos) {
      const row = byLr.get(lrNo);
      if (!row) problems.push(`${lrNo} is not a shipment of this business.`);
      else if (row.remittedBy)
        problems.push(`${lrNo} is already remitted (${row.remittedBy}, ${row.remittedOn}).`);
      else if (row.collectedPaise === null)
        problems.push(`${lrNo} has no collected COD recorded yet.`);
    }
    return { problems, sum: sumOf(rows.map((row) => row.collectedPaise ?? 0)) };
  }

  /**
   * Records a remittance, or answers every problem by its field and stores
   * nothing: the amount against the chosen shipments' collected COD (with
   * both figures), each LR collected, of this business, not yet remitted.
   * The rows the check reads are locked, and the unique shipment id refuses
   * a second remittance made at the same moment.
   */
  async function recordRemittance(
    actor: StaffActor,
    businessId: string,
    input: RemittanceInput,
  ): Promise<RemittanceOutcome | undefined> {
    if (!isUuid(businessId)) return undefined;
    const [business] = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    if (!business) return undefined;
    const parsed = remittanceFormSchema().safeParse(input);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return { ok: false, errors };
    }
    const form = parsed.data;
    const lrNos = [...new Set(form.lr)];
    try {
      return await db.transaction(async (tx): Promise<RemittanceOutcome> => {
        // Locks the collections the check reads, so an ingested correction waits for this one.
        await tx
          .select({ id: codCollections.shipmentId })
          .from(codCollections)
          .innerJoin(shipments, eq(shipments.id, codCollections.shipmentId))
          .where(and(eq(codCollections.businessId, businessId), inArray(shipments.lrNo, lrNos)))
          .for("update", { of: codCollections });
        const rows = await chosen(tx, businessId, lrNos);
        const { problems, sum } = judge(lrNos, rows);
        if (problems.length) return { ok: false, errors: { lr: problems.join(" ") } };
        if (sum !== form.amount)
          return {
            ok: false,
            errors: {
              amount: `The amount is ${rsText(form.amount)} but the chosen shipments' collected COD adds up to ${rsText(sum)}.`,
            },
          };
        const [made] = await tx
          .insert(codRemittances)
          .values({
            businessId,
            amountPaise: form.amount,
            bankRef: form.bank_ref,
            remittedOn: form.remitted_on,
          })
          .returning({ id: codRemittances.id });
        await tx.insert(codRemittanceShipments).values(
          rows.map((row) => ({
            remittanceId: made!.id,
            shipmentId: row.id,
            amountPaise: row.collectedPaise!,
          })),
        );
        await audit.recordBy(
          actor,
          "business.cod_remitted",
          {
            target: { type: "business", id: businessId },
            detail: { remittance: made!.id, shipments: rows.length, amountPaise: form.amount },
          },
          tx,
        );
        return { ok: true, id: made!.id };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Someone remitted one of them a moment ago: name which, from what is stored now.
      const { problems } = judge(lrNos, await chosen(db, businessId, lrNos));
      return {
        ok: false,
        errors: { lr: problems.join(" ") || "One of the chosen shipments was remitted just now." },
      };
    }
  }

  /** /staff/cod: every business with COD collected and not yet remitted, most owed first. */
  async function owed(actor: StaffActor) {
    const rows = await db
      .select({
        id: businesses.id,
        legalName: businesses.legalName,
        shipments: sql<number>`count(*)::int`,
        owedPaise: sql<number>`sum(${codCollections.collectedPaise})::bigint`.mapWith(Number),
      })
      .from(codCollections)
      .innerJoin(businesses, eq(businesses.id, codCollections.businessId))
      .leftJoin(
        codRemittanceShipments,
        eq(codRemittanceShipments.shipmentId, codCollections.shipmentId),
      )
      .where(isNull(codRemittanceShipments.shipmentId))
      .groupBy(businesses.id, businesses.legalName)
      .orderBy(desc(sql`sum(${codCollections.collectedPaise})`), asc(businesses.legalName))
      .limit(200);
    await audit.recordBy(actor, "business.cod_list");
    return rows;
  }

  return { businessCod, recordRemittance, owed };
}

export type CodRemittances = ReturnType<typeof createCodRemittances>;
