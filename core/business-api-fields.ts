/**
 * The booking fields /business/api lists, read from the very schema the
 * API checks with (BookingJsonSchema, core/schemas/booking.ts), so the list
 * cannot drift from the server: a field added there appears on the page, and
 * the typecheck asks for its rule in core/content/business-api.ts.
 */
import { LANGS } from "./i18n";
import type { z } from "./zod";
import {
  ADDRESS_TYPES,
  BOOKING_SERVICES,
  BookingJsonSchema,
  CONSIGNEE_UPDATES,
  DELIVERY_SLOTS,
  MAX_PACKAGES,
  MAX_SIDE_CM,
  PAYMENT_MODES,
} from "./schemas/booking";
import { SHIPMENT_EXAMPLE } from "./schemas/business-api";

// The object before its transform into a BookingRequest.
const shape = BookingJsonSchema.in.shape;
type Top = keyof typeof shape;
type Consignee = keyof typeof shape.consignee.shape;
type PackageLine = keyof typeof shape.packages.element.shape;

/** A field's key among the page's rules: `consignee_phone` for consignee.phone, `packages_count` for packages[].count. */
export type BookingFieldKey = Top | `consignee_${Consignee}` | `packages_${PackageLine}`;

export type BookingFieldRow = {
  /** As the JSON spells it: `consignee.phone`, `packages[].weight_kg`. */
  path: string;
  key: BookingFieldKey;
  required: boolean;
  /** Nested under `consignee` or a package line. */
  nested: boolean;
};

/** A field the schema refuses when it is absent. */
const isRequired = (schema: z.ZodType) => !schema.safeParse(undefined).success;

/** The example booking's order, which reads as the form does; a field it lacks comes last. */
const READING_ORDER: readonly string[] = Object.keys(SHIPMENT_EXAMPLE);
const rank = (name: string) => {
  const at = READING_ORDER.indexOf(name);
  return at < 0 ? READING_ORDER.length : at;
};

/** Every field of the schema, each object's fields right after it. */
export function bookingFieldRows(): BookingFieldRow[] {
  const rows: BookingFieldRow[] = [];
  const names = (Object.keys(shape) as Top[]).sort((a, b) => rank(a) - rank(b));
  for (const name of names) {
    rows.push({ path: name, key: name, required: isRequired(shape[name]), nested: false });
    if (name === "consignee")
      for (const field of Object.keys(shape.consignee.shape) as Consignee[])
        rows.push({
          path: `consignee.${field}`,
          key: `consignee_${field}`,
          required: isRequired(shape.consignee.shape[field]),
          nested: true,
        });
    if (name === "packages")
      for (const field of Object.keys(shape.packages.element.shape) as PackageLine[])
        rows.push({
          path: `packages[].${field}`,
          key: `packages_${field}`,
          required: isRequired(shape.packages.element.shape[field]),
          nested: true,
        });
  }
  return rows;
}

/** What fills the rules' places: the allowed values and limits, from the schema's own constants. */
export function ruleValues(key: BookingFieldKey): Record<string, string> {
  const list = (values: readonly string[]) => values.join(", ");
  const values: Partial<Record<BookingFieldKey, string>> = {
    service: list(BOOKING_SERVICES),
    payment_mode: list(PAYMENT_MODES),
    delivery_slot: list(DELIVERY_SLOTS),
    address_type: list(ADDRESS_TYPES),
    consignee_updates: list(CONSIGNEE_UPDATES),
    consignee_language: list(LANGS),
  };
  return {
    values: values[key] ?? "",
    max: String(MAX_PACKAGES),
    side: `${MAX_SIDE_CM.toLocaleString("en-IN")} cm`,
  };
}
