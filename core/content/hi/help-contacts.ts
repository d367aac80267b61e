import { texts } from "../help-contacts";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  title: "अभी मदद चाहिए?",
  text: "हमारी सपोर्ट टीम {support} जवाब देती है। शिपमेंट के बारे में पूछ रहे हैं, तो अपना LR नंबर तैयार रखें।",
  call: "{phone} पर कॉल करें",
  raise: "रिक्वेस्ट दर्ज करें",
  problem: "शिपमेंट में कोई समस्या? रिक्वेस्ट दर्ज करें: टिकट नंबर मिलेगा और 48 घंटे में जवाब।",
});
