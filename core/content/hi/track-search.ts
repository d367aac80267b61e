import { texts } from "../track-search";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  label: "LR नंबर",
  hint: "एक नंबर, या कॉमा या स्पेस लगाकर 25 नंबर तक।",
  busy: "ट्रैक हो रहा है...",
  placeholder: "जैसे SI20254567",
  button: "ट्रैक करें",
});
