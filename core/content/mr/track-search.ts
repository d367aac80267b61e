import type { texts } from "../track-search";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  label: "LR नंबर",
  hint: "एक नंबर, किंवा कॉमा किंवा स्पेस देऊन 25 पर्यंत नंबर.",
  busy: "ट्रॅक होत आहे...",
  placeholder: "उदा. SI20254567",
  button: "ट्रॅक करा",
} satisfies TranslationOf<typeof texts>;
