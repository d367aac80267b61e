import { texts } from "../lead-replies";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  greeting: "प्रिय {name},",
  questions: "काही प्रश्न असल्यास या ईमेलला उत्तर द्या किंवा आम्हाला {phone} वर कॉल करा.",
  regards: "शुभेच्छांसह,",
  kinds: {
    quote: {
      subject: "{route} साठी तुमचे कोटेशन - {company}",
      lines: [
        "{route} साठी कोटेशन मागवल्याबद्दल धन्यवाद.",
        "",
        "[[या मार्गासाठी आमचा दर आणि ट्रान्झिट वेळ]]",
        "",
        "या ईमेलला उत्तर द्या, आम्ही तुमचे शिपमेंट बुक करू.",
      ],
    },
    customQuote: {
      subject: "{route} साठी तुमचे कोटेशन - {company}",
      lines: [
        "{route} साठी कस्टम कोटेशन मागवल्याबद्दल धन्यवाद.",
        "",
        "[[या लोडसाठी आमचा दर, वाहन आणि ट्रान्झिट वेळ]]",
        "",
        "या ईमेलला उत्तर द्या, आम्ही तुमचे शिपमेंट बुक करू.",
      ],
    },
    pickup: {
      subject: "{date} रोजी तुमचा पिकअप - {company}",
      lines: [
        "{city} येथून {date} साठी पिकअप विनंती पाठवल्याबद्दल धन्यवाद.",
        "",
        "[[आम्ही कन्फर्म करत असलेला पिकअप स्लॉट, किंवा आम्ही सुचवलेला दुसरा स्लॉट]]",
      ],
    },
    contact: {
      subject: "Re: {subject}",
      lines: ["तुमच्या संदेशाबद्दल धन्यवाद.", "", "[[आमचे उत्तर]]"],
    },
    client: {
      subject: "{company} सोबत तुमचे बिझनेस अकाउंट",
      lines: [
        "{business} ची {company} चे क्लायंट म्हणून नोंदणी केल्याबद्दल धन्यवाद.",
        "",
        "[[बिझनेस अकाउंट उघडण्याची पुढची पायरी]]",
      ],
    },
    franchise: {
      subject: "तुमची फ्रँचायझी चौकशी - {company}",
      lines: [
        "{city} मध्ये {company} फ्रँचायझीमध्ये रस दाखवल्याबद्दल धन्यवाद.",
        "",
        "[[पुढची पायरी, उदा. कॉल किंवा मीटिंग]]",
      ],
    },
  },
});
