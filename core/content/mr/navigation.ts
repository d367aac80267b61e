import { texts } from "../navigation";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  mainNav: [
    { label: "आमच्याविषयी" },
    {
      label: "सेवा",
      children: [
        { label: "सर्व सेवा" },
        { label: "पार्ट ट्रक लोड (PTL)" },
        { label: "LTL (ट्रकपेक्षा कमी लोड)" },
        { label: "फुल ट्रक लोड (FTL)" },
        { label: "कुरिअर लॉजिस्टिक्स" },
        { label: "वेअरहाउसिंग" },
        { label: "एक्सप्रेस डिलिव्हरी" },
      ],
    },
    {
      label: "आमच्यात सामील व्हा",
      children: [{ label: "करिअर" }, { label: "क्लायंट" }, { label: "फ्रँचायझी" }],
    },
    { label: "संपर्क" },
  ],
  footerQuickLinks: [
    { label: "आमच्याविषयी" },
    { label: "सेवा" },
    { label: "शिपमेंट ट्रॅक करा" },
    { label: "कोटेशन मिळवा" },
    { label: "संपर्क" },
    { label: "विनंती नोंदवा" },
  ],
  footerServices: [
    { label: "LTL (ट्रकपेक्षा कमी लोड)" },
    { label: "पार्ट ट्रक लोड" },
    { label: "फुल ट्रक लोड" },
    { label: "कुरिअर लॉजिस्टिक्स" },
    { label: "वेअरहाउसिंग" },
    { label: "एक्सप्रेस डिलिव्हरी" },
  ],
  legalLinks: [{ label: "गोपनीयता धोरण" }, { label: "नियम व अटी" }, { label: "तक्रार अधिकारी" }],
});
