import { texts } from "../shipment-statuses";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  labels: {
    manifested: "बुक झाले",
    "in-transit": "मार्गावर",
    "out-for-delivery": "डिलिव्हरीसाठी निघाले",
    attempted: "डिलिव्हरीचा प्रयत्न झाला",
    delivered: "डिलिव्हर झाले",
    delayed: "उशीर झाला",
    cancelled: "रद्द झाले",
  },
  names: {
    shipped: "पाठवले",
    panding: "पेंडिंग",
    booked: "बुकिंग झाली",
    unknown: "अज्ञात",
  },
  summaries: {
    manifested: "तुमचे शिपमेंट बुक झाले आहे. ते लवकरच आमच्या हबमधून निघेल.",
    "in-transit": "तुमचे शिपमेंट मार्गावर आहे.",
    "out-for-delivery":
      "तुमचे शिपमेंट डिलिव्हरीसाठी निघाले आहे. ते 8 तासांच्या आत तुमच्यापर्यंत पोहोचणे अपेक्षित आहे.",
    attempted:
      "आम्ही तुमचे शिपमेंट डिलिव्हर करण्याचा प्रयत्न केला, पण डिलिव्हरी होऊ शकली नाही. आम्ही लवकरच पुन्हा प्रयत्न करू.",
    delivered: "तुमचे शिपमेंट डिलिव्हर झाले आहे.",
    delayed:
      "तुमच्या शिपमेंटला उशीर होत आहे. ते लवकरात लवकर पुढे पाठवण्यासाठी आमची टीम काम करत आहे.",
    cancelled: "हे शिपमेंट रद्द करण्यात आले आहे.",
    other: "सध्याची स्थिती:",
  },
  noUpdatesYet: "अजून ट्रॅकिंगची कोणतीही माहिती आलेली नाही.",
  // mr-IN-u-nu-latn's short names (CLDR), written out: the same text on the server and in every browser.
  dates: {
    weekdays: ["रवि", "सोम", "मंगळ", "बुध", "गुरु", "शुक्र", "शनि"],
    months: [
      "जाने",
      "फेब्रु",
      "मार्च",
      "एप्रि",
      "मे",
      "जून",
      "जुलै",
      "ऑग",
      "सप्टें",
      "ऑक्टो",
      "नोव्हें",
      "डिसें",
    ],
    invalid: "अवैध तारीख",
  },
});
