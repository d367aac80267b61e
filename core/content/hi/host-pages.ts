import { texts } from "../host-pages";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "machine";

export default translate(texts, "hi", {
  tooMany: {
    title: "बहुत ज़्यादा कोशिशें",
    text: "आपके नेटवर्क से बहुत ज़्यादा बार शिपमेंट ट्रैक किए गए। कृपया थोड़ा रुककर फिर कोशिश करें।",
  },
  unavailable: {
    title: "अभी हम जवाब नहीं दे पा रहे",
    text: "हमारा सिस्टम कुछ पल के लिए जवाब नहीं दे रहा। कुछ भी खोया नहीं है: कृपया थोड़ी देर में फिर कोशिश करें।",
  },
  retry: "आप {seconds} सेकंड बाद फिर कोशिश कर सकते हैं।",
  call: "अभी मदद चाहिए? हमें {phone} पर कॉल करें।",
  home: "होम पेज पर जाएँ",
});
