/**
 * A business with a booking of shipments and their PODs, written straight
 * into the tables, for tests and the benchmark of business documents.
 */
import { businessBookings, businesses } from "../../database/schema-business";
import { podFiles, shipments } from "../../database/schema";
import type { Database } from "../../database/client";
import { buildTextPdf } from "../../database/pdf";

export { businessBookings, businesses };

export type MadeBusiness = { businessId: string; bookingId: string; lrNos: string[] };

let nextLr = 9_000_000_000;

/** `count` shipments of one booking, each of 2 packages; the first `delivered` of them with a POD. */
export async function makeBusinessWithShipments(
  db: Database,
  {
    name,
    count,
    delivered = 0,
    podBytes,
  }: { name: string; count: number; delivered?: number; podBytes?: Uint8Array },
): Promise<MadeBusiness> {
  const [business] = await db
    .insert(businesses)
    .values({ legalName: name, gstin: "27AAAAA0000A1Z2" })
    .returning({ id: businesses.id });
  const [booking] = await db
    .insert(businessBookings)
    .values({ businessId: business!.id, source: "upload", shipmentCount: count })
    .returning({ id: businessBookings.id });
  const lrNos: string[] = [];
  for (let start = 0; start < count; start += 200) {
    const rows = Array.from({ length: Math.min(200, count - start) }, () => {
      const lrNo = `SB${String(nextLr++)}`;
      lrNos.push(lrNo);
      return {
        lrNo,
        orderStatus: "Booked",
        destinationPincode: "560066",
        consigneePhone: "9876501234",
        consigneeName: "राहुल शर्मा",
        businessId: business!.id,
        bookingId: booking!.id,
        service: "ptl",
        paymentMode: "cod",
        declaredValuePaise: 1_200_000,
        codAmountPaise: 1_200_000,
        chargeableWeightGrams: 25_000,
        expectedDeliveryDate: "2026-12-05",
        booking: {
          version: 1,
          pickup: {
            addressId: "a",
            label: "Bhiwandi warehouse",
            contactName: "Sunil Patil",
            phone: "9822012345",
            address: "Gala 14, Rahnal Industrial Estate",
            pincode: "421302",
            city: "Bhiwandi",
            state: "Maharashtra",
          },
          consignee: {
            name: "राहुल शर्मा",
            phone: "9876501234",
            address: "Flat 3B, Whitefield Main Road",
            pincode: "560066",
            city: "Bengaluru",
            state: "Karnataka",
          },
          packages: [{ count: 2, weightGrams: 12_500, lengthCm: 40, breadthCm: 30, heightCm: 30 }],
          invoiceNo: "INV-1",
          ewbNo: null,
          deliverySlot: null,
          addressType: "office",
        },
      };
    });
    const made = await db
      .insert(shipments)
      .values(rows)
      .returning({ id: shipments.id, lrNo: shipments.lrNo });
    const pods = made
      .filter((_, i) => start + i < delivered)
      .map((s) => {
        const content = podBytes ?? buildTextPdf([{ text: `POD ${s.lrNo}` }]);
        return {
          shipmentId: s.id,
          fileName: `POD-${s.lrNo}.pdf`,
          contentType: "application/pdf",
          size: content.byteLength,
          content,
        };
      });
    if (pods.length > 0) await db.insert(podFiles).values(pods);
  }
  return { businessId: business!.id, bookingId: booking!.id, lrNos };
}
