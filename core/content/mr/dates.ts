import type { texts } from "../dates";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  months: [
    "जानेवारी",
    "फेब्रुवारी",
    "मार्च",
    "एप्रिल",
    "मे",
    "जून",
    "जुलै",
    "ऑगस्ट",
    "सप्टेंबर",
    "ऑक्टोबर",
    "नोव्हेंबर",
    "डिसेंबर",
  ],
} satisfies TranslationOf<typeof texts>;
