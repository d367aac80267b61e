import type { texts } from "../navigation";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  mainNav: [
    { label: "आमच्याविषयी", href: "/about-us" },
    {
      label: "सेवा",
      id: "services",
      children: [
        { label: "सर्व सेवा", href: "/services" },
        { label: "पार्ट ट्रक लोड (PTL)", href: "/services/ptl" },
        { label: "LTL (ट्रकपेक्षा कमी लोड)", href: "/services/ltl" },
        { label: "फुल ट्रक लोड (FTL)", href: "/services/ftl" },
        { label: "कुरिअर लॉजिस्टिक्स", href: "/services/cl" },
        { label: "वेअरहाउसिंग", href: "/services/warehousing" },
        { label: "एक्सप्रेस डिलिव्हरी", href: "/services/express-delivery" },
      ],
    },
    {
      label: "आमच्यात सामील व्हा",
      id: "join-us",
      children: [
        { label: "करिअर", href: "/join-us/career" },
        { label: "क्लायंट", href: "/join-us/client-registration" },
        { label: "फ्रँचायझी", href: "/join-us/franchise" },
      ],
    },
    { label: "संपर्क", href: "/contact-us" },
  ],
  footerQuickLinks: [
    { label: "आमच्याविषयी", href: "/about-us" },
    { label: "सेवा", href: "/services" },
    { label: "शिपमेंट ट्रॅक करा", href: "/track-shipment" },
    { label: "कोटेशन मिळवा", href: "/get-a-quote" },
    { label: "संपर्क", href: "/contact-us" },
  ],
  footerServices: [
    { label: "LTL (ट्रकपेक्षा कमी लोड)", href: "/services/ltl" },
    { label: "पार्ट ट्रक लोड", href: "/services/ptl" },
    { label: "फुल ट्रक लोड", href: "/services/ftl" },
    { label: "कुरिअर लॉजिस्टिक्स", href: "/services/cl" },
    { label: "वेअरहाउसिंग", href: "/services/warehousing" },
    { label: "एक्सप्रेस डिलिव्हरी", href: "/services/express-delivery" },
  ],
  legalLinks: [
    { label: "गोपनीयता धोरण", href: "/privacy-policy" },
    { label: "नियम व अटी", href: "/terms-and-conditions" },
  ],
} satisfies TranslationOf<typeof texts>;
