/**
 * The business API v1 (CONTRACT.md "Business accounts", "API";
 * docs/decisions/041-business-api.md): the request the server checks
 * (`BookingJsonSchema` of ./booking.ts, the same rules as the form) and the
 * answers it gives, as zod schemas. server/api/business-openapi.ts renders
 * /api/business/v1/openapi.json from these very schemas, and the tests check
 * every answer against them, so the document cannot drift from the server.
 */
import { z } from "../zod";
import {
  ADDRESS_TYPES,
  BOOKING_SERVICES,
  BookingJsonSchema,
  DELIVERY_SLOTS,
  PAYMENT_MODES,
} from "./booking";

export const API_KEY_PREFIX = "sil_live_";
/** What a key may look like: generated keys have 32 characters after the prefix, the demo's 27. */
export const API_KEY_PATTERN = /^sil_live_[A-Za-z0-9]{20,64}$/;

export const API_KEY_NAME_MAX = 60;
/** A key's name, so an owner can tell "Warehouse system" from "Shopify". */
export const ApiKeyNameSchema = z
  .string()
  .trim()
  .min(1, "Give the key a name.")
  .max(API_KEY_NAME_MAX, `Use at most ${API_KEY_NAME_MAX} characters.`)
  .refine((name) => !/[\p{Cc}\p{Cf}]/u.test(name), "Use letters, digits and punctuation only.");

/** The most requests one key makes a minute, unless BUSINESS_API_PER_MINUTE says otherwise. */
export const API_REQUESTS_PER_MINUTE = 600;

/** The contract's example booking. */
export const SHIPMENT_EXAMPLE = {
  pickup_address: null,
  consignee: {
    name: "Anita Desai",
    phone: "9876543210",
    address: "14 FC Road, Shivajinagar",
    pincode: "411001",
  },
  service: "ptl",
  packages: [{ count: 1, weight_kg: 12.5, length_cm: 40, breadth_cm: 30, height_cm: 30 }],
  declared_value: 12000,
  invoice_no: "INV-1",
  ewb_no: null,
  payment_mode: "cod",
  cod_amount: 12000,
  client_ref: "ORD-1001",
  delivery_slot: null,
  address_type: "office",
};

type JsonSchema = { [key: string]: unknown };

/** Fields a sender may leave out or send as null (they read as "not given"). */
const MAY_BE_NULL = [
  "pickup_address",
  "ewb_no",
  "cod_amount",
  "client_ref",
  "delivery_slot",
  "consignee_updates",
];

/**
 * What the rendered schema cannot say by itself: the optional fields also
 * take null (a blank means "not given"), and `address_type` and a package
 * line's `count` have defaults ("office", 1), so neither is required.
 */
function describeRequest({ jsonSchema }: { jsonSchema: JsonSchema }) {
  const properties = jsonSchema.properties as Record<string, JsonSchema>;
  for (const name of MAY_BE_NULL) {
    const field = properties[name];
    if (field) properties[name] = { anyOf: [field, { type: "null" }] };
  }
  properties.address_type = { ...properties.address_type, default: "office" };
  properties.consignee_language = { ...properties.consignee_language, default: "en" };
  jsonSchema.required = (jsonSchema.required as string[]).filter(
    (n) => n !== "address_type" && n !== "consignee_language",
  );
  const line = (properties.packages as { items: JsonSchema }).items;
  const lineProperties = line.properties as Record<string, JsonSchema>;
  lineProperties.count = { ...lineProperties.count, default: 1 };
  line.required = (line.required as string[]).filter((n) => n !== "count");
}

/** POST /api/business/v1/shipments: one booking. Money in rupees (at most 2 decimals). */
export const ShipmentRequestSchema = BookingJsonSchema.meta({
  id: "ShipmentRequest",
  description:
    "One booking, checked by the same rules as the portal's booking form. Money in rupees with at most two decimals; weights in kg; sides in cm. `pickup_address` is a saved address's id or label (the first saved one when absent). An e-way bill number (12 digits) is required when `declared_value` is over 50000; `cod_amount` is required for `cod` and at most `declared_value`. `client_ref` is unique per business. `consignee_updates` (`sms` or `whatsapp`) confirms that the consignee has agreed to get this shipment's updates on `consignee.phone` by that channel, in `consignee_language` (`en`, `hi` or `mr`; `en` when absent); a channel that is not available is refused. Unknown fields are refused.",
  example: SHIPMENT_EXAMPLE,
  override: describeRequest,
});

export const ApiErrorSchema = z
  .object({
    ok: z.literal(false),
    message: z.string().meta({ description: "One sentence, in English." }),
    error: z.string().optional().meta({ description: "The same as `message` (400 only)." }),
    errors: z.record(z.string(), z.string()).optional().meta({
      description:
        "400 only: what is wrong with each field, by its name in the JSON, dotted for nested fields (`consignee.phone`, `packages[0].weight_kg`).",
    }),
  })
  .meta({ id: "Error" });

export const ShipmentCreatedSchema = z
  .object({
    ok: z.literal(true),
    lr_no: z.string().meta({ description: "`SB` and 10 digits.", example: "SB0000001234" }),
    label: z.string().meta({
      description: "Path of the shipment's labels (PDF, 4 x 6 in, one per package).",
      example: "/api/business/v1/shipments/SB0000001234/label.pdf",
    }),
  })
  .meta({ id: "ShipmentCreated" });

const TrackingEntrySchema = z.object({
  tracking_id: z.number().int(),
  tracking_status: z.string(),
  remarks: z.string(),
  location: z.string(),
  orderdate: z.string().meta({ description: "India time, like `12th Nov 2025 - 10:30 AM`." }),
  timestamp: z.string().meta({ description: "ISO 8601." }),
});

/** The public tracking answer (CONTRACT.md "JSON API"). */
export const OrderTrackingSchema = z
  .object({
    lr_no: z.string(),
    order_status: z.string(),
    pod: z.string().nullable().meta({ description: "The POD's path once delivered, else null." }),
    expected_delivery_date: z.string().nullable().meta({ description: "YYYY-MM-DD (India)." }),
    tracking_history: z.array(TrackingEntrySchema).meta({ description: "Oldest first." }),
  })
  .meta({ id: "OrderTracking" });

const Rupees = z.number().nonnegative().meta({ description: "Rupees." });

/** The booking as made: what the business sent, with the rate card's figures then. */
export const BookingFactsSchema = z
  .object({
    lr_no: z.string(),
    client_ref: z.string().nullable(),
    booked_at: z.string().meta({ description: "ISO 8601." }),
    source: z.enum(["form", "upload", "api"]).meta({ description: "How it was booked." }),
    service: z.enum(BOOKING_SERVICES),
    payment_mode: z.enum(PAYMENT_MODES),
    declared_value: Rupees,
    cod_amount: Rupees.nullable(),
    invoice_no: z.string(),
    ewb_no: z.string().nullable(),
    delivery_slot: z.enum(DELIVERY_SLOTS).nullable(),
    address_type: z.enum(ADDRESS_TYPES),
    package_count: z.number().int().positive(),
    packages: z.array(
      z.object({
        count: z.number().int().positive(),
        weight_kg: z.number().positive(),
        length_cm: z.number().positive(),
        breadth_cm: z.number().positive(),
        height_cm: z.number().positive(),
      }),
    ),
    pickup: z.object({
      address_id: z.string(),
      label: z.string(),
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
    charges: z.object({
      chargeable_weight_kg: z.number().positive(),
      freight: Rupees,
      gst_rate_percent: z.number().nonnegative(),
      gst: Rupees,
      total: Rupees,
    }),
    label: z.string().meta({ description: "Path of the labels PDF." }),
  })
  .meta({ id: "BookingFacts" });

export const ShipmentAnswerSchema = z
  .object({
    ok: z.literal(true),
    orderTracking: OrderTrackingSchema,
    booking: BookingFactsSchema.nullable().meta({
      description: "Null only for a shipment whose booking was kept in an older form (the demo's).",
    }),
  })
  .meta({ id: "Shipment" });

export type ShipmentCreated = z.output<typeof ShipmentCreatedSchema>;
export type ShipmentAnswer = z.output<typeof ShipmentAnswerSchema>;
export type BookingFacts = z.output<typeof BookingFactsSchema>;
