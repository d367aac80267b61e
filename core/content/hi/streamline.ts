import { texts } from "../streamline";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  banner: {
    title: "अपनी लॉजिस्टिक्स को आसान बनाएँ",
    text: "एक पार्सल से लेकर पूरे ट्रक तक, हम आपका माल पूरे भारत में समय पर पहुँचाते हैं। अभी कोटेशन माँगें या अपना शिपमेंट ट्रैक करें।",
  },
  actions: {
    quote: { label: "कोटेशन लें" },
    track: { label: "शिपमेंट ट्रैक करें" },
  },
});
