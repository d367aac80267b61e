import { z } from "../zod";
import { encodeMessage as m } from "../messages";
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

const BOXES_MESSAGE = m("boxes");

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
    .date({ error: m("pickupDate") })
    .refine((date) => date >= todayInIndia(), m("pickupDatePast"))
    .refine((date) => date <= addDays(todayInIndia(), PICKUP_MAX_DAYS_AHEAD), m("pickupDateFar")),
  pickupTime: z
    .object({
      from: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m("pickupTime"))
        .optional(),
    })
    .optional(),
  expectedPackages: z
    .number({ error: BOXES_MESSAGE })
    .int(BOXES_MESSAGE)
    .min(1, m("boxesMin"))
    .max(10_000, m("boxesMax")),
  load_type: z.enum(LOAD_TYPES, { error: m("loadType") }),
});

export type PickupRequest = z.output<typeof PickupRequestSchema>;
