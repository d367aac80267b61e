import { texts } from "../layout";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  skipLink: "मुख्य मजकुराकडे जा",
  breadcrumbHome: "होम",
  breadcrumbLabel: "तुम्ही येथे आहात",
  header: {
    globalSupport: "{support} सपोर्ट",
    socialLabel: "सोशल मीडिया",
    socialLink: "{network} वर {brand}",
    homeLink: "{brand} होम पेज",
    mainNavLabel: "मुख्य",
    mobileNavLabel: "मोबाइल",
    menu: "मेनू",
    getQuote: "कोटेशन मिळवा",
    trackPackage: "शिपमेंट ट्रॅक करा",
    mobileGetQuote: "कोटेशन मिळवा",
    mobileTrackPackage: "शिपमेंट ट्रॅक करा",
  },
  footer: {
    quickLinks: "महत्त्वाच्या लिंक",
    ourServices: "आमच्या सेवा",
    contact: "संपर्क",
    copyright: "© {year} {brand}. सर्व हक्क राखीव.",
  },
  floating: {
    label: "झटपट मदत",
    whatsapp: "WhatsApp वर आमच्याशी चॅट करा",
    backToTop: "वर जा",
  },
  languageSwitcher: { label: "भाषा" },
  notFound: {
    title: "404 - पेज सापडले नाही",
    metaTitle: "404 - पेज सापडले नाही | Sahyadri Interlink Logistics",
    text: "तुम्ही शोधत असलेले पेज आम्हाला सापडले नाही. ते हलवले गेले असेल, किंवा पत्त्यात टायपिंगची चूक असेल.",
    home: "होम पेजवर जा",
    track: "शिपमेंट ट्रॅक करा",
  },
  error: {
    title: "काहीतरी चूक झाली!",
    text: "आमच्या बाजूने काहीतरी चूक झाली. पेज पुन्हा लोड करा किंवा काही मिनिटांनी पुन्हा प्रयत्न करा. असे वारंवार होत असल्यास आम्हाला {phone} वर कॉल करा.",
    home: "होम पेजवर जा",
    call: "सपोर्टला कॉल करा",
  },
});
