import { z } from "../zod";
import { encodeMessage as m } from "../messages";
import { captchaFields } from "./captcha";
import {
  AddressSchema,
  CitySchema,
  EmailSchema,
  NameSchema,
  PhoneSchema,
  PincodeSchema,
  requiredText,
  StateSchema,
} from "./lead-fields";

/**
 * Client registration: all 8 fields and the captcha required (spec sections 3
 * and 5). Keys in the form's order: the error summary lists errors in it.
 */
export const ClientRegistrationSchema = z.object({
  name: NameSchema,
  company_name: requiredText(m("companyName"), 150),
  contact: PhoneSchema,
  email: EmailSchema,
  address: AddressSchema,
  city: CitySchema,
  state: StateSchema,
  pincode: PincodeSchema,
  ...captchaFields,
});

export type ClientRegistration = z.output<typeof ClientRegistrationSchema>;
