import { texts } from "../delivery-rating";
import { company } from "../company";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "machine";

export default translate(texts, "hi", {
  title: `अपनी डिलीवरी को रेटिंग दें | ${company.name}`,
  heading: "आपकी डिलीवरी कैसी रही?",
  intro: "शिपमेंट {lrNo}",
  legend: "आपकी रेटिंग",
  stars: [
    "1 स्टार: बहुत खराब",
    "2 स्टार: खराब",
    "3 स्टार: ठीक-ठाक",
    "4 स्टार: अच्छी",
    "5 स्टार: बहुत अच्छी",
  ],
  commentLabel: "कुछ और बताना चाहते हैं? (वैकल्पिक)",
  commentHint: "ज़्यादा से ज़्यादा 500 अक्षर।",
  submit: "भेजें",
  busy: "भेजा जा रहा है...",
  thanks: "धन्यवाद: आपकी रेटिंग से हमें बेहतर डिलीवरी करने में मदद मिलती है।",
  yourRating: "आपकी रेटिंग: 5 में से {rating}।",
  yourComment: "आपकी टिप्पणी:",
  track: "{lrNo} ट्रैक करें",
  notFoundHeading: "हमें यह रेटिंग नहीं मिली",
  notFound:
    "यह रेटिंग लिंक हमारा नहीं है, या पूरा कॉपी नहीं हुआ। अपने मैसेज में दिया लिंक देखें; आप अपना शिपमेंट ट्रैक भी कर सकते हैं।",
  trackShipment: "शिपमेंट ट्रैक करें",
});
