/**
 * The business portal's profile and saved pickup addresses (CONTRACT.md
 * "Business accounts", profile). The same schemas check the form in the
 * browser and on the server; messages are validation keys.
 */
import { z } from "../zod";
import { encodeMessage as m } from "../messages";
import { gstinProblem, normaliseGstin } from "../gstin";
import { PAYMENT_MODES } from "../business-access";
import {
  AddressSchema,
  EmailSchema,
  NameSchema,
  PhoneSchema,
  PincodeSchema,
  optionalText,
  requiredText,
} from "./lead-fields";

/** An optional GSTIN: empty is null; otherwise normalised and its check character verified. */
export const GstinSchema = z
  .string()
  .trim()
  .max(30, m("gstinLength"))
  .transform((value, ctx) => {
    if (value === "") return null;
    const problem = gstinProblem(value);
    if (problem) {
      ctx.addIssue({ code: "custom", message: m(problem) });
      return z.NEVER;
    }
    return normaliseGstin(value);
  });

export const BusinessProfileSchema = z.object({
  legalName: requiredText(m("companyName"), 200),
  gstin: GstinSchema.optional().transform((value) => value ?? null),
  billingAddress: optionalText(500, "several").transform((value) => value ?? ""),
  defaultPaymentMode: z.enum(PAYMENT_MODES, { error: m("paymentMode") }),
});
export type BusinessProfileInput = z.output<typeof BusinessProfileSchema>;

/** A saved pickup address; the city and state come from the pincode on the server. */
export const BusinessAddressSchema = z.object({
  label: requiredText(m("addressLabel"), 60),
  contactName: NameSchema,
  phone: PhoneSchema,
  address: AddressSchema,
  pincode: PincodeSchema,
});
export type BusinessAddressInput = z.output<typeof BusinessAddressSchema>;

/** What staff give to open a business (/staff/businesses): its legal name and its first owner. */
export const InviteCompanySchema = z.object({
  legalName: requiredText(m("companyName"), 200),
  ownerName: NameSchema,
  ownerEmail: EmailSchema,
});
