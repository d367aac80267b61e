import { z } from "../zod";
import { encodeMessage as m } from "../messages";
import { captchaFields } from "./captcha";
import {
  AddressSchema,
  CitySchema,
  EmailSchema,
  NameSchema,
  optionalText,
  PhoneSchema,
  PincodeSchema,
  requiredText,
  StateSchema,
} from "./lead-fields";

export const BUSINESS_TYPES = [
  "Sole Proprietor",
  "Partnership",
  "Pvt Ltd",
  "LLP",
  "Other",
] as const;

/**
 * Franchise registration: every field but the message required (spec sections
 * 3 and 5). Keys in the form's order: the error summary lists errors in it.
 */
export const FranchiseEnquirySchema = z.object({
  name: NameSchema,
  company: requiredText(m("firmName"), 150),
  business_type: z.enum(BUSINESS_TYPES, { error: m("businessType") }),
  experience: requiredText(m("franchiseExperience"), 200),
  investment: requiredText(m("investment"), 100),
  preferred_city: requiredText(m("preferredCity"), 80),
  contact: PhoneSchema,
  email: EmailSchema,
  address: AddressSchema,
  city: CitySchema,
  state: StateSchema,
  pincode: PincodeSchema,
  message: optionalText(2_000, "several"),
  ...captchaFields,
});

export type FranchiseEnquiry = z.output<typeof FranchiseEnquirySchema>;
