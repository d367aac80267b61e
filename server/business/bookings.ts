/**
 * A business books (CONTRACT.md "Business accounts", "book one", "bulk",
 * "charges"): the estimate before confirming, one booking from the form, and
 * an upload's rows all in one transaction. Every function takes the business
 * id and every query filters by it: another business's booking is not found.
 *
 * A booked shipment is `Booked` with an empty history, as operations' own
 * bookings look before the first scan (the demo's LR000000000): tracking
 * answers for it at once, and the first event from ingestion sets its
 * headline. Its LR number is `SB` and 10 digits from `business_lr_seq`.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../../database/client";
import { businessAddresses, businessBookings } from "../../database/schema-business";
import { shipments } from "../../database/schema";
import {
  bookingCharges,
  maxWeightKgOf,
  packageWeights,
  type BookingCharges,
} from "@core/booking-charges";
import {
  checkBookingRows,
  readBookingCsv,
  sortMistakes,
  wrongRowsCsv,
  type CsvMistake,
} from "@core/booking-csv";
import { roadDistanceKm } from "@core/estimate";
import { encodeMessage as m } from "@core/messages";
import {
  BookingFieldsSchema,
  fieldErrors,
  type BookingRequest,
  type StoredBooking,
} from "@core/schemas/booking";
import { addDays, todayInIndia } from "@core/schemas/lead-fields";
import { z } from "@core/zod";
import type { Lang } from "@core/i18n";
import { bookingConsentSentence, subscribeConsignee } from "../messages/consent";
import type { MessageQueueContext } from "../messages/enqueue";
import { bindContext } from "../services/bind-context";
import { claimCtes, KeyTaken, type KeyClaim } from "../services/idempotency";
import { rowsOf } from "../services/query-rows";
import type { PincodeInfo, PincodeService } from "../services/pincodes";

export type BookingContext = {
  db: Database;
  pincodes: Pick<PincodeService, "lookupMany">;
  now?: () => Date;
  /** Told the LR numbers just booked: the tracking cache forgets any answer it held for them. */
  onBooked?: (lrNos: string[]) => void;
  /** The SMS and WhatsApp channels, for the consignee's updates; none given: both off. */
  messages?: MessageQueueContext;
};

export type PickupAddress = typeof businessAddresses.$inferSelect;

/** A booking checked against the business's addresses and the directory, priced, not yet made. */
export type PricedBooking = {
  request: BookingRequest;
  pickup: PickupAddress;
  destination: { pincode: string; place: string; district: string; state: string };
  charges: BookingCharges;
  packageCount: number;
  /** YYYY-MM-DD in India: the booking day plus the most transit days. */
  expectedDate: string;
};

export type FieldErrors = Record<string, string>;

/** A business's saved pickup addresses, oldest first (the first is the default). */
export async function pickupAddresses(ctx: BookingContext, businessId: string) {
  return ctx.db
    .select()
    .from(businessAddresses)
    .where(eq(businessAddresses.businessId, businessId))
    .orderBy(asc(businessAddresses.createdAt), asc(businessAddresses.id));
}

function pickupOf(addresses: PickupAddress[], wanted: string | undefined) {
  if (!wanted) return addresses[0];
  const key = wanted.trim().toLowerCase();
  return (
    addresses.find((a) => a.id === key) ??
    addresses.find((a) => a.label.trim().toLowerCase() === key)
  );
}

/**
 * What only the database can say about parsed requests: the pickup address
 * is one of the business's, both pincodes exist and are served, the weight is
 * within the service's limit, the reference is not booked yet. Errors by the
 * flat field names (the form's and the CSV's columns), per request.
 */
async function priceRequests(
  ctx: BookingContext,
  businessId: string,
  requests: BookingRequest[],
): Promise<{ priced: (PricedBooking | null)[]; errors: FieldErrors[] }> {
  const refs = requests.map((r) => r.client_ref).filter((ref): ref is string => Boolean(ref));
  // Independent reads at once, each on its own pooled connection: the wait is the longest, not the sum.
  const [addresses, booked] = await Promise.all([
    pickupAddresses(ctx, businessId),
    bookedRefs(ctx.db, businessId, refs),
  ]);
  const places = await ctx.pincodes.lookupMany([
    ...requests.map((r) => r.consignee.pincode),
    ...addresses.map((a) => a.pincode),
  ]);
  const today = todayInIndia(ctx.now?.() ?? new Date());

  const errors: FieldErrors[] = [];
  const priced = requests.map((request, i): PricedBooking | null => {
    const wrong: FieldErrors = {};
    errors[i] = wrong;
    const pickup = pickupOf(addresses, request.pickup_address);
    if (addresses.length === 0) wrong.pickup_address = m("bookingNoAddress");
    else if (!pickup)
      wrong.pickup_address = m("bookingPickupUnknown", { shown: request.pickup_address ?? "" });
    const from = pickup ? places.get(pickup.pincode) : undefined;
    if (pickup && from && !from.serviceable)
      wrong.pickup_address = m("unservedPickup", { pincode: pickup.pincode });
    const to = places.get(request.consignee.pincode);
    if (!to) wrong.consignee_pincode = m("unknownPincode", { pincode: request.consignee.pincode });
    else if (!to.serviceable)
      wrong.consignee_pincode = m("unservedDestination", { pincode: request.consignee.pincode });
    const max = maxWeightKgOf(request.service);
    if (packageWeights(request.packages).chargedKg > max)
      wrong.weight_kg = m("bookingWeightMax", { max: max.toLocaleString("en-IN") });
    const ref = request.client_ref;
    const already = ref ? booked.get(ref.toUpperCase()) : undefined;
    if (ref && already) wrong.client_ref = m("clientRefBooked", { ref, lrNo: already });
    const updates = request.consignee_updates;
    if (updates && !ctx.messages?.settings[updates])
      wrong.consignee_updates = m("consigneeUpdatesOff", { channel: CHANNEL_NAMES[updates] });
    if (Object.keys(wrong).length > 0 || !pickup || !from || !to) return null;
    const charges = bookingCharges(roadDistanceKm(from, to), request.packages, request.service);
    return {
      request,
      pickup,
      destination: placeOf(to),
      charges,
      packageCount: request.packages.reduce((sum, line) => sum + line.count, 0),
      expectedDate: addDays(today, charges.transitDays.max),
    };
  });
  return { priced, errors };
}

const CHANNEL_NAMES = { sms: "SMS", whatsapp: "WhatsApp" } as const;

const placeOf = (p: PincodeInfo) => ({
  pincode: p.pincode,
  place: p.places[0] ?? p.district,
  district: p.district,
  state: p.state,
});

/** This business's LR numbers of the given references, by the reference upper-cased. */
async function bookedRefs(db: Database | Transaction, businessId: string, refs: string[]) {
  const found = new Map<string, string>();
  if (refs.length === 0) return found;
  // References compare as the business wrote them; the index is exact, and so is this.
  const rows = await db
    .select({ ref: shipments.clientRef, lrNo: shipments.lrNo })
    .from(shipments)
    .where(and(eq(shipments.businessId, businessId), inArray(shipments.clientRef, refs)));
  for (const row of rows) if (row.ref) found.set(row.ref.toUpperCase(), row.lrNo);
  return found;
}

export type EstimateOutcome =
  | { ok: true; booking: PricedBooking }
  | { ok: false; errors: FieldErrors };

/** Step 1 of /business/book: the form's fields checked and priced; nothing is stored. */
export async function estimateBooking(
  ctx: BookingContext,
  businessId: string,
  fields: Record<string, unknown>,
): Promise<EstimateOutcome> {
  const parsed = BookingFieldsSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { priced, errors } = await priceRequests(ctx, businessId, [parsed.data]);
  return priced[0] ? { ok: true, booking: priced[0] } : { ok: false, errors: errors[0] ?? {} };
}

export type Booker = {
  userId: string | null;
  /** The language the page showed the consent sentence in; English when not said. */
  lang?: Lang;
};

export type BookOutcome =
  | { ok: true; bookingId: string; lrNos: string[] }
  | { ok: false; errors: FieldErrors };

/** Step 2 of /business/book: checked again, priced again, and made at once. */
export async function bookOne(
  ctx: BookingContext,
  businessId: string,
  fields: Record<string, unknown>,
  by: Booker,
): Promise<BookOutcome> {
  const estimate = await estimateBooking(ctx, businessId, fields);
  if (!estimate.ok) return estimate;
  const made = await insertBookings(ctx, businessId, [estimate.booking], {
    source: "form",
    fileName: null,
    ...by,
  });
  if (!made.ok) return { ok: false, errors: { client_ref: made.message } };
  return made;
}

/**
 * The API's one booking, first step: a request already parsed by
 * BookingJsonSchema, checked against the database and priced as the form's.
 * Errors by the flat names the form uses; the API renames them to its JSON's.
 */
export async function priceRequest(
  ctx: BookingContext,
  businessId: string,
  request: BookingRequest,
): Promise<EstimateOutcome> {
  const { priced, errors } = await priceRequests(ctx, businessId, [request]);
  return priced[0] ? { ok: true, booking: priced[0] } : { ok: false, errors: errors[0] ?? {} };
}

/** The API's one booking, second step: the priced booking made, with its key claimed in the same statement. */
export async function bookPriced(
  ctx: BookingContext,
  businessId: string,
  booking: PricedBooking,
  claim?: Omit<KeyClaim, "recordId" | "message">,
): Promise<BookOutcome> {
  const made = await insertApiBooking(ctx, businessId, booking, claim);
  if (!made.ok) return { ok: false, errors: { client_ref: made.message } };
  return made;
}

/**
 * The API's one booking (POST /api/business/v1/shipments): priceRequest,
 * then bookPriced.
 */
export async function bookRequest(
  ctx: BookingContext,
  businessId: string,
  request: BookingRequest,
  claim?: Omit<KeyClaim, "recordId" | "message">,
): Promise<BookOutcome> {
  const estimate = await priceRequest(ctx, businessId, request);
  if (!estimate.ok) return estimate;
  return bookPriced(ctx, businessId, estimate.booking, claim);
}

/** An upload's row as its preview lists it. */
export type UploadPreviewRow = {
  row: number;
  consigneeName: string;
  destination: string;
  pincode: string;
  service: string;
  packages: number;
  chargeableWeightGrams: number;
  freightPaise: number;
  gstPaise: number;
  totalPaise: number;
  paymentMode: string;
  codAmountPaise: number | null;
  clientRef: string | null;
  expectedDate: string;
  /** The consignee's updates asked for on this row, and their language. */
  updates: "sms" | "whatsapp" | null;
  updatesLanguage: Lang;
};

export type UploadCheck =
  | {
      ok: true;
      rows: UploadPreviewRow[];
      totals: {
        shipments: number;
        packages: number;
        freightPaise: number;
        gstPaise: number;
        totalPaise: number;
        codPaise: number;
        /** Rows with the consignee's updates: the preview shows the sentence they confirm. */
        updates: number;
      };
      priced: PricedBooking[];
    }
  | {
      ok: false;
      mistakes: CsvMistake[];
      /** The wrong rows with an `error` column, in the reader's words; null when the file itself is wrong. */
      wrongRows: ((say: (message: string) => string) => string) | null;
      rowCount: number;
    };

/** The preview of /business/book/upload: every mistake by row and column, or every row priced. */
export async function checkUpload(
  ctx: BookingContext,
  businessId: string,
  file: Uint8Array,
): Promise<UploadCheck> {
  const read = readBookingCsv(file);
  const formulaRows = new Set(read.ok ? [] : read.mistakes.map((x) => x.row));
  if (!read.ok && (read.rows.length === 0 || read.mistakes.some((x) => x.row <= 1)))
    return { ok: false, mistakes: read.mistakes, wrongRows: null, rowCount: read.rows.length };
  const { checked, mistakes } = checkBookingRows(read.rows, formulaRows);
  const all = [...(read.ok ? [] : read.mistakes), ...mistakes];
  const { priced, errors } = await priceRequests(
    ctx,
    businessId,
    checked.map((c) => c.request),
  );
  checked.forEach((c, i) => {
    for (const [column, message] of Object.entries(errors[i] ?? {}))
      all.push({ row: c.row, column, message });
  });
  if (all.length > 0) {
    sortMistakes(all);
    return {
      ok: false,
      mistakes: all,
      wrongRows: (say) => wrongRowsCsv(read.rows, read.columns, all, say),
      rowCount: read.rows.length,
    };
  }
  const ok = priced as PricedBooking[];
  const rows = ok.map((p, i) => previewRow(checked[i]!.row, p));
  const sum = (pick: (r: UploadPreviewRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return {
    ok: true,
    rows,
    priced: ok,
    totals: {
      shipments: rows.length,
      packages: sum((r) => r.packages),
      freightPaise: sum((r) => r.freightPaise),
      gstPaise: sum((r) => r.gstPaise),
      totalPaise: sum((r) => r.totalPaise),
      codPaise: sum((r) => r.codAmountPaise ?? 0),
      updates: sum((r) => (r.updates ? 1 : 0)),
    },
  };
}

function previewRow(row: number, p: PricedBooking): UploadPreviewRow {
  return {
    row,
    consigneeName: p.request.consignee.name,
    destination: `${p.destination.place}, ${p.destination.state}`,
    pincode: p.destination.pincode,
    service: p.request.service,
    packages: p.packageCount,
    chargeableWeightGrams: p.charges.chargeableWeightGrams,
    freightPaise: p.charges.freightPaise,
    gstPaise: p.charges.gstPaise,
    totalPaise: p.charges.totalPaise,
    paymentMode: p.request.payment_mode,
    codAmountPaise: p.request.cod_amount,
    clientRef: p.request.client_ref,
    expectedDate: p.expectedDate,
    updates: p.request.consignee_updates,
    updatesLanguage: p.request.consignee_language,
  };
}

export type UploadOutcome =
  | { ok: true; bookingId: string; lrNos: string[] }
  | Extract<UploadCheck, { ok: false }>;

/**
 * "Book N shipments": the file checked again (it may have changed, or been
 * booked from another tab), then every row in one transaction; nothing is
 * booked if any row is wrong or any reference was booked meanwhile.
 */
export async function bookUpload(
  ctx: BookingContext,
  businessId: string,
  file: Uint8Array,
  by: Booker & { fileName: string | null },
): Promise<UploadOutcome> {
  const check = await checkUpload(ctx, businessId, file);
  if (!check.ok) return check;
  const made = await insertBookings(ctx, businessId, check.priced, {
    source: "upload",
    ...by,
    fileName: by.fileName?.slice(0, 200) ?? null,
  });
  if (made.ok) return made;
  return {
    ok: false,
    mistakes: [{ row: 0, column: "client_ref", message: made.message }],
    wrongRows: null,
    rowCount: check.rows.length,
  };
}

/** `SB` and the sequence's number in 10 digits. */
export const lrNumberOf = (n: number | string) => `SB${String(n).padStart(10, "0")}`;

type Made = { ok: true; bookingId: string; lrNos: string[] } | { ok: false; message: string };

/** A unique index said no. */
function uniqueViolation(error: unknown): string | undefined {
  let e: unknown = error;
  while (typeof e === "object" && e !== null) {
    if ("code" in e && e.code === "23505") return "constraint" in e ? String(e.constraint) : "";
    e = "cause" in e ? e.cause : undefined;
  }
  return undefined;
}

/** Rows a query takes at once: a shipment's insert has 25 values, PostgreSQL takes 65,535. */
const INSERT_CHUNK = 500;

/**
 * The booking row, LR numbers, and a shipment per priced booking, in one
 * transaction. The unique index on (business, client_ref) is the last word:
 * another tab booking the same reference in between turns into its message.
 */
export async function insertBookings(
  ctx: BookingContext,
  businessId: string,
  priced: PricedBooking[],
  meta: {
    source: "form" | "upload" | "api";
    fileName: string | null;
    userId: string | null;
    lang?: Lang;
  },
): Promise<Made> {
  const now = ctx.now?.() ?? new Date();
  try {
    const made = await ctx.db.transaction(async (tx) => {
      const [booking] = await tx
        .insert(businessBookings)
        .values({
          businessId,
          source: meta.source,
          fileName: meta.fileName,
          shipmentCount: priced.length,
          createdBy: meta.userId,
          createdAt: now,
        })
        // The LR numbers drawn in the same statement: one round trip fewer per booking.
        .returning({
          id: businessBookings.id,
          numbers: sql<string>`array_to_string(array(select nextval('business_lr_seq')::text from generate_series(1, ${priced.length})), ',')`,
        });
      const lrNos = booking!.numbers.split(",").map(lrNumberOf);
      const values = priced.map((p, i) =>
        shipmentValues(businessId, booking!.id, lrNos[i]!, p, now),
      );
      for (let i = 0; i < values.length; i += INSERT_CHUNK)
        await tx.insert(shipments).values(values.slice(i, i + INSERT_CHUNK));
      for (const [i, p] of priced.entries())
        await consentOf(ctx, tx, lrNos[i]!, p, meta.lang ?? "en");
      return { bookingId: booking!.id, lrNos };
    });
    ctx.onBooked?.(made.lrNos);
    return { ok: true, ...made };
  } catch (error) {
    return refBookedMeanwhile(ctx, businessId, priced, error);
  }
}

/** The consignee's updates, when the booking asked for them, in the booking's transaction. */
async function consentOf(
  ctx: BookingContext,
  tx: Transaction,
  lrNo: string,
  p: PricedBooking,
  shownIn: Lang,
) {
  const channel = p.request.consignee_updates;
  if (!channel) return;
  // Checked when priced; settings do not change while the server runs, so this is a bug's guard.
  if (!ctx.messages) throw new Error("consignee updates asked for without message channels");
  await subscribeConsignee(tx, ctx.messages, {
    lrNo,
    phone: p.request.consignee.phone,
    channel,
    lang: p.request.consignee_language,
    textShown: bookingConsentSentence(shownIn),
    shownIn,
  });
}

/** The unique index on (business, client_ref) said no: its message, naming the LR booked first. */
async function refBookedMeanwhile(
  ctx: BookingContext,
  businessId: string,
  priced: PricedBooking[],
  error: unknown,
): Promise<Made> {
  const constraint = uniqueViolation(error);
  if (constraint === undefined || !constraint.includes("client_ref")) throw error;
  const refs = priced.map((p) => p.request.client_ref).filter((r): r is string => Boolean(r));
  const booked = await bookedRefs(ctx.db, businessId, refs);
  const [ref, lrNo] = [...booked.entries()][0] ?? [refs[0] ?? "", ""];
  return { ok: false, message: m("clientRefBooked", { ref, lrNo }) };
}

/** A NOT NULL column was given null: the API booking's sign that a twin holds its key. */
function nullIn(error: unknown, column: string): boolean {
  let e: unknown = error;
  while (typeof e === "object" && e !== null) {
    if ("code" in e && e.code === "23502") return "column" in e && e.column === column;
    e = "cause" in e ? e.cause : undefined;
  }
  return false;
}

/**
 * The API's one booking as a single statement, all or nothing without a
 * transaction's BEGIN and COMMIT: the LR number drawn, the booking and its
 * shipment inserted and, with an Idempotency-Key, the key claimed. One round
 * trip where insertBookings takes five, for the API's budget
 * (docs/decisions/041-business-api.md). A twin holding the same key leaves
 * `claimed` empty; the shipment's LR number is then null, PostgreSQL refuses
 * the whole statement on its NOT NULL, and this throws KeyTaken.
 */
export async function insertApiBooking(
  ctx: BookingContext,
  businessId: string,
  priced: PricedBooking,
  claim?: Omit<KeyClaim, "recordId" | "message">,
): Promise<Made> {
  const now = ctx.now?.() ?? new Date();
  const bookingId = randomUUID();
  const drawn = sql`(select lr from drawn)`;
  const lrNo = claim ? sql`(select lr from drawn where exists (select 1 from claimed))` : drawn;
  const booking = ctx.db.insert(businessBookings).values({
    id: bookingId,
    businessId,
    source: "api",
    fileName: null,
    shipmentCount: 1,
    createdBy: null,
    createdAt: now,
  });
  const shipment = ctx.db
    .insert(shipments)
    .values(shipmentValues(businessId, bookingId, lrNo, priced, now))
    .returning({ lrNo: shipments.lrNo });
  const claimed = claim ? sql`${claimCtes({ ...claim, recordId: drawn, message: "" })},` : sql``;
  const statement = sql`
      with drawn as materialized (
        select 'SB' || lpad(nextval('business_lr_seq')::text, 10, '0') as lr
      ),
      ${claimed}
      booking as (${booking.getSQL()}),
      shipment as (${shipment.getSQL()})
      select lr_no from shipment`;
  const lrOf = (result: unknown) => rowsOf(z.object({ lr_no: z.string() }), result)[0]!.lr_no;
  try {
    // The consignee's updates need the LR number the statement draws: only then a transaction,
    // so the booking without them keeps its one round trip.
    const made = priced.request.consignee_updates
      ? await ctx.db.transaction(async (tx) => {
          const lr = lrOf(await tx.execute(statement));
          // The API speaks English: its documentation shows the sentence in English.
          await consentOf(ctx, tx, lr, priced, "en");
          return lr;
        })
      : lrOf(await ctx.db.execute(statement));
    ctx.onBooked?.([made]);
    return { ok: true, bookingId, lrNos: [made] };
  } catch (error) {
    if (claim && nullIn(error, "lr_no")) throw new KeyTaken();
    return refBookedMeanwhile(ctx, businessId, [priced], error);
  }
}

function storedBooking(p: PricedBooking): StoredBooking {
  const r = p.request;
  return {
    version: 1,
    pickup: {
      addressId: p.pickup.id,
      label: p.pickup.label,
      contactName: p.pickup.contactName,
      phone: p.pickup.phone,
      address: p.pickup.address,
      pincode: p.pickup.pincode,
      city: p.pickup.city,
      state: p.pickup.state,
    },
    consignee: {
      ...r.consignee,
      city: p.destination.place,
      state: p.destination.state,
    },
    service: r.service,
    packages: r.packages.map((line) => ({
      count: line.count,
      weightGrams: Math.max(1, Math.round(line.weight_kg * 1_000)),
      lengthCm: line.length_cm,
      breadthCm: line.breadth_cm,
      heightCm: line.height_cm,
    })),
    packageCount: p.packageCount,
    declaredValuePaise: r.declared_value,
    invoiceNo: r.invoice_no,
    ewbNo: r.ewb_no,
    paymentMode: r.payment_mode,
    codAmountPaise: r.cod_amount,
    clientRef: r.client_ref,
    deliverySlot: r.delivery_slot,
    addressType: r.address_type,
    charges: p.charges,
  };
}

function shipmentValues(
  businessId: string,
  bookingId: string,
  lrNo: string | SQL,
  p: PricedBooking,
  now: Date,
): PgInsertValue<typeof shipments> {
  const r = p.request;
  return {
    lrNo,
    orderStatus: "Booked",
    destinationPincode: r.consignee.pincode,
    consigneePhone: r.consignee.phone,
    expectedDeliveryDate: p.expectedDate,
    businessId,
    bookingId,
    clientRef: r.client_ref,
    consigneeName: r.consignee.name,
    service: r.service,
    paymentMode: r.payment_mode,
    declaredValuePaise: r.declared_value,
    codAmountPaise: r.cod_amount,
    chargeableWeightGrams: p.charges.chargeableWeightGrams,
    freightPaise: p.charges.freightPaise,
    gstPaise: p.charges.gstPaise,
    booking: storedBooking(p),
    createdAt: now,
    updatedAt: now,
  };
}

/** One booking of this business, or null (another business's id reads as none). */
export async function bookingOf(ctx: BookingContext, businessId: string, bookingId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(bookingId)) return null;
  const [row] = await ctx.db
    .select()
    .from(businessBookings)
    .where(and(eq(businessBookings.id, bookingId), eq(businessBookings.businessId, businessId)));
  return row ?? null;
}

/** The shipments of one booking of this business, in LR order. */
export async function shipmentsOfBooking(
  ctx: BookingContext,
  businessId: string,
  bookingId: string,
) {
  if (!/^[0-9a-f-]{36}$/i.test(bookingId)) return [];
  return ctx.db
    .select({
      lrNo: shipments.lrNo,
      orderStatus: shipments.orderStatus,
      consigneeName: shipments.consigneeName,
      destinationPincode: shipments.destinationPincode,
      service: shipments.service,
      paymentMode: shipments.paymentMode,
      codAmountPaise: shipments.codAmountPaise,
      freightPaise: shipments.freightPaise,
      gstPaise: shipments.gstPaise,
      chargeableWeightGrams: shipments.chargeableWeightGrams,
      expectedDeliveryDate: shipments.expectedDeliveryDate,
      clientRef: shipments.clientRef,
      booking: shipments.booking,
      // The consignee's updates this booking asked for, and whether the consignee stopped them.
      consigneeUpdates: sql<{ channel: string; state: string } | null>`(
        select json_build_object('channel', p.channel, 'state', p.state)
        from phone_subscriptions p
        where p.lr_no = "shipments"."lr_no" and p.source = 'business_booking'
        order by p.created_at limit 1)`,
    })
    .from(shipments)
    .where(and(eq(shipments.bookingId, bookingId), eq(shipments.businessId, businessId)))
    .orderBy(asc(shipments.lrNo));
}

/** The functions bound to one database: `services.businessBookings`. */
export function createBusinessBookings(
  db: Database,
  pincodes: BookingContext["pincodes"],
  onBooked?: BookingContext["onBooked"],
  messages?: MessageQueueContext,
) {
  const bind = bindContext<BookingContext>({ db, pincodes, onBooked, messages });
  return {
    pickupAddresses: bind(pickupAddresses),
    estimateBooking: bind(estimateBooking),
    bookOne: bind(bookOne),
    /** Which channels the consignee's updates may choose now. */
    updateChannels: () => ({
      sms: Boolean(messages?.settings.sms),
      whatsapp: Boolean(messages?.settings.whatsapp),
    }),
    bookRequest: bind(bookRequest),
    checkUpload: bind(checkUpload),
    bookUpload: bind(bookUpload),
    bookingOf: bind(bookingOf),
    shipmentsOfBooking: bind(shipmentsOfBooking),
  };
}
