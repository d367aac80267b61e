import { texts } from "../lead-replies";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  greeting: "प्रिय {name},",
  questions: "कोई सवाल हो तो इस ईमेल का जवाब दें या हमें {phone} पर कॉल करें।",
  regards: "सादर,",
  kinds: {
    quote: {
      subject: "{route} के लिए आपका कोटेशन - {company}",
      lines: [
        "{route} के लिए कोटेशन माँगने के लिए धन्यवाद।",
        "",
        "[[इस रूट के लिए हमारा रेट और ट्रांज़िट टाइम]]",
        "",
        "इस ईमेल का जवाब दें, हम आपका शिपमेंट बुक कर देंगे।",
      ],
    },
    customQuote: {
      subject: "{route} के लिए आपका कोटेशन - {company}",
      lines: [
        "{route} के लिए कस्टम कोटेशन माँगने के लिए धन्यवाद।",
        "",
        "[[इस लोड के लिए हमारा रेट, गाड़ी और ट्रांज़िट टाइम]]",
        "",
        "इस ईमेल का जवाब दें, हम आपका शिपमेंट बुक कर देंगे।",
      ],
    },
    pickup: {
      subject: "{date} को आपका पिकअप - {company}",
      lines: [
        "{city} से {date} के लिए पिकअप रिक्वेस्ट भेजने के लिए धन्यवाद।",
        "",
        "[[हम जो पिकअप स्लॉट कन्फ़र्म करते हैं, या जो दूसरा स्लॉट सुझाते हैं]]",
      ],
    },
    contact: {
      subject: "Re: {subject}",
      lines: ["आपके संदेश के लिए धन्यवाद।", "", "[[हमारा जवाब]]"],
    },
    client: {
      subject: "{company} के साथ आपका बिज़नेस अकाउंट",
      lines: [
        "{business} को {company} के क्लाइंट के रूप में रजिस्टर करने के लिए धन्यवाद।",
        "",
        "[[बिज़नेस अकाउंट खोलने का अगला कदम]]",
      ],
    },
    franchise: {
      subject: "आपकी फ्रेंचाइज़ी पूछताछ - {company}",
      lines: [
        "{city} में {company} फ्रेंचाइज़ी में आपकी रुचि के लिए धन्यवाद।",
        "",
        "[[अगला कदम, जैसे कॉल या मीटिंग]]",
      ],
    },
  },
});
