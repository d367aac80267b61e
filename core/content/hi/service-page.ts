import { texts } from "../service-page";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  overviewEyebrow: "एक नज़र में",
  overviewTitle: "{name} कैसे काम करता है",
  idealForTitle: "किनके लिए सही",
  featuresEyebrow: "आपको क्या मिलता है",
  featuresTitle: "{name} के लिए हमें क्यों चुनें",
  billingEyebrow: "बिलिंग के विकल्प",
  featuresText: "छह वजहें जिनसे पूरे भारत के शिपर्स यह सेवा चुनते हैं।",
  networkEyebrow: "हमारा नेटवर्क",
  networkTitle: "हर सेवा के पीछे एक ही नेटवर्क",
  otherServicesEyebrow: "और सेवाएँ",
  otherServicesTitle: "हमारी दूसरी सेवाएँ देखें",
  otherServicesText:
    "हमारे ज़्यादातर ग्राहक एक से ज़्यादा सेवाएँ लेते हैं। सभी में ट्रैकिंग और सपोर्ट एक जैसे हैं।",
  parentLabel: "सेवाएँ",
  cta: { label: "कोटेशन लें" },
  ctaHidden: "{name} के लिए",
  networkStats: [
    { value: "{trucks}", label: "GPS वाले ट्रक" },
    { value: "{staff}", label: "प्रशिक्षित स्टाफ़" },
    { value: "{onTime}", label: "समय पर पहुँचे शिपमेंट" },
    { value: "{support}", label: "कस्टमर सपोर्ट" },
  ],
  servicesSection: {
    eyebrow: "अपनी सेवा चुनें",
    title: "माल भेजने के छह तरीके",
    text: "अपने लोड, डेडलाइन और बजट के हिसाब से सेवा चुनें। हर सेवा एक ही ट्रैक होने वाले नेटवर्क पर चलती है।",
  },
});
