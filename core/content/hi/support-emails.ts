import { texts } from "../support-emails";
import { company } from "../company";
import type { Review } from "../../texts";
import { translate } from "../translate";

// The staff reply e-mail's lines around the reply were rewritten after the second review; a
// native speaker has not read them yet.
export const review: Review = "machine";

export default translate(texts, "hi", {
  ackSubject: "आपकी रिक्वेस्ट {number} हमें मिल गई है",
  ackBody: [
    "हमें लिखने के लिए धन्यवाद। आपका टिकट नंबर {number} है।",
    "",
    "हमारा वादा:",
    "- हम {acknowledgeBy} तक इसकी पुष्टि करेंगे।",
    "- हम {resolveBy} तक इसका समाधान करेंगे।",
    "ऐसा न होने पर यह अपने आप हमारे शिकायत अधिकारी के पास चली जाएगी।",
    "",
    "इसकी स्थिति देखें, जवाब दें या फ़ोटो जोड़ें:",
    "{ticketUrl}",
  ],
  replySubject: "आपकी रिक्वेस्ट {number} का जवाब",
  replyBody: [
    "हमारी ग्राहक सहायता टीम ने आपकी रिक्वेस्ट {number} का जवाब दिया है:",
    "",
    "{reply}",
    "",
    "यहाँ उत्तर दें या पूरी बातचीत देखें:",
    "{ticketUrl}",
  ],
  escalatedSubject: "आपकी रिक्वेस्ट {number} हमारे शिकायत अधिकारी के पास है",
  escalatedBody: [
    "आपकी रिक्वेस्ट {number} हमारे शिकायत अधिकारी, {officer}, को भेज दी गई है।",
    "वे यह सुनिश्चित करेंगे कि आपको जवाब मिले।",
    "",
    "इसकी स्थिति देखें:",
    "{ticketUrl}",
  ],
  resolvedSubject: "आपकी रिक्वेस्ट {number} का समाधान हो गया है",
  resolvedBody: [
    "हमने आपकी रिक्वेस्ट {number} का समाधान कर दिया है।",
    "",
    "अगर आपकी समस्या हल नहीं हुई, तो 7 दिन के अंदर जवाब दें, हम इसे फिर देखेंगे।",
    "कृपया बताएँ कि हमारी मदद कैसी रही: यहाँ 1 से 5 तक रेटिंग दें:",
    "{ticketUrl}",
  ],
  linkNote: "यह लिंक 90 दिन तक चलेगा।",
  signature: `${company.name} ग्राहक सहायता`,
});
