/**
 * What /api/business/v1/shipments does for a business's key (CONTRACT.md
 * "Business accounts", "API"; docs/decisions/041-business-api.md): one
 * booking through the form's own service (bookings.ts, source `api`), with
 * its Idempotency-Key claimed in the booking's transaction; one shipment's
 * tracking answer and booking facts. Every query filters by the business id:
 * another business's LR number is not found, the same as an unknown one.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../database/client";
import { businessBookings } from "../../database/schema-business";
import { shipments } from "../../database/schema";
import { BookingJsonSchema, StoredBookingSchema } from "@core/schemas/booking";
import type { BookingFacts, ShipmentAnswer, ShipmentCreated } from "@core/schemas/business-api";
import type { OrderTracking } from "@core/schemas/tracking";
import type { z } from "@core/zod";
import { findReplay, KeyTaken, KEY_REUSED } from "../services/idempotency";
import type { BookingContext } from "./bookings";
import { bookPriced, priceRequest } from "./bookings";

/** The flat names the booking service gives its errors, as the JSON names those fields. */
const JSON_NAMES: Record<string, string> = {
  consignee_name: "consignee.name",
  consignee_phone: "consignee.phone",
  consignee_address: "consignee.address",
  consignee_pincode: "consignee.pincode",
  weight_kg: "packages",
};

export const UNKNOWN_FIELD =
  "This field is not part of the API: leave it out or check its spelling.";

/** `packages[0].weight_kg`, `consignee.phone`: a path as the JSON reads. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path)
    out += typeof part === "number" ? `[${part}]` : `${out ? "." : ""}${String(part)}`;
  return out || "body";
}

/** The first problem of each field by its JSON path; each unknown field by its own. */
export function jsonFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) errors[jsonPath([...issue.path, key])] ??= UNKNOWN_FIELD;
    } else errors[jsonPath(issue.path)] ??= issue.message;
  }
  return errors;
}

export type ApiBookOutcome =
  | { status: 201; body: ShipmentCreated; replayed: boolean }
  | { status: 400; errors: Record<string, string> }
  | { status: 422; message: string };

/** JSON with its keys sorted, so the same body sent with its fields in another order is the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

/** SHA-256 of the body as sent (keys in any order): a retry is the same body, byte for byte in meaning. */
export const fingerprintOf = (body: unknown) =>
  createHash("sha256").update(canonical(body)).digest("hex");

const scopeOf = (businessId: string) => `business-api:${businessId}`;

export const labelPath = (lrNo: string) => `/api/business/v1/shipments/${lrNo}/label.pdf`;

const created = (lrNo: string): ShipmentCreated => ({
  ok: true,
  lr_no: lrNo,
  label: labelPath(lrNo),
});

const rupees = (paise: number) => paise / 100;

export function createBusinessApiShipments(
  db: Database,
  bookings: Pick<BookingContext, "pincodes" | "onBooked" | "messages">,
  findTracking: (lrNo: string) => Promise<OrderTracking | null>,
) {
  const ctx: BookingContext = { db, ...bookings };

  async function replayOf(businessId: string, key: string, fingerprint: string) {
    const replay = await findReplay(db, scopeOf(businessId), key, fingerprint);
    if (!replay) return null;
    if (replay.status === "conflict") return { status: 422, message: KEY_REUSED } as const;
    return { status: 201, body: created(replay.id), replayed: true } as const;
  }

  return {
    /**
     * One booking from the API's JSON. With an Idempotency-Key, the same key
     * and body answer the stored answer (the same LR), another body 422;
     * keys are per business, kept a day (server/services/idempotency.ts).
     */
    async book(businessId: string, body: unknown, key?: string): Promise<ApiBookOutcome> {
      const fingerprint = key ? fingerprintOf(body) : "";
      const parsed = BookingJsonSchema.safeParse(body);
      // The replay lookup and the pricing reads at once; a stored answer still wins over both.
      const [replay, estimate] = await Promise.all([
        key ? replayOf(businessId, key, fingerprint) : null,
        parsed.success ? priceRequest(ctx, businessId, parsed.data) : null,
      ]);
      if (replay) return replay;
      if (!parsed.success) return { status: 400, errors: jsonFieldErrors(parsed.error) };
      let made;
      try {
        made = !estimate!.ok
          ? estimate!
          : await bookPriced(
              ctx,
              businessId,
              estimate!.booking,
              key ? { scope: scopeOf(businessId), key, fingerprint } : undefined,
            );
      } catch (error) {
        // A twin request with the same key committed first: answer as it was answered.
        if (!(error instanceof KeyTaken) || !key) throw error;
        const replay = await replayOf(businessId, key, fingerprint);
        if (replay) return replay;
        throw error;
      }
      if (!made.ok) {
        // A twin with the same key may have committed while this one was checked.
        const replay = key ? await replayOf(businessId, key, fingerprint) : null;
        if (replay) return replay;
        return {
          status: 400,
          errors: Object.fromEntries(
            Object.entries(made.errors).map(([field, message]) => [
              JSON_NAMES[field] ?? field,
              message,
            ]),
          ),
        };
      }
      return { status: 201, body: created(made.lrNos[0]!), replayed: false };
    },

    /** The tracking answer and the booking's facts of one of the business's shipments; null otherwise. */
    async find(businessId: string, lrNo: string): Promise<ShipmentAnswer | null> {
      const [row] = await db
        .select({
          lrNo: shipments.lrNo,
          clientRef: shipments.clientRef,
          createdAt: shipments.createdAt,
          booking: shipments.booking,
          source: businessBookings.source,
        })
        .from(shipments)
        .leftJoin(businessBookings, eq(businessBookings.id, shipments.bookingId))
        .where(and(eq(shipments.businessId, businessId), eq(shipments.lrNo, lrNo)))
        .limit(1);
      if (!row) return null;
      const orderTracking = await findTracking(row.lrNo);
      if (!orderTracking) return null;
      return { ok: true, orderTracking, booking: factsOf(row) };
    },
  };
}

/** The stored booking in the API's words (money in rupees); null for one kept in an older form. */
function factsOf(row: {
  lrNo: string;
  clientRef: string | null;
  createdAt: Date;
  booking: unknown;
  source: string | null;
}): BookingFacts | null {
  const stored = StoredBookingSchema.safeParse(row.booking);
  if (!stored.success) return null;
  const b = stored.data;
  const source = row.source === "upload" || row.source === "api" ? row.source : "form";
  return {
    lr_no: row.lrNo,
    client_ref: row.clientRef,
    booked_at: row.createdAt.toISOString(),
    source,
    service: b.service,
    payment_mode: b.paymentMode,
    declared_value: rupees(b.declaredValuePaise),
    cod_amount: b.codAmountPaise === null ? null : rupees(b.codAmountPaise),
    invoice_no: b.invoiceNo,
    ewb_no: b.ewbNo,
    delivery_slot: b.deliverySlot,
    address_type: b.addressType,
    package_count: b.packageCount,
    packages: b.packages.map((line) => ({
      count: line.count,
      weight_kg: line.weightGrams / 1_000,
      length_cm: line.lengthCm,
      breadth_cm: line.breadthCm,
      height_cm: line.heightCm,
    })),
    pickup: {
      address_id: b.pickup.addressId,
      label: b.pickup.label,
      pincode: b.pickup.pincode,
      city: b.pickup.city,
      state: b.pickup.state,
    },
    consignee: b.consignee,
    charges: {
      chargeable_weight_kg: b.charges.chargeableWeightGrams / 1_000,
      freight: rupees(b.charges.freightPaise),
      gst_rate_percent: b.charges.gstRatePercent,
      gst: rupees(b.charges.gstPaise),
      total: rupees(b.charges.totalPaise),
    },
    label: labelPath(row.lrNo),
  };
}

export type BusinessApiShipments = ReturnType<typeof createBusinessApiShipments>;
