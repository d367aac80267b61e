import { texts } from "../delivery-check";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  heading: "क्या हम आपके पिन कोड पर डिलीवरी करते हैं?",
  text: "6 अंकों का पिन कोड डालें और देखें कि हम वहाँ पिकअप और डिलीवरी करते हैं या नहीं।",
  label: "पिन कोड",
  submit: "जाँचें",
  checking: "जाँच हो रही है…",
  yes: "हाँ, हम {pincode}, {place} में डिलीवरी करते हैं।",
  yesMore: "जब आप तैयार हों, पिकअप बुक करें या कोटेशन लें।",
  notYet: "अभी नहीं: हम {pincode}, {place} में डिलीवरी नहीं करते।",
  notYetMore:
    "हम लगातार नई जगहें जोड़ रहे हैं। बताइए कि आप वहाँ क्या भेजना चाहते हैं, हम देखेंगे कि क्या कर सकते हैं।",
  ask: "इस पिन कोड के बारे में हमसे पूछें",
  quote: "कोटेशन लें",
  pickup: "पिकअप बुक करें",
  unknown: "पिन कोड {pincode} नहीं मिला। 6 अंक जाँच लें।",
  invalid: "6 अंकों का पिन कोड लिखें, जैसे {postalCode}।",
  failed: "अभी जाँच नहीं हो सकी। कृपया फिर कोशिश करें।",
});
