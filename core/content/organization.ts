/**
 * The words of the company's schema.org data on the home page
 * (lib/structured-data.ts, organizationGraph): the brand name, address,
 * phone and e-mail stay as they are in every language.
 */
import { company } from "./company";
import { defineTexts } from "../texts";

export const texts = defineTexts("organization", {
  slogan: company.tagline,
  /** The country the company serves. */
  country: "India",
});
