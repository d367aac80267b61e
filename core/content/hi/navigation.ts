import type { texts } from "../navigation";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  mainNav: [
    { label: "हमारे बारे में", href: "/about-us" },
    {
      label: "सेवाएँ",
      id: "services",
      children: [
        { label: "सभी सेवाएँ", href: "/services" },
        { label: "पार्ट ट्रक लोड (PTL)", href: "/services/ptl" },
        { label: "LTL (ट्रक से कम लोड)", href: "/services/ltl" },
        { label: "फुल ट्रक लोड (FTL)", href: "/services/ftl" },
        { label: "कूरियर लॉजिस्टिक्स", href: "/services/cl" },
        { label: "वेयरहाउसिंग", href: "/services/warehousing" },
        { label: "एक्सप्रेस डिलीवरी", href: "/services/express-delivery" },
      ],
    },
    {
      label: "हमसे जुड़ें",
      id: "join-us",
      children: [
        { label: "करियर", href: "/join-us/career" },
        { label: "क्लाइंट", href: "/join-us/client-registration" },
        { label: "फ्रेंचाइज़ी", href: "/join-us/franchise" },
      ],
    },
    { label: "संपर्क", href: "/contact-us" },
  ],
  footerQuickLinks: [
    { label: "हमारे बारे में", href: "/about-us" },
    { label: "सेवाएँ", href: "/services" },
    { label: "शिपमेंट ट्रैक करें", href: "/track-shipment" },
    { label: "कोटेशन लें", href: "/get-a-quote" },
    { label: "संपर्क", href: "/contact-us" },
  ],
  footerServices: [
    { label: "LTL (ट्रक से कम लोड)", href: "/services/ltl" },
    { label: "पार्ट ट्रक लोड", href: "/services/ptl" },
    { label: "फुल ट्रक लोड", href: "/services/ftl" },
    { label: "कूरियर लॉजिस्टिक्स", href: "/services/cl" },
    { label: "वेयरहाउसिंग", href: "/services/warehousing" },
    { label: "एक्सप्रेस डिलीवरी", href: "/services/express-delivery" },
  ],
  legalLinks: [
    { label: "गोपनीयता नीति", href: "/privacy-policy" },
    { label: "नियम और शर्तें", href: "/terms-and-conditions" },
  ],
} satisfies TranslationOf<typeof texts>;
