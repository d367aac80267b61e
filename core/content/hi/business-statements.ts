import { texts } from "../business-statements";
import type { Review } from "../../texts";
import { translate } from "../translate";

// Written with the business portal's statements; a native speaker has not read it yet.
export const review: Review = "machine";

export default translate(texts, "hi", {
  statements: {
    title: "स्टेटमेंट",
    intro:
      "महीने-दर-महीने आपके चार्ज: हर कैलेंडर महीने (भारतीय समय) में बुक हुए शिपमेंट, बुकिंग के समय तय हुए फ्रेट (भाड़ा) और GST के साथ।",
    list: "महीने के स्टेटमेंट, सबसे नया पहले",
    month: "महीना",
    shipments: "शिपमेंट",
    freight: "फ्रेट (भाड़ा)",
    gst: "GST",
    total: "कुल",
    files: "स्टेटमेंट",
    pdf: "PDF",
    csv: "CSV",
    pdfLabel: "{month} का स्टेटमेंट PDF में",
    csvLabel: "{month} का स्टेटमेंट CSV में",
    none: "अभी तक कुछ बुक नहीं हुआ: जिस महीने आप बुक करेंगे, उसका स्टेटमेंट यहाँ दिखेगा।",
    gstNote:
      "GST हर शिपमेंट के फ्रेट पर उसकी बुकिंग की दर से लगता है (अभी {rate}%), पैसे तक राउंड करके; महीने का कुल उसके शिपमेंट का जोड़ है।",
    disputeNote:
      "किसी चार्ज पर आपत्ति है? शिपमेंट में उस शिपमेंट के पास “इस चार्ज पर आपत्ति करें” चुनें: कस्टमर केयर ई-मेल से जवाब देगा।",
    shipmentsLink: "शिपमेंट पर जाएँ",
  },
  dispute: {
    link: "इस चार्ज पर आपत्ति करें",
  },
});
