import { texts } from "../business-webhook";
import type { Review } from "../../texts";
import { translate } from "../translate";

// Written with the business webhook page; a native speaker has not read it yet.
export const review: Review = "machine";

export default translate(texts, "hi", {
  title: "वेबहुक",
  intro:
    "अपने सिस्टम का एक पता दें और हम आपके शिपमेंट का हर नया ट्रैकिंग अपडेट उसी समय वहाँ भेजेंगे।",
  urlLabel: "वेबहुक URL",
  urlHint:
    "पता https:// से शुरू हो। इसी कंप्यूटर पर टेस्ट के लिए 127.0.0.1 या localhost पर http:// भी चलेगा।",
  save: "URL सेव करें",
  saveChange: "URL बदलें",
  done: {
    set: "वेबहुक चालू है। नीचे दिया सीक्रेट अभी कॉपी करें।",
    changed: "URL बदल गया। सीक्रेट पहले वाला ही है।",
    secret: "नया सीक्रेट बन गया। इसे अभी नीचे से कॉपी करें: पुराना अब काम नहीं करेगा।",
    off: "वेबहुक बंद है। अब कुछ नहीं भेजा जाएगा, और जो रुका हुआ था वह रोक दिया गया।",
    on: "वेबहुक फिर से चालू है। अब से नए अपडेट भेजे जाएँगे।",
    removed: "वेबहुक हटा दिया गया। उसकी डिलीवरी नीचे दिखती रहेंगी।",
    again: "इसे थोड़ी देर में फिर से भेजा जाएगा।",
  },
  secret: {
    title: "आपका साइनिंग सीक्रेट",
    text: "इसे अभी कॉपी करके अपने सिस्टम में रखें: यह सिर्फ़ इसी बार दिखेगा। खो जाए तो नया बनाएँ।",
    label: "सीक्रेट",
  },
  settings: {
    title: "आपका वेबहुक",
    on: "चालू",
    off: "बंद",
    sendsTo: "{host} पर भेजता है",
    none: "अभी कोई वेबहुक सेट नहीं है।",
    newSecret: "नया सीक्रेट बनाएँ",
    turnOff: "बंद करें",
    turnOn: "चालू करें",
    remove: "वेबहुक हटाएँ",
    confirmRemove: "हाँ, वेबहुक हटाएँ",
  },
  errors: {
    empty: "अपने सिस्टम का URL लिखें।",
    tooLong: "यह URL बहुत लंबा है: ज़्यादा से ज़्यादा 2,000 अक्षर।",
    notUrl: "यह वेब पता नहीं है। यह https:// से शुरू होना चाहिए।",
    scheme: "पता https:// से शुरू होना चाहिए।",
    httpNotLocal:
      "इसी कंप्यूटर (127.0.0.1 या localhost) के अलावा http:// वाला पता नहीं चलेगा। https:// लिखें।",
    credentials: "पते से यूज़र नेम और पासवर्ड हटाएँ।",
    unavailable: "इस सर्वर पर अभी वेबहुक सेट नहीं हो सकता। हमें कॉल करें या लिखें।",
    confirm: "पक्का करने के लिए बॉक्स पर टिक करें।",
    off: "पहले वेबहुक चालू करें।",
  },
  about: {
    title: "हम क्या भेजते हैं",
    text: "हर नया ट्रैकिंग अपडेट एक बार JSON बॉडी के साथ POST से भेजा जाता है। अगर आपका सिस्टम 10 सेकंड में 2xx स्टेटस से जवाब नहीं देता, तो हम बढ़ते अंतराल पर एक दिन तक फिर कोशिश करते हैं।",
    headers:
      "हेडर X-SIL-Signature में sha256= और आपके सीक्रेट से बॉडी का HMAC-SHA256 (hex) होता है। एक अपडेट की हर कोशिश में Idempotency-Key वही रहती है: दोहराव छोड़ने के लिए इसका इस्तेमाल करें।",
    example: "बॉडी का एक उदाहरण",
  },
  list: {
    title: "डिलीवरी",
    none: "अभी तक कुछ नहीं भेजा गया।",
    lr: "LR नंबर",
    event: "अपडेट",
    state: "स्थिति",
    tries: "कोशिशें",
    answer: "आख़िरी जवाब",
    time: "समय",
    queued: "{time} को कतार में",
    lastTry: "आख़िरी कोशिश {time}",
    noAnswer: "कोई जवाब नहीं",
    sendAgain: "फिर से भेजें",
    sendAgainName: "{lr} का {status} अपडेट फिर से भेजें",
    page: "पेज {page} / {pages}",
    previous: "पिछला",
    next: "अगला",
    pages: "डिलीवरी के पेज",
  },
  states: {
    pending: "रुका हुआ",
    sent: "पहुँच गया",
    failed: "नहीं पहुँचा",
  },
});
