import { chatLink, contactParts, handOver, type ChatTexts } from "../chat";
import { company } from "../company";
import tracking from "./tracking";
import type { Review } from "../../texts";
import { withFigures } from "../translate";

// handOver (a visitor asking for a person) was written after the second review; a native
// speaker has not read it yet.
export const review: Review = "machine";

const assistant = `${company.shortName} असिस्टेंट`;
const { phone, whatsapp, generalEmail, supportEmail } = contactParts;
const failed = `अभी हमारी ट्रैकिंग सेवा से संपर्क नहीं हो सका। ${tracking.notices.fetchFailedText}`;

export default withFigures("hi", {
  panel: {
    title: assistant,
    subtitle: "तुरंत जवाब, {support}",
    close: "चैट बंद करें",
    conversation: "बातचीत",
    botLabel: `${assistant}:`,
    userLabel: "आप:",
    quickActions: "सुझाए गए विषय",
    inputLabel: "आपका मैसेज",
    placeholder: "अपना मैसेज लिखें…",
    send: "मैसेज भेजें",
  },
  // Each sends its label as the visitor's message: each label holds a keyword of its rule below.
  quickActions: ["शिपमेंट ट्रैक करें", "कोटेशन लें", "करियर", "सेवाएँ", "सहायता"],
  greeting: {
    parts: ["नमस्ते! 👋 आज मैं आपकी क्या मदद करूँ?"],
    quickActions: true,
  },
  // Asking for a person, in Hindi, Marathi and English: answered before any rule below.
  handOver: {
    keywords: [
      "इंसान",
      "इन्सान",
      "व्यक्ति",
      "आदमी",
      "एजेंट",
      "प्रतिनिधि",
      "किसी से बात",
      "बात कर",
      "बात करा",
      "मुझे कॉल",
      "कॉल बैक",
      "कॉल कीजिए",
      "माणूस",
      "माणसा",
      "बोलायच",
      "मला कॉल",
      ...handOver.keywords,
    ],
    reply: {
      parts: [
        "हमारी टीम के किसी व्यक्ति से बात करने के लिए ",
        phone,
        " पर कॉल करें या ",
        whatsapp,
        " पर मैसेज करें। हम {support} जवाब देते हैं।",
      ],
    },
  },
  // Hindi keywords, their Marathi spellings and the English ones: visitors type all three.
  // Pickup first: 'शिपमेंट पिकअप' is about a pickup.
  keywordReplies: [
    {
      keywords: [
        "शिकायत",
        "समस्या",
        "प्रॉब्लम",
        "परेशानी",
        "टूटा",
        "टूटी",
        "खराब",
        "टूट",
        "डैमेज",
        "नुकसान",
        "गुम",
        "खो गया",
        "रिफ़ंड",
        "रिफंड",
        "क्लेम",
        "दावा",
        "complaint",
        "problem",
        "damaged",
        "lost",
        "refund",
        "claim",
      ],
      reply: {
        parts: [
          "यह सुनकर हमें खेद है। ",
          chatLink("रिक्वेस्ट दर्ज करें", "request"),
          ": आपको तुरंत एक टिकट नंबर मिलेगा और 48 घंटे में जवाब।",
        ],
      },
    },
    {
      keywords: ["पिकअप", "pickup", "pick up", "pick-up"],
      reply: {
        parts: [
          "घर या दुकान से शिपमेंट उठवाने के लिए ",
          chatLink("पिकअप बुक करें", "pickup"),
          "। तारीख, बॉक्स की संख्या और लोड का प्रकार चुनें।",
        ],
      },
    },
    {
      keywords: [
        "ट्रैक",
        "ट्रेक",
        "ट्रॅक",
        "शिपमेंट",
        "शिपमेन्ट",
        "स्टेटस",
        "स्थिति",
        "स्थिती",
        "पार्सल",
        "कंसाइनमेंट",
        "track",
        "shipment",
        "status",
      ],
      reply: {
        parts: [
          "आप अपना शिपमेंट हमारे ",
          chatLink("ट्रैकिंग पेज", "track"),
          " पर ट्रैक कर सकते हैं। या अपना LR नंबर यहीं लिखें, जैसे LR123456789, उसकी जानकारी यहीं मिल जाएगी।",
        ],
      },
    },
    {
      keywords: [
        "कोटेशन",
        "कोट",
        "रेट",
        "दाम",
        "कीमत",
        "किंमत",
        "भाव",
        "खर्च",
        "quote",
        "price",
        "cost",
      ],
      reply: {
        parts: [
          "कीमत जानने के लिए ",
          chatLink("कोटेशन माँगें", "quote"),
          "। हम 24 घंटे में जवाब देते हैं। आप हमें ",
          generalEmail,
          " पर ईमेल भी कर सकते हैं।",
        ],
      },
    },
    {
      keywords: [
        "नौकरी",
        "नोकरी",
        "जॉब",
        "करियर",
        "करिअर",
        "कैरियर",
        "भर्ती",
        "भरती",
        "वैकेंसी",
        "आवेदन",
        "job",
        "career",
        "apply",
      ],
      reply: {
        parts: [
          "हम भर्ती कर रहे हैं! खाली पद देखें और हमारे ",
          chatLink("करियर पेज", "careers"),
          " पर आवेदन करें।",
        ],
      },
    },
    {
      keywords: [
        "सेवा",
        "सर्विस",
        "सर्व्हिस",
        "लॉजिस्टिक्स",
        "वेयरहाउस",
        "गोदाम",
        "services",
        "offer",
        "logistics",
      ],
      reply: {
        parts: [
          "हम PTL, FTL, एक्सप्रेस डिलीवरी, वेयरहाउसिंग और भी बहुत कुछ देते हैं। ",
          chatLink("हमारी सभी सेवाएँ देखें", "services"),
          "।",
        ],
      },
    },
    {
      keywords: [
        "संपर्क",
        "सम्पर्क",
        "मदद",
        "मदत",
        "सहायता",
        "सपोर्ट",
        "हेल्प",
        "फ़ोन",
        "फोन",
        "कॉल",
        "contact",
        "support",
        "help",
      ],
      reply: {
        parts: [
          "हमारी सपोर्ट टीम {support} आपके साथ है। ",
          phone,
          " पर कॉल करें या ",
          supportEmail,
          " पर ईमेल करें।",
        ],
      },
    },
  ],
  fallbackReply: {
    parts: [
      "आपके मैसेज के लिए धन्यवाद! हमारी टीम खुशी से आपकी मदद करेगी। नीचे कोई विषय चुनें, या शिपमेंट ट्रैक करने के लिए अपना LR नंबर लिखें।",
    ],
    quickActions: true,
  },
  shipment: {
    status: "{lrNo} का स्टेटस: {status}।",
    latest: "ताज़ा अपडेट: {where}।",
    notFound: `LR नंबर {lrNo} वाला कोई शिपमेंट नहीं मिला। ${tracking.notices.checks.join(" ")}`,
    failed,
    details: "{lrNo} का पूरा सफ़र देखें",
    openPage: "{lrNo} का ट्रैकिंग पेज खोलें",
    manyIntro: "आपके {count} शिपमेंट:",
    manyLine: "{status}, {where}।",
    manyNoUpdates: "अभी कोई अपडेट नहीं",
    manyNotFound: "नहीं मिला। कृपया नंबर जाँच लें।",
    manyTooMany:
      "आपने {count} LR नंबर भेजे; मैंने पहले {max} देखे। बाकी नंबर हमारे ट्रैकिंग पेज पर ट्रैक करें।",
    manyFailed: failed,
    end: "।",
  },
} satisfies ChatTexts);
