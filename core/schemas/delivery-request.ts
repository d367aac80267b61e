/**
 * A receiver's request to change a delivery (CONTRACT.md "Delivery options
 * for the receiver"): one schema for the shipment page's form
 * (in the browser and on the server) and the JSON door
 * (POST /api/order/web/delivery-requests/{lr}). Each option needs its own
 * field; the others are dropped. The server adds what only it knows: the
 * date window (from the expected date), and the two facts as booked.
 */
import { z } from "../zod";
import { encodeMessage as m } from "../messages";
import {
  BRANCH_KEYS,
  DELIVERY_OPTIONS,
  isDeliveryOption,
  type DeliveryOption,
} from "../delivery-options";
import { isRecord } from "../unknown-values";
import { isIndianMobile, tooLong } from "./lead-fields";
import { plainText } from "./plain-text";

export const DELIVERY_REQUEST_FORM_ID = "delivery-request";

export const INSTRUCTIONS_LENGTH = { min: 5, max: 200 } as const;

export const deliveryMessages = {
  option: m("deliveryOption"),
  date: m("deliveryDate"),
  dateWindow: (first: string, last: string) => m("deliveryDateWindow", { first, last }),
  instructions: m("deliveryInstructions"),
  instructionsShort: m("deliveryInstructionsShort", { min: INSTRUCTIONS_LENGTH.min }),
  phone: m("deliveryPhone"),
  branch: m("deliveryBranch"),
  pincode: m("pincode"),
  phoneLast4: m("deliveryPhoneLast4"),
  code: m("deliveryCode"),
  codeLimit: m("deliveryCodeLimit"),
  codeUnavailable: m("deliveryCodeUnavailable"),
  email: m("email"),
  wrongFacts: m("deliveryWrongFacts"),
  locked: m("deliveryLocked"),
  closed: m("deliveryClosed"),
  waiting: m("deliveryWaiting"),
  /** by: when the answer comes, "by 1:00 PM today" (core/answer-by.ts). */
  received: (by: string) => m("deliveryReceived", { by }),
  unavailable: m("deliveryUnavailable"),
};

/** A form posts "" for a field left empty (or hidden with its option): that is no value. */
const blankIsAbsent = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsAbsent, schema.optional());

/** A calendar day, YYYY-MM-DD, that exists (no 31 June). */
const DateSchema = z
  .string({ error: deliveryMessages.date })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, deliveryMessages.date)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, deliveryMessages.date);

/** Stored as the ten digits, whatever +91, 0, spaces or dashes came with them. */
const MobileSchema = z
  .string({ error: deliveryMessages.phone })
  .trim()
  .max(20, deliveryMessages.phone)
  .refine(isIndianMobile, deliveryMessages.phone)
  .transform((value) => value.replace(/\D/g, "").slice(-10));

export const DeliveryRequestFieldsSchema = z.object({
  option: z.enum(DELIVERY_OPTIONS, { error: deliveryMessages.option }),
  date: optional(DateSchema),
  instructions: optional(
    plainText(
      z
        .string({ error: deliveryMessages.instructions })
        .trim()
        .min(INSTRUCTIONS_LENGTH.min, deliveryMessages.instructionsShort)
        .max(INSTRUCTIONS_LENGTH.max, tooLong(INSTRUCTIONS_LENGTH.max)),
    ),
  ),
  phone: optional(MobileSchema),
  branch: optional(z.enum(BRANCH_KEYS, { error: deliveryMessages.branch })),
  pincode: z
    .string({ error: deliveryMessages.pincode })
    .trim()
    .regex(/^\d{6}$/, deliveryMessages.pincode),
  // Either the last 4 digits or, with SMS on, the code sent to the booked phone (checkOption).
  phone_last4: optional(
    z
      .string({ error: deliveryMessages.phoneLast4 })
      .trim()
      .regex(/^\d{4}$/, deliveryMessages.phoneLast4),
  ),
  code: optional(
    z
      .string({ error: deliveryMessages.code })
      .trim()
      .regex(/^\d{6}$/, deliveryMessages.code),
  ),
  email: optional(
    z
      .string({ error: deliveryMessages.email })
      .trim()
      .max(254, tooLong(254))
      .pipe(z.email({ error: deliveryMessages.email })),
  ),
});

/** The field each option needs. */
export const OPTION_FIELD = {
  reschedule: "date",
  instructions: "instructions",
  phone: "phone",
  collect: "branch",
} as const satisfies Record<DeliveryOption, string>;

const MISSING: Record<DeliveryOption, string> = {
  reschedule: deliveryMessages.date,
  instructions: deliveryMessages.instructions,
  phone: deliveryMessages.phone,
  collect: deliveryMessages.branch,
};

/**
 * The option's own field is required, and one proof beside the PIN code:
 * the last 4 digits or the SMS code. Checked even when other fields are
 * wrong (`when`), so a form sent with several mistakes hears of all of them.
 */
function checkOption(data: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (blankIsAbsent(data.phone_last4) === undefined && blankIsAbsent(data.code) === undefined)
    ctx.addIssue({ code: "custom", path: ["phone_last4"], message: deliveryMessages.phoneLast4 });
  const option = data.option;
  if (!isDeliveryOption(option)) return;
  const field = OPTION_FIELD[option];
  if (blankIsAbsent(data[field]) === undefined)
    ctx.addIssue({ code: "custom", path: [field], message: MISSING[option] });
}

const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null,
};

/**
 * The other options' fields are left out before checking: a form without
 * JavaScript posts every option's field, and a date typed before the
 * visitor chose "instructions" must not stop the request.
 */
function onlyTheOptionsField(value: unknown): unknown {
  if (!isRecord(value) || Array.isArray(value)) return value;
  const option = value.option;
  if (!isDeliveryOption(option)) return value;
  const kept = { ...value };
  for (const [other, field] of Object.entries(OPTION_FIELD))
    if (other !== option) delete kept[field];
  return kept;
}

/** The request: the option, its one field (the others dropped), the two facts, and an optional e-mail. */
export const DeliveryRequestSchema = z
  .preprocess(onlyTheOptionsField, DeliveryRequestFieldsSchema.superRefine(checkOption, always))
  .transform((data) => ({
    option: data.option,
    date: data.option === "reschedule" ? data.date : undefined,
    instructions: data.option === "instructions" ? data.instructions : undefined,
    phone: data.option === "phone" ? data.phone : undefined,
    branch: data.option === "collect" ? data.branch : undefined,
    pincode: data.pincode,
    phone_last4: data.phone_last4,
    code: data.code,
    email: data.email?.toLowerCase(),
  }));

export type DeliveryRequestInput = z.input<typeof DeliveryRequestSchema>;
export type DeliveryRequestFields = z.output<typeof DeliveryRequestSchema>;
