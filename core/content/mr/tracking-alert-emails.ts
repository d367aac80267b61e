import { texts } from "../tracking-alert-emails";
import { company } from "../company";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  confirmSubject: "शिपमेंट {lrNo} चे ईमेल अपडेट कन्फर्म करा",
  confirmBody: [
    "कोणीतरी, बहुधा तुम्हीच, आमच्या वेबसाइटवर शिपमेंट {lrNo} चे ईमेल अपडेट मागवले आहेत.",
    "",
    "अपडेट मिळवण्यासाठी इथे कन्फर्म करा (लिंक 7 दिवस चालेल):",
    "{confirmUrl}",
    "",
    "हे तुम्ही केले नसेल, तर या ईमेलकडे दुर्लक्ष करा: पुढे काहीही पाठवले जाणार नाही.",
    "",
    "शिपमेंट आत्ता ट्रॅक करा: {pageUrl}",
  ],
  alertSubject: "शिपमेंट {lrNo}: {status}",
  alertIntro: "शिपमेंट {lrNo} चे नवीन अपडेट:",
  event: "{status}, {location}, {when}",
  eventNowhere: "{status}, {when}",
  journey: "प्रवासाचा प्रत्येक टप्पा: {pageUrl}",
  final: "या शिपमेंटबद्दल आम्ही पाठवत असलेले हे शेवटचे अपडेट आहे.",
  more: "शिपमेंटची डिलिव्हरी होईपर्यंत, प्रत्येक नवीन अपडेटला आम्ही पुन्हा लिहू.",
  stop: "हे ईमेल बंद करा: {unsubscribeUrl}",
  signature: company.name,
});
