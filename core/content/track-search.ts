/**
 * The LR search box of the home card and both tracking pages: small, as it
 * travels with the home page too.
 */
import { defineTexts } from "../texts";

export const texts = defineTexts("track-search", {
  label: "LR number",
  /** Under every tracking search box: it takes several numbers (CONTRACT.md "Tracking several shipments"). */
  hint: "One, or up to 25 separated by commas or spaces.",
  busy: "Tracking...",
  /** The tracking pages' own box. */
  placeholder: "e.g. SI20254567",
  button: "Track",
});
