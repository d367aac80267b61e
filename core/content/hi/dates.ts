import type { texts } from "../dates";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  months: [
    "जनवरी",
    "फ़रवरी",
    "मार्च",
    "अप्रैल",
    "मई",
    "जून",
    "जुलाई",
    "अगस्त",
    "सितंबर",
    "अक्टूबर",
    "नवंबर",
    "दिसंबर",
  ],
} satisfies TranslationOf<typeof texts>;
