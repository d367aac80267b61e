import { texts } from "../business-statements";
import type { Review } from "../../texts";
import { translate } from "../translate";

// Written with the business portal's statements; a native speaker has not read it yet.
export const review: Review = "machine";

export default translate(texts, "mr", {
  statements: {
    title: "स्टेटमेंट",
    intro:
      "महिन्यानुसार तुमचे शुल्क: प्रत्येक कॅलेंडर महिन्यात (भारतीय वेळ) बुक झालेली शिपमेंट्स, बुकिंगच्या वेळी ठरलेले फ्रेट (भाडे) आणि GST सह.",
    list: "महिन्याचे स्टेटमेंट, सर्वात नवे आधी",
    month: "महिना",
    shipments: "शिपमेंट्स",
    freight: "फ्रेट (भाडे)",
    gst: "GST",
    total: "एकूण",
    files: "स्टेटमेंट",
    pdf: "PDF",
    csv: "CSV",
    pdfLabel: "{month} चे स्टेटमेंट PDF मध्ये",
    csvLabel: "{month} चे स्टेटमेंट CSV मध्ये",
    none: "अजून काहीही बुक झालेले नाही: ज्या महिन्यात तुम्ही बुक कराल, त्याचे स्टेटमेंट इथे दिसेल.",
    gstNote:
      "GST प्रत्येक शिपमेंटच्या फ्रेटवर त्याच्या बुकिंगच्या दराने लागतो (सध्या {rate}%), पैशापर्यंत राउंड करून; महिन्याची एकूण रक्कम त्यातील शिपमेंट्सची बेरीज आहे.",
    disputeNote:
      "एखादे शुल्क चुकीचे वाटते? शिपमेंट्समध्ये त्या शिपमेंटजवळ “या शुल्कावर आक्षेप घ्या” निवडा: कस्टमर केअर ई-मेलने उत्तर देईल.",
    shipmentsLink: "शिपमेंट्सवर जा",
  },
  dispute: {
    link: "या शुल्कावर आक्षेप घ्या",
  },
});
