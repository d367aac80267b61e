/**
 * A shipment's delivery facts (CONTRACT.md "Delivery options for the
 * receiver", "shipment facts"): the delivery PIN code, the
 * receiver's phone (stored as ten digits; only its last four are ever
 * shown or compared, and never logged) and the expected delivery date. The
 * ingestion API sends them with PUT /api/ops/shipments/{lr}; the staff
 * console's shipment page edits them. Messages in English words: the API
 * and the console are English only, and no message repeats what was sent.
 */
import { z } from "../zod";
import { isIndianMobile } from "./lead-fields";

export const FACT_MESSAGES = {
  pincode: "Give the delivery PIN code as 6 digits, like 411001.",
  phone: "Give the receiver's 10-digit Indian mobile number, like 98765 43210 (+91 allowed).",
  date: "Give the expected delivery date as YYYY-MM-DD, like 2026-12-01.",
};

const PincodeFact = z
  .string({ error: FACT_MESSAGES.pincode })
  .trim()
  .regex(/^[1-9]\d{5}$/, FACT_MESSAGES.pincode);

const PhoneFact = z
  .string({ error: FACT_MESSAGES.phone })
  .trim()
  .max(20, FACT_MESSAGES.phone)
  .refine(isIndianMobile, FACT_MESSAGES.phone)
  .transform((value) => value.replace(/\D/g, "").slice(-10));

const DateFact = z
  .string({ error: FACT_MESSAGES.date })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, FACT_MESSAGES.date)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, FACT_MESSAGES.date);

/** The ingestion API's fields: left out keeps the stored value, null clears it. */
export const ShipmentFactsApi = {
  destination_pincode: PincodeFact.nullable().optional(),
  consignee_phone: PhoneFact.nullable().optional(),
  expected_delivery_date: DateFact.nullable().optional(),
};

export type ShipmentFactsChange = {
  destinationPincode?: string | null;
  consigneePhone?: string | null;
  expectedDeliveryDate?: string | null;
};

/**
 * The console's form: the PIN code and the date as stored (empty clears);
 * the phone is never sent to the page, so its field starts empty and empty
 * keeps the stored number. `clear_phone` removes it.
 */
export const ShipmentFactsFormSchema = z.object({
  destination_pincode: PincodeFact.optional(),
  consignee_phone: PhoneFact.optional(),
  clear_phone: z.literal("on").optional(),
  expected_delivery_date: DateFact.optional(),
});

/** What the console's form changes, in the service's terms. */
export function factsFromForm(form: z.output<typeof ShipmentFactsFormSchema>): ShipmentFactsChange {
  return {
    destinationPincode: form.destination_pincode ?? null,
    expectedDeliveryDate: form.expected_delivery_date ?? null,
    ...(form.clear_phone
      ? { consigneePhone: null }
      : form.consignee_phone
        ? { consigneePhone: form.consignee_phone }
        : {}),
  };
}
