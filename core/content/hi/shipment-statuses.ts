import { texts } from "../shipment-statuses";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  labels: {
    manifested: "बुक हो गया",
    "in-transit": "रास्ते में",
    "out-for-delivery": "डिलीवरी के लिए निकला",
    attempted: "डिलीवरी की कोशिश हुई",
    delivered: "डिलीवर हो गया",
    delayed: "देरी हुई",
    cancelled: "रद्द",
  },
  names: {
    shipped: "भेजा गया",
    panding: "पेंडिंग",
    booked: "बुकिंग हो गई",
    unknown: "अज्ञात",
  },
  summaries: {
    manifested: "आपका शिपमेंट बुक हो गया है। यह जल्द ही हमारे हब से निकलेगा।",
    "in-transit": "आपका शिपमेंट रास्ते में है।",
    "out-for-delivery":
      "आपका शिपमेंट डिलीवरी के लिए निकल चुका है। 8 घंटे के अंदर इसके आप तक पहुँचने की उम्मीद है।",
    attempted:
      "हमने आपका शिपमेंट डिलीवर करने की कोशिश की, लेकिन डिलीवरी नहीं हो सकी। हम जल्द ही फिर से कोशिश करेंगे।",
    delivered: "आपका शिपमेंट डिलीवर हो गया है।",
    delayed: "आपके शिपमेंट में देरी हो रही है। हमारी टीम इसे जल्द से जल्द आगे भेजने में लगी है।",
    cancelled: "यह शिपमेंट रद्द कर दिया गया है।",
    other: "मौजूदा स्थिति:",
  },
  noUpdatesYet: "अभी तक ट्रैकिंग की कोई जानकारी नहीं आई है।",
  // hi-IN-u-nu-latn's short names (CLDR), written out: the same text on the server and in every browser.
  dates: {
    weekdays: ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"],
    months: [
      "जन॰",
      "फ़र॰",
      "मार्च",
      "अप्रैल",
      "मई",
      "जून",
      "जुल॰",
      "अग॰",
      "सित॰",
      "अक्टू॰",
      "नव॰",
      "दिस॰",
    ],
    invalid: "अमान्य तारीख",
  },
});
