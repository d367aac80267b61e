/**
 * COD collected (CONTRACT.md "Business accounts", "COD"; decision 044): a cod
 * shipment's Delivered event from the ingestion API carries `cod_collected`,
 * stored in paise beside the event, in the event's transaction. A figure
 * other than the booked COD amount is stored as sent and shown as differing:
 * the crew collected what they collected, and hiding it helps no one.
 */
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../database/client";
import { codCollections, codRemittanceShipments, shipments } from "../../database/schema";
import { rsText } from "@core/schemas/cod";
import type { IngestedEvent } from "../services/tracking/ingestion";
import type { TrackingService } from "../services/tracking";

export type CodRefusal = { ok: false; field: string; message: string };

/** An ingested event, with the COD the crew collected when it is the Delivered one. */
export type CodEvent = IngestedEvent & { codCollected?: number };

const NOT_COD = "This shipment is not a cod shipment, so there is no COD to collect.";

/**
 * Stores the collection on the locked shipment, or says why not: the
 * shipment is not cod, or its COD is already remitted with another amount
 * (the business was paid that figure; it is not rewritten underneath).
 * Nothing is written when it refuses.
 */
async function recordCollection(
  tx: Transaction,
  shipment: { id: number; businessId: string | null; paymentMode: string | null },
  collection: { paise: number; at: Date; eventId: string | null },
  field: string,
): Promise<CodRefusal | null> {
  if (shipment.paymentMode !== "cod" || !shipment.businessId)
    return { ok: false, field, message: NOT_COD };
  const [paid] = await tx
    .select({ amountPaise: codRemittanceShipments.amountPaise })
    .from(codRemittanceShipments)
    .where(eq(codRemittanceShipments.shipmentId, shipment.id));
  if (paid) {
    if (paid.amountPaise === collection.paise) return null;
    return {
      ok: false,
      field,
      message: `The COD of this shipment is already remitted to the business as ${rsText(paid.amountPaise)}; its collected amount cannot change now.`,
    };
  }
  const values = {
    collectedPaise: collection.paise,
    collectedAt: collection.at,
    eventId: collection.eventId,
  };
  await tx
    .insert(codCollections)
    .values({ shipmentId: shipment.id, businessId: shipment.businessId, ...values })
    .onConflictDoUpdate({
      target: codCollections.shipmentId,
      set: { ...values, updatedAt: sql`now()` },
    });
  return null;
}

async function lockShipment(tx: Transaction, lrNo: string) {
  const [shipment] = await tx
    .select({
      id: shipments.id,
      businessId: shipments.businessId,
      paymentMode: shipments.paymentMode,
    })
    .from(shipments)
    .where(eq(shipments.lrNo, lrNo))
    .for("update");
  return shipment;
}

export function createCodCollections(db: Database, tracking: TrackingService) {
  return {
    /**
     * POST /api/ops/shipments/{lr}/events: the events, and the COD one of
     * them carries, in one transaction (a refusal stores no event either).
     * Null when the shipment does not exist.
     */
    async appendEvents(lrNo: string, events: readonly CodEvent[]) {
      const carrying = events.flatMap((event, index) =>
        event.codCollected === undefined ? [] : [{ event, index }],
      );
      const plain = events.map(({ codCollected: _c, ...event }) => event);
      if (carrying.length === 0) return tracking.appendEvents(lrNo, plain);
      if (carrying.length > 1) {
        const field = `events.${carrying[1]!.index}.cod_collected`;
        const message = "Send cod_collected on one Delivered event of the shipment only.";
        return { ok: false, field, message } satisfies CodRefusal;
      }
      const [{ event, index }] = carrying as [(typeof carrying)[number]];
      return db.transaction(async (tx) => {
        const shipment = await lockShipment(tx, lrNo);
        if (!shipment) return null;
        const refused = await recordCollection(
          tx,
          shipment,
          { paise: event.codCollected!, at: event.occurredAt, eventId: event.externalId },
          `events.${index}.cod_collected`,
        );
        if (refused) return refused;
        return tracking.appendEvents(lrNo, plain, undefined, tx);
      });
    },

    /**
     * PUT /api/ops/shipments/{lr} with Delivered and `cod_collected`: the
     * collection is stored first, at the time of the call; the route then
     * sets the status. The shipment must exist: a new one is no cod shipment.
     */
    async collectOnStatus(lrNo: string, paise: number): Promise<CodRefusal | null> {
      return db.transaction(async (tx) => {
        const shipment = await lockShipment(tx, lrNo);
        if (!shipment) return { ok: false, field: "cod_collected", message: NOT_COD };
        return recordCollection(
          tx,
          shipment,
          { paise, at: new Date(), eventId: null },
          "cod_collected",
        );
      });
    },
  };
}

export type CodCollections = ReturnType<typeof createCodCollections>;
