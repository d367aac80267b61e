import { chatLink, contactParts, handOver, type ChatTexts } from "../chat";
import { company } from "../company";
import tracking from "./tracking";
import type { Review } from "../../texts";
import { withFigures } from "../translate";

// handOver (a visitor asking for a person) was written after the second review; a native
// speaker has not read it yet.
export const review: Review = "machine";

const assistant = `${company.shortName} असिस्टंट`;
const { phone, whatsapp, generalEmail, supportEmail } = contactParts;
const failed = `आत्ता आमच्या ट्रॅकिंग सेवेशी संपर्क होऊ शकला नाही. ${tracking.notices.fetchFailedText}`;

export default withFigures("mr", {
  panel: {
    title: assistant,
    subtitle: "झटपट उत्तरे, {support}",
    close: "चॅट बंद करा",
    conversation: "संभाषण",
    botLabel: `${assistant}:`,
    userLabel: "तुम्ही:",
    quickActions: "सुचवलेले विषय",
    inputLabel: "तुमचा मेसेज",
    placeholder: "तुमचा मेसेज लिहा…",
    send: "मेसेज पाठवा",
  },
  // Each sends its label as the visitor's message: each label holds a keyword of its rule below.
  quickActions: ["शिपमेंट ट्रॅक करा", "कोटेशन मिळवा", "करिअर", "सेवा", "मदत"],
  greeting: {
    parts: ["नमस्कार! 👋 आज मी तुम्हाला कशी मदत करू?"],
    quickActions: true,
  },
  // Asking for a person, in Marathi, Hindi and English: answered before any rule below.
  handOver: {
    keywords: [
      "माणूस",
      "माणसा",
      "व्यक्ती",
      "बोलायच",
      "बोलायला",
      "बोलणे",
      "एजंट",
      "प्रतिनिधी",
      "मला कॉल",
      "कॉल करा",
      "कॉल बॅक",
      "इंसान",
      "इन्सान",
      "व्यक्ति",
      "बात कर",
      "मुझे कॉल",
      ...handOver.keywords,
    ],
    reply: {
      parts: [
        "आमच्या टीममधील व्यक्तीशी बोलण्यासाठी ",
        phone,
        " वर कॉल करा किंवा ",
        whatsapp,
        " वर मेसेज करा. आम्ही {support} उत्तर देतो.",
      ],
    },
  },
  // Marathi keywords, their Hindi spellings and the English ones: visitors type all three. Pickup first.
  keywordReplies: [
    {
      keywords: [
        "तक्रार",
        "अडचण",
        "समस्या",
        "प्रॉब्लेम",
        "तुटले",
        "तुटलेले",
        "खराब",
        "हरवले",
        "हरवलेले",
        "डॅमेज",
        "नुकसान",
        "परतावा",
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
          "हे ऐकून वाईट वाटले. ",
          chatLink("विनंती नोंदवा", "request"),
          ": तुम्हाला लगेच तिकीट नंबर मिळेल आणि 48 तासांत उत्तर.",
        ],
      },
    },
    {
      keywords: ["पिकअप", "pickup", "pick up", "pick-up"],
      reply: {
        parts: [
          "घरून किंवा दुकानातून शिपमेंटचा पिकअप करण्यासाठी ",
          chatLink("पिकअप बुक करा", "pickup"),
          ". तारीख, बॉक्सची संख्या आणि लोडचा प्रकार निवडा.",
        ],
      },
    },
    {
      keywords: [
        "ट्रॅक",
        "ट्रैक",
        "ट्रेक",
        "शिपमेंट",
        "स्टेटस",
        "स्थिती",
        "स्थिति",
        "पार्सल",
        "कन्साइनमेंट",
        "track",
        "shipment",
        "status",
      ],
      reply: {
        parts: [
          "तुम्ही तुमचे शिपमेंट आमच्या ",
          chatLink("ट्रॅकिंग पेजवर", "track"),
          " ट्रॅक करू शकता. किंवा तुमचा LR नंबर इथे लिहा, उदा. LR123456789, त्याची माहिती इथेच मिळेल.",
        ],
      },
    },
    {
      keywords: ["कोटेशन", "कोट", "रेट", "किंमत", "कीमत", "भाव", "खर्च", "quote", "price", "cost"],
      reply: {
        parts: [
          "किंमत जाणून घेण्यासाठी ",
          chatLink("कोटेशन मागवा", "quote"),
          ". आम्ही 24 तासांत उत्तर देतो. तुम्ही आम्हाला ",
          generalEmail,
          " वर ईमेलही करू शकता.",
        ],
      },
    },
    {
      keywords: [
        "नोकरी",
        "नौकरी",
        "जॉब",
        "करिअर",
        "करियर",
        "भरती",
        "भर्ती",
        "व्हेकन्सी",
        "अर्ज",
        "job",
        "career",
        "apply",
      ],
      reply: {
        parts: [
          "आमच्याकडे भरती सुरू आहे! रिक्त जागा पाहा आणि आमच्या ",
          chatLink("करिअर पेजवर", "careers"),
          " अर्ज करा.",
        ],
      },
    },
    {
      keywords: [
        "सेवा",
        "सर्व्हिस",
        "सर्विस",
        "लॉजिस्टिक्स",
        "वेअरहाऊस",
        "गोदाम",
        "services",
        "offer",
        "logistics",
      ],
      reply: {
        parts: [
          "आम्ही PTL, FTL, एक्सप्रेस डिलिव्हरी, वेअरहाउसिंग आणि बरेच काही देतो. ",
          chatLink("आमच्या सर्व सेवा पाहा", "services"),
          ".",
        ],
      },
    },
    {
      keywords: [
        "संपर्क",
        "मदत",
        "मदद",
        "सहाय्य",
        "सहायता",
        "सपोर्ट",
        "हेल्प",
        "फोन",
        "फ़ोन",
        "कॉल",
        "contact",
        "support",
        "help",
      ],
      reply: {
        parts: [
          "आमची सपोर्ट टीम {support} तुमच्यासाठी आहे. ",
          phone,
          " वर कॉल करा किंवा ",
          supportEmail,
          " वर ईमेल करा.",
        ],
      },
    },
  ],
  fallbackReply: {
    parts: [
      "तुमच्या मेसेजबद्दल धन्यवाद! आमची टीम तुम्हाला आनंदाने मदत करेल. खाली एखादा विषय निवडा, किंवा शिपमेंट ट्रॅक करण्यासाठी तुमचा LR नंबर लिहा.",
    ],
    quickActions: true,
  },
  shipment: {
    status: "{lrNo} चे स्टेटस: {status}.",
    latest: "ताजे अपडेट: {where}.",
    notFound: `LR नंबर {lrNo} असलेले कोणतेही शिपमेंट सापडले नाही. ${tracking.notices.checks.join(" ")}`,
    failed,
    details: "{lrNo} चा पूर्ण प्रवास पाहा",
    openPage: "{lrNo} चे ट्रॅकिंग पेज उघडा",
    manyIntro: "तुमची {count} शिपमेंट्स:",
    manyLine: "{status}, {where}.",
    manyNoUpdates: "अजून अपडेट नाही",
    manyNotFound: "सापडले नाही. कृपया नंबर तपासा.",
    manyTooMany:
      "तुम्ही {count} LR नंबर पाठवले; मी पहिले {max} पाहिले. बाकीचे नंबर आमच्या ट्रॅकिंग पेजवर ट्रॅक करा.",
    manyFailed: failed,
    end: ".",
  },
} satisfies ChatTexts);
