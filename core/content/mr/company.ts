import type { texts } from "../company";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  tagline: "माल वेळेवर पोहोचवणे ही आमची जबाबदारी आहे.",
  addressLines: [
    "युनिट 12, सह्याद्री लॉजिस्टिक्स पार्क",
    "वसई पूर्व, पालघर",
    "महाराष्ट्र 401208, भारत",
  ],
} satisfies TranslationOf<typeof texts>;
