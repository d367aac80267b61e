/**
 * One business booking (CONTRACT.md "Business accounts", "book one" and
 * "bulk"): the form's fields, a CSV row and the API's JSON end as the same
 * `BookingRequest`. The form and the CSV are flat (one package line with a
 * count of identical packages); the API sends a list of package lines.
 * Messages are keys of core/content/validation.ts, so a page shows them in
 * its language and the API in English.
 *
 * What a booking stored in `shipments.booking` reads back as is
 * `StoredBookingSchema`: money in paise, weights in grams.
 */
import { z } from "../zod";
import { LANGS, type Lang } from "../i18n";
import { encodeMessage as m } from "../messages";
import { nationalDigits } from "../phone";
import { isIndianMobile, PincodeSchema, requiredText, tooLong } from "./lead-fields";
import { plainText } from "./plain-text";

export const BOOKING_SERVICES = ["ptl", "ltl", "ftl", "cl", "express"] as const;
export const PAYMENT_MODES = ["paid", "to_pay", "cod"] as const;
export const DELIVERY_SLOTS = ["09-14", "14-17", "17-20"] as const;
export const ADDRESS_TYPES = ["office", "home"] as const;
/** The channels a consignee's booked updates may go by; not given: no updates. */
export const CONSIGNEE_UPDATES = ["sms", "whatsapp"] as const;

export type BookingService = (typeof BOOKING_SERVICES)[number];
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number];
export type ConsigneeUpdates = (typeof CONSIGNEE_UPDATES)[number];

export const MAX_PACKAGES = 999;
/** The longest side a vehicle we run carries (a 32-foot container is about 9.7 m inside). */
export const MAX_SIDE_CM = 1_000;
/** Above this declared value the law asks for an e-way bill (GST rule 138), in paise. */
export const EWB_LIMIT_PAISE = 50_000_00;
export const CLIENT_REF_MAX = 40;

/** Empty cells, missing keys and JSON nulls all mean "not given". */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** "12,000", "₹ 12000.50", 12000: a number as people and spreadsheets write it; NaN otherwise. */
function readNumber(value: unknown): unknown {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return NaN;
  const cleaned = value.replace(/[₹,\s]/g, "").replace(/^rs\.?/i, "");
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : NaN;
}

function positiveNumber(message: string, max: number, maxMessage: string) {
  return z.preprocess(
    readNumber,
    z
      .number({ error: message })
      .refine(Number.isFinite, message)
      .positive(message)
      .max(max, maxMessage),
  );
}

/** Rupees with at most two decimals, as whole paise. */
function rupeesAsPaise(message: string) {
  return z.preprocess(
    readNumber,
    z
      .number({ error: message })
      .positive(message)
      .max(1e11, message)
      .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, message)
      .transform((rupees) => Math.round(rupees * 100)),
  );
}

const lowerCase = (value: unknown) =>
  typeof value === "string" ? value.trim().toLowerCase() : value;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());

const sizeMax = m("packageSizeMax", { max: MAX_SIDE_CM });

/** One line of packages: `count` identical ones. Strict: the API refuses a field it does not know. */
export const PackageLineSchema = z.strictObject({
  count: z.preprocess(
    (value) => (blank(value) ? 1 : typeof value === "string" ? value.trim() : value),
    z.coerce
      .number({ error: m("packageCount", { max: MAX_PACKAGES }) })
      .int(m("packageCount", { max: MAX_PACKAGES }))
      .min(1, m("packageCount", { max: MAX_PACKAGES }))
      .max(MAX_PACKAGES, m("packageCount", { max: MAX_PACKAGES })),
  ),
  weight_kg: positiveNumber(m("weight"), 100_000, m("weight")),
  length_cm: positiveNumber(m("packageLength"), MAX_SIDE_CM, sizeMax),
  breadth_cm: positiveNumber(m("packageBreadth"), MAX_SIDE_CM, sizeMax),
  height_cm: positiveNumber(m("packageHeight"), MAX_SIDE_CM, sizeMax),
});
export type PackageLine = z.output<typeof PackageLineSchema>;

const CONSIGNEE_PHONE = m("consigneePhone");
const ConsigneePhoneSchema = z
  .string({ error: CONSIGNEE_PHONE })
  .trim()
  .max(20, CONSIGNEE_PHONE)
  .refine(isIndianMobile, CONSIGNEE_PHONE)
  .transform(nationalDigits);

const EwbSchema = z
  .string({ error: m("ewbNo") })
  .transform((value) => value.replace(/[\s-]/g, ""))
  .refine((value) => /^\d{12}$/.test(value), m("ewbNo"));

const ClientRefSchema = plainText(
  z.string().trim().max(CLIENT_REF_MAX, tooLong(CLIENT_REF_MAX)),
  "one",
);

/** The fields every door shares, apart from the consignee and the packages. */
const shipmentFields = {
  /** A saved address's id or label; empty: the business's first saved address. */
  pickup_address: optional(plainText(z.string().trim().max(100, tooLong(100)), "one")),
  service: z.enum(BOOKING_SERVICES, { error: m("bookingService") }),
  declared_value: rupeesAsPaise(m("declaredValue")),
  invoice_no: requiredText(m("invoiceNo"), 40),
  ewb_no: optional(EwbSchema),
  payment_mode: z.enum(PAYMENT_MODES, { error: m("paymentMode") }),
  cod_amount: optional(rupeesAsPaise(m("codAmount"))),
  client_ref: optional(ClientRefSchema),
  delivery_slot: optional(z.enum(DELIVERY_SLOTS, { error: m("deliverySlot") })),
  address_type: z.preprocess(
    (value) => (blank(value) ? "office" : value),
    z.enum(ADDRESS_TYPES, { error: m("addressType") }),
  ),
  /**
   * The consignee agreed to updates on their mobile by this channel (the
   * business confirms it for them); not given: none. Spreadsheets write
   * "SMS" as readily as "sms".
   */
  consignee_updates: optional(
    z.preprocess(lowerCase, z.enum(CONSIGNEE_UPDATES, { error: m("consigneeUpdates") })),
  ),
  /** The language of those updates; English when not given. */
  consignee_language: z.preprocess(
    (value) => (blank(value) ? "en" : lowerCase(value)),
    z.enum(LANGS, { error: m("consigneeLanguage") }),
  ),
};

const consigneeFields = {
  name: requiredText(m("consigneeName"), 100),
  phone: ConsigneePhoneSchema,
  address: requiredText(m("consigneeAddress"), 300),
  pincode: PincodeSchema,
};

/** What every door parses to; money in paise (`declared_value`, `cod_amount`). */
export type BookingRequest = {
  pickup_address?: string;
  consignee: { name: string; phone: string; address: string; pincode: string };
  service: BookingService;
  packages: PackageLine[];
  declared_value: number;
  invoice_no: string;
  ewb_no: string | null;
  payment_mode: PaymentMode;
  cod_amount: number | null;
  client_ref: string | null;
  delivery_slot: DeliverySlot | null;
  address_type: "office" | "home";
  /** By which channel the consignee gets the shipment's updates; null: none. */
  consignee_updates: ConsigneeUpdates | null;
  consignee_language: Lang;
};

type Shared = {
  declared_value: number;
  ewb_no?: string;
  payment_mode: PaymentMode;
  cod_amount?: number;
  consignee_updates?: ConsigneeUpdates;
  consignee_language: Lang;
};

/** The rules between fields; `path` names a field as its door spells it. */
function crossCheck(value: Shared, ctx: z.RefinementCtx, path: (field: string) => PropertyKey[]) {
  if (value.declared_value > EWB_LIMIT_PAISE && !value.ewb_no)
    ctx.addIssue({
      code: "custom",
      path: path("ewb_no"),
      message: m("ewbRequired", { limit: "₹50,000" }),
    });
  if (value.payment_mode === "cod") {
    if (value.cod_amount === undefined)
      ctx.addIssue({ code: "custom", path: path("cod_amount"), message: m("codAmount") });
    else if (value.cod_amount > value.declared_value)
      ctx.addIssue({
        code: "custom",
        path: path("cod_amount"),
        message: m("codAboveDeclared", { max: rupeesText(value.declared_value) }),
      });
  }
}

/** "₹12,000" or "₹12,000.50" from paise. */
export function rupeesText(paise: number): string {
  const rupees = paise / 100;
  return `₹${rupees.toLocaleString("en-IN", { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
}

function finish(
  value: Shared & Record<string, unknown>,
): Omit<
  BookingRequest,
  "consignee" | "packages" | "service" | "invoice_no" | "address_type" | "pickup_address"
> {
  return {
    declared_value: value.declared_value,
    ewb_no: value.ewb_no ?? null,
    payment_mode: value.payment_mode,
    // An amount typed before the mode was changed from COD is not a mistake to stop for.
    cod_amount: value.payment_mode === "cod" ? (value.cod_amount ?? null) : null,
    client_ref: (value.client_ref as string | undefined) || null,
    delivery_slot: (value.delivery_slot as DeliverySlot | undefined) ?? null,
    consignee_updates: value.consignee_updates ?? null,
    consignee_language: value.consignee_language,
  };
}

/** The flat fields of the form and of a CSV row (the template's columns). */
export const BookingFieldsSchema = z
  .object({
    ...shipmentFields,
    consignee_name: consigneeFields.name,
    consignee_phone: consigneeFields.phone,
    consignee_address: consigneeFields.address,
    consignee_pincode: consigneeFields.pincode,
    package_count: PackageLineSchema.shape.count,
    weight_kg: PackageLineSchema.shape.weight_kg,
    length_cm: PackageLineSchema.shape.length_cm,
    breadth_cm: PackageLineSchema.shape.breadth_cm,
    height_cm: PackageLineSchema.shape.height_cm,
  })
  .superRefine((value, ctx) => crossCheck(value, ctx, (field) => [field]))
  .transform(
    (v): BookingRequest => ({
      pickup_address: v.pickup_address,
      consignee: {
        name: v.consignee_name,
        phone: v.consignee_phone,
        address: v.consignee_address,
        pincode: v.consignee_pincode,
      },
      service: v.service,
      packages: [
        {
          count: v.package_count,
          weight_kg: v.weight_kg,
          length_cm: v.length_cm,
          breadth_cm: v.breadth_cm,
          height_cm: v.height_cm,
        },
      ],
      invoice_no: v.invoice_no,
      address_type: v.address_type,
      ...finish(v),
    }),
  );

/** The field names of the flat form, in the template's order. */
export type BookingField = keyof z.input<typeof BookingFieldsSchema>;

/**
 * The API's JSON: a consignee object and a list of package lines (at most 50
 * lines). Strict objects: a misspelt field is refused, not silently dropped.
 */
export const BookingJsonSchema = z
  .strictObject({
    ...shipmentFields,
    consignee: z.strictObject(consigneeFields, { error: m("consigneeName") }),
    packages: z
      .array(PackageLineSchema, { error: m("packageCount", { max: MAX_PACKAGES }) })
      .min(1, m("packageCount", { max: MAX_PACKAGES }))
      .max(50, m("packageCount", { max: MAX_PACKAGES })),
  })
  .superRefine((value, ctx) => {
    crossCheck(value, ctx, (field) => [field]);
    const count = value.packages.reduce((sum, line) => sum + line.count, 0);
    if (count > MAX_PACKAGES)
      ctx.addIssue({
        code: "custom",
        path: ["packages"],
        message: m("packageCount", { max: MAX_PACKAGES }),
      });
  })
  .transform(
    (v): BookingRequest => ({
      pickup_address: v.pickup_address,
      consignee: v.consignee,
      service: v.service,
      packages: v.packages,
      invoice_no: v.invoice_no,
      address_type: v.address_type,
      ...finish(v),
    }),
  );

/** Field errors by field name: the first message of each. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
  return errors;
}

const Paise = z.number().int().nonnegative();

/** What `shipments.booking` holds: the booking as made, and the rate card's figures then. */
export const StoredBookingSchema = z.object({
  version: z.literal(1),
  pickup: z.object({
    addressId: z.string(),
    label: z.string(),
    contactName: z.string(),
    phone: z.string(),
    address: z.string(),
    pincode: z.string(),
    city: z.string(),
    state: z.string(),
  }),
  consignee: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    pincode: z.string(),
    city: z.string(),
    state: z.string(),
  }),
  service: z.enum(BOOKING_SERVICES),
  packages: z.array(
    z.object({
      count: z.number().int().positive(),
      weightGrams: z.number().int().positive(),
      lengthCm: z.number().positive(),
      breadthCm: z.number().positive(),
      heightCm: z.number().positive(),
    }),
  ),
  packageCount: z.number().int().positive(),
  declaredValuePaise: Paise,
  invoiceNo: z.string(),
  ewbNo: z.string().nullable(),
  paymentMode: z.enum(PAYMENT_MODES),
  codAmountPaise: Paise.nullable(),
  clientRef: z.string().nullable(),
  deliverySlot: z.enum(DELIVERY_SLOTS).nullable(),
  addressType: z.enum(ADDRESS_TYPES),
  charges: z.object({
    actualWeightGrams: z.number().int().positive(),
    chargeableWeightGrams: z.number().int().positive(),
    distanceKm: z.number().nonnegative(),
    freightPaise: Paise,
    gstRatePercent: z.number().nonnegative(),
    gstPaise: Paise,
    totalPaise: Paise,
    transitDays: z.object({ min: z.number().int(), max: z.number().int() }),
    rateCard: z.string(),
  }),
});
export type StoredBooking = z.output<typeof StoredBookingSchema>;
