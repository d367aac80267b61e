import { texts } from "../navigation";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  mainNav: [
    { label: "हमारे बारे में" },
    {
      label: "सेवाएँ",
      children: [
        { label: "सभी सेवाएँ" },
        { label: "पार्ट ट्रक लोड (PTL)" },
        { label: "LTL (ट्रक से कम लोड)" },
        { label: "फुल ट्रक लोड (FTL)" },
        { label: "कूरियर लॉजिस्टिक्स" },
        { label: "वेयरहाउसिंग" },
        { label: "एक्सप्रेस डिलीवरी" },
      ],
    },
    {
      label: "हमसे जुड़ें",
      children: [{ label: "करियर" }, { label: "क्लाइंट" }, { label: "फ्रेंचाइज़ी" }],
    },
    { label: "संपर्क" },
  ],
  footerQuickLinks: [
    { label: "हमारे बारे में" },
    { label: "सेवाएँ" },
    { label: "शिपमेंट ट्रैक करें" },
    { label: "कोटेशन लें" },
    { label: "संपर्क" },
    { label: "रिक्वेस्ट दर्ज करें" },
  ],
  footerServices: [
    { label: "LTL (ट्रक से कम लोड)" },
    { label: "पार्ट ट्रक लोड" },
    { label: "फुल ट्रक लोड" },
    { label: "कूरियर लॉजिस्टिक्स" },
    { label: "वेयरहाउसिंग" },
    { label: "एक्सप्रेस डिलीवरी" },
  ],
  legalLinks: [
    { label: "गोपनीयता नीति" },
    { label: "नियम और शर्तें" },
    { label: "शिकायत अधिकारी" },
  ],
});
