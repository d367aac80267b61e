import { texts } from "../tracking-alert-emails";
import { company } from "../company";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  confirmSubject: "शिपमेंट {lrNo} के ईमेल अपडेट कन्फ़र्म करें",
  confirmBody: [
    "किसी ने, उम्मीद है आपने ही, हमारी वेबसाइट पर शिपमेंट {lrNo} के ईमेल अपडेट माँगे हैं।",
    "",
    "अपडेट पाने के लिए यहाँ कन्फ़र्म करें (लिंक 7 दिन तक चलेगा):",
    "{confirmUrl}",
    "",
    "अगर यह आपने नहीं किया, तो इस ईमेल को अनदेखा करें: आगे कुछ नहीं भेजा जाएगा।",
    "",
    "शिपमेंट अभी ट्रैक करें: {pageUrl}",
  ],
  alertSubject: "शिपमेंट {lrNo}: {status}",
  alertIntro: "शिपमेंट {lrNo} का नया अपडेट:",
  event: "{status}, {location}, {when}",
  eventNowhere: "{status}, {when}",
  journey: "सफ़र का हर पड़ाव: {pageUrl}",
  final: "इस शिपमेंट के बारे में यह हमारा आख़िरी अपडेट है।",
  more: "शिपमेंट की डिलीवरी होने तक, हर नए अपडेट पर हम आपको फिर लिखेंगे।",
  stop: "ये ईमेल बंद करें: {unsubscribeUrl}",
  signature: company.name,
});
