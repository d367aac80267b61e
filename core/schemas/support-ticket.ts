/**
 * Raising a customer-care request (CONTRACT.md "Customer care"):
 * one schema for the page form (Conform, in the browser and on the server)
 * and the JSON door. The server adds what only it can check: that the LR
 * number is a known shipment, and each attachment's bytes.
 */
import { z } from "../zod";
import { encodeMessage as m } from "../messages";
import { ATTACHMENTS, needsShipment, takesValue, TICKET_CATEGORIES } from "../support";
import {
  EMAIL_MESSAGE,
  EmailSchema,
  NameSchema,
  PhoneSchema,
  requiredText,
  tooLong,
} from "./lead-fields";
import { plainText } from "./plain-text";
import { LR_NUMBER_PATTERN } from "./tracking";

export { TICKET_FORM_ID } from "../support";
export const ATTACHMENTS_FIELD = "attachments";

export const ticketMessages = {
  category: m("ticketCategory"),
  lrMissing: m("ticketLrMissing"),
  lrNumber: m("lrNumber"),
  description: m("ticketDescription"),
  descriptionShort: m("ticketDescriptionShort", { min: 20 }),
  declaredValue: m("ticketDeclaredValue"),
  tooMany: m("attachmentsTooMany", { max: ATTACHMENTS.max }),
  tooLarge: (name: string) => m("attachmentTooLarge", { name, max: 5 }),
  wrongType: (name: string) => m("attachmentWrongType", { name }),
  empty: (name: string) => m("attachmentEmpty", { name }),
  reply: m("ticketReply"),
  rating: m("ticketRating"),
};

/** Types a browser can tell from the name; the server reads the bytes whatever the name says. */
export const attachmentNameLooksRight = (name: string) => /\.(jpe?g|png|pdf)$/i.test(name.trim());

/** An empty file input sends one nameless, empty file: that is no attachment. */
const isChosenFile = (value: unknown): value is File =>
  typeof File !== "undefined" && value instanceof File && !(value.name === "" && value.size === 0);

/** 0 to 3 files, each named like a JPEG, PNG or PDF and at most 5 MB (the server checks the bytes). */
export const AttachmentsSchema = z
  .preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.unknown()),
  )
  .transform((values) => values.filter(isChosenFile))
  .superRefine((files, ctx) => {
    if (files.length > ATTACHMENTS.max) {
      ctx.addIssue({ code: "custom", message: ticketMessages.tooMany });
      return;
    }
    for (const file of files) {
      if (file.size > ATTACHMENTS.maxBytes)
        ctx.addIssue({ code: "custom", message: ticketMessages.tooLarge(file.name) });
      else if (!attachmentNameLooksRight(file.name))
        ctx.addIssue({ code: "custom", message: ticketMessages.wrongType(file.name) });
    }
  });

const CategorySchema = z.enum(TICKET_CATEGORIES, { error: ticketMessages.category });

/** Rupees as a whole number: "2,500" and "₹ 2500" read as 2500. */
const DeclaredValueSchema = z
  .union([z.string(), z.number()], { error: ticketMessages.declaredValue })
  .transform((value) => (typeof value === "number" ? String(value) : value))
  .transform((value) => value.replace(/[₹,\s]/g, "").replace(/^rs\.?/i, ""))
  .pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, ticketMessages.declaredValue)
      .transform(Number)
      .refine((n) => n >= 1, ticketMessages.declaredValue),
  )
  .optional();

/** Left empty, no e-mail address: allowed only beside SMS updates (checkReach). */
const OptionalEmailSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  EmailSchema.optional(),
);

/** A checkbox: "on" from a page form, true from JSON; anything else is no. */
const CheckboxSchema = z.preprocess((value) => value === "on" || value === true, z.boolean());

export const TicketFieldsSchema = z.object({
  category: CategorySchema,
  lr_no: plainText(z.string().trim().toUpperCase().max(20, tooLong(20))).optional(),
  name: NameSchema,
  email: OptionalEmailSchema,
  phone: PhoneSchema,
  /**
   * "Send me updates about this request by SMS" (CONTRACT.md "Messages by
   * SMS and WhatsApp"): the updates go to `phone` once its code is typed,
   * and then the e-mail address may be left out. The server drops it while
   * SMS is off, and then an e-mail address is needed again.
   */
  sms_updates: CheckboxSchema,
  description: requiredText(ticketMessages.description, 2_000, "several").refine(
    (text) => text.length >= 20,
    ticketMessages.descriptionShort,
  ),
  declared_value: DeclaredValueSchema,
});

/**
 * The category's rules: an LR number for the shipment categories, in the
 * form of one. Checked even when other fields are wrong (`when`), so a form
 * sent with several mistakes hears of all of them at once; the values may
 * then be as typed.
 */
function checkCategory(data: { category?: unknown; lr_no?: unknown }, ctx: z.RefinementCtx) {
  const lr = typeof data.lr_no === "string" ? data.lr_no.trim().toUpperCase() : "";
  const category = TICKET_CATEGORIES.find((known) => known === data.category);
  if (category && needsShipment(category) && lr === "")
    ctx.addIssue({ code: "custom", path: ["lr_no"], message: ticketMessages.lrMissing });
  else if (lr !== "" && !LR_NUMBER_PATTERN.test(lr))
    ctx.addIssue({ code: "custom", path: ["lr_no"], message: ticketMessages.lrNumber });
}

/**
 * A way to reach the visitor: an e-mail address, or SMS updates to the
 * mobile number. Checked with the category's rules, on the values as typed.
 */
function checkReach(data: { email?: unknown; sms_updates?: unknown }, ctx: z.RefinementCtx) {
  const email = typeof data.email === "string" ? data.email.trim() : "";
  const sms = data.sms_updates === true || data.sms_updates === "on";
  if (email === "" && !sms)
    ctx.addIssue({ code: "custom", path: ["email"], message: EMAIL_MESSAGE });
}

/** Run the category's rules whenever the fields came as an object. */
const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null,
};

/** The whole form: the fields and the files. */
export const TicketFormSchema = TicketFieldsSchema.extend({
  [ATTACHMENTS_FIELD]: AttachmentsSchema,
})
  .superRefine(checkCategory, always)
  .superRefine(checkReach, always)
  .transform((data) => ({
    ...data,
    lr_no: data.lr_no || undefined,
    declared_value: takesValue(data.category) ? data.declared_value : undefined,
  }));

export type TicketForm = z.output<typeof TicketFormSchema>;

/** The status page's lookup: the number and the e-mail address or phone number given. */
export const TicketLookupSchema = z.object({
  number: z
    .string({ error: m("ticketNumber") })
    .trim()
    .min(1, m("ticketNumber"))
    .max(40),
  contact: z
    .string({ error: m("ticketContact") })
    .trim()
    .min(1, m("ticketContact"))
    .max(254),
});

/** A visitor's reply: text and up to 3 files. */
export const TicketReplySchema = z.object({
  body: requiredText(ticketMessages.reply, 2_000, "several"),
  [ATTACHMENTS_FIELD]: AttachmentsSchema,
});

/** A resolved ticket's rating, 1 to 5, with an optional comment. */
export const TicketRatingSchema = z.object({
  rating: z.coerce
    .number({ error: ticketMessages.rating })
    .int(ticketMessages.rating)
    .min(1, ticketMessages.rating)
    .max(5, ticketMessages.rating),
  comment: plainText(z.string().trim().max(1_000, tooLong(1_000)), "several").optional(),
});
