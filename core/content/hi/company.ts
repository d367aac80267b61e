import { texts } from "../company";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  tagline: "माल समय पर पहुँचाना हमारी ज़िम्मेदारी है।",
  addressLines: [
    "यूनिट 12, सह्याद्री लॉजिस्टिक्स पार्क",
    "वसई पूर्व, पालघर",
    "महाराष्ट्र {postalCode}, भारत",
  ],
});
