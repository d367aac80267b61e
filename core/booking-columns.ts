/**
 * The booking upload's columns and limits (CONTRACT.md "Business accounts",
 * "bulk"): the API's JSON names, flattened. Apart from core/booking-csv.ts so
 * a page can name them without sending the CSV parser to the browser.
 */
import type { BookingField } from "./schemas/booking";

export const BOOKING_CSV_COLUMNS = [
  "pickup_address",
  "consignee_name",
  "consignee_phone",
  "consignee_address",
  "consignee_pincode",
  "service",
  "package_count",
  "weight_kg",
  "length_cm",
  "breadth_cm",
  "height_cm",
  "declared_value",
  "invoice_no",
  "ewb_no",
  "payment_mode",
  "cod_amount",
  "client_ref",
  "delivery_slot",
  "address_type",
  "consignee_updates",
  "consignee_language",
] as const satisfies readonly BookingField[];
export type BookingColumn = (typeof BOOKING_CSV_COLUMNS)[number];

export const BOOKING_CSV_MAX_ROWS = 1_000;
export const BOOKING_CSV_MAX_BYTES = 2 * 1024 * 1024;
