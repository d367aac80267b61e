import { texts } from "../layout";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  skipLink: "मुख्य सामग्री पर जाएँ",
  breadcrumbHome: "होम",
  breadcrumbLabel: "आप यहाँ हैं",
  header: {
    globalSupport: "{support} सपोर्ट",
    socialLabel: "सोशल मीडिया",
    socialLink: "{network} पर {brand}",
    homeLink: "{brand} होम पेज",
    mainNavLabel: "मुख्य",
    mobileNavLabel: "मोबाइल",
    menu: "मेन्यू",
    getQuote: "कोटेशन लें",
    trackPackage: "शिपमेंट ट्रैक करें",
    mobileGetQuote: "कोटेशन लें",
    mobileTrackPackage: "शिपमेंट ट्रैक करें",
  },
  footer: {
    quickLinks: "ज़रूरी लिंक",
    ourServices: "हमारी सेवाएँ",
    contact: "संपर्क",
    copyright: "© {year} {brand}. सर्वाधिकार सुरक्षित।",
  },
  floating: {
    label: "तुरंत मदद",
    whatsapp: "WhatsApp पर हमसे चैट करें",
    backToTop: "ऊपर जाएँ",
  },
  languageSwitcher: { label: "भाषा" },
  notFound: {
    title: "404 - पेज नहीं मिला",
    metaTitle: "404 - पेज नहीं मिला | Sahyadri Interlink Logistics",
    text: "आपने जो पेज माँगा, वह हमें नहीं मिला। हो सकता है वह हट गया हो, या पते में टाइपिंग की गलती हो।",
    home: "होम पेज पर जाएँ",
    track: "शिपमेंट ट्रैक करें",
  },
  error: {
    title: "कुछ गड़बड़ हो गई!",
    text: "हमारी तरफ़ से कुछ गड़बड़ हो गई। पेज दोबारा लोड करें या कुछ मिनट बाद फिर कोशिश करें। अगर ऐसा बार-बार हो, तो हमें {phone} पर कॉल करें।",
    home: "होम पेज पर जाएँ",
    call: "सपोर्ट को कॉल करें",
  },
});
