import { texts } from "../streamline";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  banner: {
    title: "तुमचे लॉजिस्टिक्स सोपे करा",
    text: "एका पार्सलपासून पूर्ण ट्रकपर्यंत, आम्ही तुमचा माल संपूर्ण भारतात वेळेवर पोहोचवतो. आत्ताच कोटेशन मागवा किंवा तुमचे शिपमेंट ट्रॅक करा.",
  },
  actions: {
    quote: { label: "कोटेशन मिळवा" },
    track: { label: "शिपमेंट ट्रॅक करा" },
  },
});
