/**
 * A business's pickup request as its form sends it (/business/pickups):
 * a saved address, a day, a slot and the booked shipments, by LR number.
 * Messages are keys of core/content/business-pickups.ts `errors`, shown
 * beside their fields in the page's language. The day's rules need the
 * clock: pickupDateProblem (core/business-pickups.ts) checks them after.
 */
import { z } from "../zod";
import { PICKUP_MAX_SHIPMENTS, PICKUP_SLOTS } from "../business-pickups";
import { isCalendarDate, isUuid } from "./staff-lists";

const LR = /^[A-Z0-9]{6,20}$/;

export const BusinessPickupRequestSchema = z.object({
  address: z.string({ error: "address" }).refine(isUuid, "address"),
  date: z.string({ error: "date" }).refine(isCalendarDate, "date"),
  slot: z.enum(PICKUP_SLOTS, { error: "slot" }),
  lrs: z
    .array(
      z
        .string()
        .trim()
        .transform((lr) => lr.toUpperCase())
        .refine((lr) => LR.test(lr), "shipments"),
      { error: "shipments" },
    )
    .min(1, "shipments")
    .max(PICKUP_MAX_SHIPMENTS, "tooMany"),
});
export type BusinessPickupRequest = z.output<typeof BusinessPickupRequestSchema>;

/** The form's fields, each with the one message it shows. */
export type BusinessPickupField = "address" | "date" | "slot" | "lrs";
