import { z } from "../zod";
import {
  AddressSchema,
  addDays,
  CitySchema,
  EmailSchema,
  NameSchema,
  PhoneSchema,
  PincodeSchema,
  StateSchema,
  todayInIndia,
} from "./lead-fields";

export const LOAD_TYPES = ["LTL", "PTL", "FTL"] as const;

/** How far ahead a pickup may be booked. */
export const PICKUP_MAX_DAYS_AHEAD = 365;

const BOXES_MESSAGE = "Enter the number of boxes as a whole number, like 5.";

/**
 * Pickup request (spec sections 3 and 5). The names are the API's; company_id
 * and makeThisSlotDefault are not here because the server sets them.
 */
export const PickupRequestSchema = z.object({
  name: NameSchema,
  phone_number: PhoneSchema,
  email: EmailSchema,
  address: AddressSchema,
  city: CitySchema,
  state: StateSchema,
  pincode: PincodeSchema,
  pickUpDate: z.iso
    .date({ error: "Choose the pickup date." })
    .refine((date) => date >= todayInIndia(), "Choose today or a later date.")
    .refine(
      (date) => date <= addDays(todayInIndia(), PICKUP_MAX_DAYS_AHEAD),
      "Choose a date within the next 12 months.",
    ),
  pickupTime: z
    .object({
      from: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter the time like 10:30, or leave it empty.")
        .optional(),
    })
    .optional(),
  expectedPackages: z
    .number({ error: BOXES_MESSAGE })
    .int(BOXES_MESSAGE)
    .min(1, "Enter at least 1 box.")
    .max(10_000, "For more than 10,000 boxes, please call us."),
  load_type: z.enum(LOAD_TYPES, { error: "Choose the load type." }),
});

export type PickupRequest = z.output<typeof PickupRequestSchema>;
