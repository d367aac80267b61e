import { texts } from "../track-search";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  label: "LR नंबर",
  hint: "एक नंबर, किंवा कॉमा किंवा स्पेस देऊन 25 पर्यंत नंबर.",
  busy: "ट्रॅक होत आहे...",
  placeholder: "उदा. SI20254567",
  button: "ट्रॅक करा",
});
