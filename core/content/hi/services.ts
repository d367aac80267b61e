import { texts } from "../services";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  services: [
    {
      title: "PTL",
      fullName: "पार्ट ट्रक लोड",
      description:
        "ट्रक शेयर करें और सिर्फ़ उतनी जगह का पैसा दें जितनी आपका माल लेता है। शहरों के बीच नियमित मीडियम साइज़ कंसाइनमेंट के लिए सही।",
    },
    {
      title: "LTL (ट्रक से कम लोड)",
      fullName: "LTL (ट्रक से कम लोड)",
      description:
        "पैलेट, कार्टन और केस हमारे हब नेटवर्क से जाते हैं, ख़र्च कम रखने के लिए साथ जोड़े जाते हैं और हर हब पर ट्रैक होते हैं।",
    },
    {
      title: "FTL",
      fullName: "फुल ट्रक लोड",
      description:
        "आपके डॉक से मंज़िल तक GPS वाला पूरा ट्रक सिर्फ़ आपके लिए, रास्ते में माल दूसरी गाड़ी में नहीं बदला जाता।",
    },
    {
      title: "कूरियर लॉजिस्टिक्स",
      fullName: "कूरियर लॉजिस्टिक्स",
      description:
        "डॉक्यूमेंट और पार्सल आपके दरवाज़े से पिकअप होकर {pincodes} पिन कोड तक डिलीवर होते हैं।",
    },
    {
      title: "वेयरहाउसिंग",
      fullName: "वेयरहाउसिंग",
      description:
        "{warehousingSqFt} वर्ग फ़ुट जगह में सुरक्षित, मैनेज्ड स्टोरेज, इन्वेंटरी कंट्रोल, पिक-पैक और डिस्पैच के साथ।",
    },
    {
      title: "एक्सप्रेस डिलीवरी",
      fullName: "एक्सप्रेस डिलीवरी",
      description: "अर्जेंट शिपमेंट प्रायोरिटी रूट पर, तय डिलीवरी समय और लाइव ट्रैकिंग के साथ।",
    },
  ],
  knowMore: "और जानें",
  knowMoreHidden: "{name} के बारे में",
});
