import { texts } from "../business-api-keys";
import type { Review } from "../../texts";
import { translate } from "../translate";

// Written with the business API; a native speaker has not read it yet.
export const review: Review = "machine";

export default translate(texts, "hi", {
  title: "API कुंजियाँ",
  intro:
    "आपके अपने सिस्टम एक कुंजी से हमारे API के ज़रिए शिपमेंट बुक करते और ट्रैक करते हैं। हर सिस्टम को उसकी अपनी कुंजी दें, ताकि एक को रद्द करने पर बाकी न रुकें।",
  guide: "API कैसे इस्तेमाल करें, कॉपी करने लायक उदाहरणों के साथ",
  docs: "आपके डेवलपर्स के लिए API का विवरण (OpenAPI 3.1, JSON)",
  makeTitle: "नई कुंजी बनाएँ",
  name: "कुंजी का नाम",
  nameHint: "इसे क्या इस्तेमाल करता है, जैसे “वेयरहाउस सिस्टम” या “ऑनलाइन दुकान”। 60 अक्षरों तक।",
  make: "कुंजी बनाएँ",
  nameNeeded: "कुंजी को 60 अक्षरों तक का नाम दें।",
  tooMany:
    "इस बिज़नेस की 20 कुंजियाँ पहले से इस्तेमाल में हैं। पहले कोई ऐसी कुंजी रद्द करें जिसकी अब ज़रूरत नहीं।",
  unavailable:
    "इस सर्वर पर अभी API कुंजियाँ नहीं बन सकतीं: इसका सीक्रेट सेट होना ज़रूरी है। हमें कॉल करें या लिखें।",
  shownOnce: "आपकी नई कुंजी “{name}”",
  copyNow:
    "इसे अभी कॉपी करें और किसी सुरक्षित जगह रखें, जैसे अपने सिस्टम की सेटिंग में। यह सिर्फ़ इसी एक बार दिखेगी: हम इसकी सिर्फ़ एक पहचान-छाप रखते हैं।",
  keyLabel: "नई API कुंजी",
  listTitle: "आपकी कुंजियाँ",
  none: "अभी कोई कुंजी नहीं।",
  columns: {
    name: "नाम",
    prefix: "शुरुआत",
    made: "बनाई गई",
    lastUse: "आख़िरी इस्तेमाल",
    state: "स्थिति",
  },
  madeBy: "{when}, {who} द्वारा",
  never: "कभी नहीं",
  live: "इस्तेमाल में",
  revoked: "{when} को {who} द्वारा रद्द",
  revoke: "रद्द करें",
  revokeLabel: "कुंजी “{name}” रद्द करें",
  revokeConfirm: "हाँ, “{name}” रद्द करें: इसे इस्तेमाल करने वाले सिस्टम तुरंत रुक जाएँगे",
  revokeNeeded: "पुष्टि के लिए बॉक्स पर टिक करें, फिर रद्द करें दबाएँ।",
  revokedDone: "कुंजी रद्द हो गई। अब इससे आने वाले अनुरोध मना कर दिए जाते हैं।",
  someone: "कोई जो अब यहाँ नहीं है",
});
