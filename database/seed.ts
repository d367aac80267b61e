import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { addDays, todayInIndia } from "@core/schemas/lead-fields";
import { demoJobs, demoShipments, UNSERVED_DEMO_STATES, type DemoShipment } from "./demo-data";
import { seedDemoBusiness } from "./demo-business";
import { buildTextPdf } from "./pdf";
import {
  appMeta,
  jobs,
  pincodes,
  podFiles,
  serviceAreas,
  shipments,
  trackingEvents,
} from "./schema";

const SEEDED_KEY = "demo_data_loaded_at";

/**
 * Loads the demo data of CONTRACT.md once. Returns false, changing nothing,
 * when this database already has it, so a restart never loads it twice.
 */
export async function seedDemoData(
  db: Database,
  now = new Date(),
  /** SESSION_SECRET: the demo business's API key is hashed under it; no demo key without it. */
  apiKeySecret?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
    if (done.length > 0) return false;

    for (const demo of demoShipments) {
      const [shipment] = await tx
        .insert(shipments)
        .values({ lrNo: demo.lrNo, orderStatus: demo.orderStatus, ...demoFacts(demo, now) })
        .returning({ id: shipments.id });
      const shipmentId = shipment!.id;
      for (const [i, e] of demo.events.entries()) {
        await tx.insert(trackingEvents).values({
          shipmentId,
          trackingStatus: e.status,
          location: e.location,
          remarks: e.remarks,
          occurredAt: new Date(now.getTime() - e.hoursAgo * 3_600_000),
          externalId: `demo-${i + 1}`,
        });
      }
      if (demo.pod) {
        const content = buildTextPdf(
          [
            { text: "Sahyadri Interlink Logistics", size: 18 },
            { text: "Proof of Delivery", size: 14 },
            { text: `LR No: ${demo.lrNo}` },
            { text: "Delivered to: R. Kumar, Whitefield, Bengaluru 560066" },
            { text: `Delivered on: ${new Date(now.getTime() - 27 * 3_600_000).toUTCString()}` },
            { text: "Packages: 3 of 3, received in good condition" },
          ],
          new Date(now.getTime() - 27 * 3_600_000),
        );
        await tx.insert(podFiles).values({
          shipmentId,
          fileName: `POD-${demo.lrNo}.pdf`,
          contentType: "application/pdf",
          size: content.byteLength,
          content,
        });
      }
    }
    await tx.insert(jobs).values(demoJobs);
    await seedDemoBusiness(tx, now, apiKeySecret);
    // Demo serviceability (CONTRACT.md): every state but the islands and Ladakh. No rule
    // means served (server/services/pincodes.ts), so the demo names only those three.
    const states = await tx.selectDistinct({ state: pincodes.state }).from(pincodes);
    const unserved = states.filter((s) => UNSERVED_DEMO_STATES.includes(s.state));
    if (unserved.length > 0)
      await tx
        .insert(serviceAreas)
        .values(unserved.map((s) => ({ kind: "state", value: s.state, serves: false })));
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString() });
    return true;
  });
}

/** The delivery facts of a demo shipment, its expected date counted from its newest event's day in India. */
function demoFacts(demo: DemoShipment, now: Date) {
  if (!demo.facts) return {};
  const newest = Math.min(...demo.events.map((e) => e.hoursAgo));
  const newestAt = new Date(now.getTime() - newest * 3_600_000);
  return {
    destinationPincode: demo.facts.destinationPincode,
    consigneePhone: demo.facts.consigneePhone,
    expectedDeliveryDate: addDays(todayInIndia(newestAt), demo.facts.expectedDaysAfterNewest),
  };
}
