/**
 * A business's documents (CONTRACT.md "documents"; isolation): every query
 * filters by the business's id, so another business's booking or LR number
 * finds nothing and its route answers 404. Shipments become the plain data
 * the writers print (document-shipment.ts).
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../database/client";
import { businessAddresses, businesses } from "../../database/schema-business";
import { podFiles, shipments } from "../../database/schema";
import { trackingPath } from "@core/tracking-links";
import { z } from "@core/zod";
import type { DocumentShipment } from "./document-shipment";
import { renderLabels } from "./labels";
import { renderLrCopies } from "./lr-copies";
import type { PodSelection } from "@core/schemas/pod-selection";
import { countPods, openPodZip } from "./pod-zip";

/**
 * The part of `shipments.booking` the documents print, read leniently: the
 * booking service writes it (core/schemas/booking.ts, StoredBookingSchema);
 * what is missing prints as not given rather than failing a whole PDF.
 */
const Place = z.object({
  address: z.string().catch(""),
  pincode: z.string().catch(""),
  city: z.string().catch(""),
  state: z.string().catch(""),
});
const BookingPrint = z.object({
  pickup: Place.extend({ contactName: z.string().catch(""), phone: z.string().catch("") }).catch({
    address: "",
    pincode: "",
    city: "",
    state: "",
    contactName: "",
    phone: "",
  }),
  consignee: Place.extend({ name: z.string().catch(""), phone: z.string().catch("") }).catch({
    address: "",
    pincode: "",
    city: "",
    state: "",
    name: "",
    phone: "",
  }),
  packages: z
    .array(
      z.preprocess(
        // Older rows (the demo business's) give each package's weight in kg and no count.
        (line) =>
          line && typeof line === "object" && "weightKg" in line && !("weightGrams" in line)
            ? { ...line, weightGrams: Math.round(Number(line.weightKg) * 1000) }
            : line,
        z.object({
          count: z.number().int().positive().catch(1),
          weightGrams: z.number().nonnegative(),
          lengthCm: z.number().nonnegative().catch(0),
          breadthCm: z.number().nonnegative().catch(0),
          heightCm: z.number().nonnegative().catch(0),
        }),
      ),
    )
    .catch([]),
  invoiceNo: z.string().catch(""),
  ewbNo: z.string().nullable().catch(null),
  deliverySlot: z.string().nullable().catch(null),
  addressType: z.string().catch("office"),
});

const columns = {
  lrNo: shipments.lrNo,
  createdAt: shipments.createdAt,
  destinationPincode: shipments.destinationPincode,
  consigneePhone: shipments.consigneePhone,
  consigneeName: shipments.consigneeName,
  expectedDeliveryDate: shipments.expectedDeliveryDate,
  service: shipments.service,
  paymentMode: shipments.paymentMode,
  declaredValuePaise: shipments.declaredValuePaise,
  codAmountPaise: shipments.codAmountPaise,
  chargeableWeightGrams: shipments.chargeableWeightGrams,
  booking: shipments.booking,
  legalName: businesses.legalName,
  gstin: businesses.gstin,
};
type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]["_"]["notNull"] extends true
    ? (typeof columns)[K]["_"]["data"]
    : (typeof columns)[K]["_"]["data"] | null;
};

type Pickup = DocumentShipment["business"]["pickup"];

function toDocument(row: Row, siteUrl: string, savedPickup: Pickup | null): DocumentShipment {
  const b = BookingPrint.parse(row.booking ?? {});
  const packages =
    b.packages.length > 0
      ? b.packages
      : [
          {
            count: 1,
            weightGrams: row.chargeableWeightGrams ?? 0,
            lengthCm: 0,
            breadthCm: 0,
            heightCm: 0,
          },
        ];
  return {
    lrNo: row.lrNo,
    bookedAt: row.createdAt,
    business: {
      legalName: row.legalName,
      gstin: row.gstin,
      pickup: b.pickup.address ? b.pickup : (savedPickup ?? b.pickup),
    },
    consignee: {
      ...b.consignee,
      name: b.consignee.name || (row.consigneeName ?? ""),
      phone: b.consignee.phone || (row.consigneePhone ?? ""),
      pincode: row.destinationPincode ?? b.consignee.pincode,
    },
    service: row.service ?? "ptl",
    packages,
    chargeableWeightGrams: row.chargeableWeightGrams ?? 0,
    declaredValuePaise: row.declaredValuePaise ?? 0,
    invoiceNo: b.invoiceNo,
    ewbNo: b.ewbNo,
    paymentMode: row.paymentMode ?? "paid",
    codAmountPaise: row.codAmountPaise,
    deliverySlot: b.deliverySlot,
    addressType: b.addressType,
    expectedDate: row.expectedDeliveryDate,
    trackingUrl: `${siteUrl.replace(/\/$/, "")}${trackingPath(row.lrNo)}`,
  };
}

export type DocumentFile = { fileName: string; content: Uint8Array };

export function createBusinessDocuments(db: Database, { siteUrl }: { siteUrl: string }) {
  const query = () =>
    db
      .select(columns)
      .from(shipments)
      .innerJoin(businesses, eq(businesses.id, shipments.businessId));

  /** Where a booking that stored no pickup address was picked up: the business's first saved one. */
  async function savedPickup(businessId: string): Promise<Pickup | null> {
    const [first] = await db
      .select({
        contactName: businessAddresses.contactName,
        phone: businessAddresses.phone,
        address: businessAddresses.address,
        pincode: businessAddresses.pincode,
        city: businessAddresses.city,
        state: businessAddresses.state,
      })
      .from(businessAddresses)
      .where(eq(businessAddresses.businessId, businessId))
      .orderBy(asc(businessAddresses.createdAt))
      .limit(1);
    return first ?? null;
  }

  async function documentsOf(businessId: string, rows: Row[]) {
    const pickup = rows.some((row) => !BookingPrint.parse(row.booking ?? {}).pickup.address)
      ? await savedPickup(businessId)
      : null;
    return rows.map((row) => toDocument(row, siteUrl, pickup));
  }

  /** The shipments of one of this business's bookings, in booking order; null when it is none of its. */
  async function ofBooking(businessId: string, bookingId: string) {
    if (!z.uuid().safeParse(bookingId).success) return null;
    const rows = await query()
      .where(and(eq(shipments.businessId, businessId), eq(shipments.bookingId, bookingId)))
      .orderBy(asc(shipments.id));
    return rows.length > 0 ? documentsOf(businessId, rows) : null;
  }

  async function ofLr(businessId: string, lrNo: string) {
    const [row] = await query()
      .where(
        and(eq(shipments.businessId, businessId), eq(shipments.lrNo, lrNo.trim().toUpperCase())),
      )
      .limit(1);
    return row ? (await documentsOf(businessId, [row]))[0]! : null;
  }

  const file = (fileName: string, content: Uint8Array): DocumentFile => ({ fileName, content });

  return {
    ofBooking,
    ofLr,
    async bookingLrCopies(businessId: string, bookingId: string) {
      const list = await ofBooking(businessId, bookingId);
      return list && file(`LR-copies-${list[0]!.lrNo}.pdf`, renderLrCopies(list));
    },
    async bookingLabels(businessId: string, bookingId: string) {
      const list = await ofBooking(businessId, bookingId);
      return list && file(`labels-${list[0]!.lrNo}.pdf`, renderLabels(list));
    },
    async lrCopy(businessId: string, lrNo: string) {
      const one = await ofLr(businessId, lrNo);
      return one && file(`${one.lrNo}-LR.pdf`, renderLrCopies([one]));
    },
    async label(businessId: string, lrNo: string) {
      const one = await ofLr(businessId, lrNo);
      return one && file(`${one.lrNo}-labels.pdf`, renderLabels([one]));
    },
    /** This business's shipment's POD as kept (always a PDF: server/services/pod-file.ts). */
    async pod(businessId: string, lrNo: string) {
      const [row] = await db
        .select({ lrNo: shipments.lrNo, content: podFiles.content })
        .from(podFiles)
        .innerJoin(shipments, eq(shipments.id, podFiles.shipmentId))
        .where(
          and(eq(shipments.businessId, businessId), eq(shipments.lrNo, lrNo.trim().toUpperCase())),
        )
        .limit(1);
      return row ? file(`${row.lrNo}-POD.pdf`, row.content) : null;
    },
    countPods: (businessId: string, selection: PodSelection) =>
      countPods(db, businessId, selection),
    /** The ZIP of these PODs as a stream, or null when this business has none of them. */
    podZip: (businessId: string, selection: PodSelection) => openPodZip(db, businessId, selection),
  };
}

export type BusinessDocuments = ReturnType<typeof createBusinessDocuments>;
