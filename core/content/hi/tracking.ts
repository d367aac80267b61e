import { company } from "../company";
import { texts } from "../tracking";
import type { Review } from "../../texts";
import { translate } from "../translate";

// statusMeanings' Delivery Attempted and Cancelled were written after the second native
// review; a native speaker has not read them yet.
export const review: Review = "machine";

export default translate(texts, "hi", {
  lrNumberHelp: {
    title: "मेरा LR नंबर कहाँ मिलेगा?",
    paragraphs: [
      "LR (लॉरी रसीद / बिल्टी) नंबर आपके कंसाइनमेंट नोट या बुकिंग की रसीद पर छपा होता है, जो शिपमेंट बुक करते समय आपको मिली थी।",
      "इसमें 6 से 20 अक्षर और अंक होते हैं, जैसे SI20254567 या LR123456789।",
      "क्या आप पार्सल पाने वाले हैं? भेजने वाले से LR नंबर माँग लें।",
    ],
  },
  statusMeaningsTitle: "स्टेटस का मतलब",
  statusMeanings: [
    "हमने आपका शिपमेंट बुक कर लिया है। यह भेजने के लिए तैयार है।",
    "यह हमारे हबों के बीच रास्ते में है।",
    "यह आपके इलाके के डिलीवरी पार्टनर के पास है।",
    "हमने इसे डिलीवर करने की कोशिश की, लेकिन डिलीवरी नहीं हो सकी। हम जल्द ही फिर से कोशिश करेंगे।",
    "पाने वाले ने इसे ले लिया है।",
    "यह रुका हुआ है। हमारी टीम इस पर काम कर रही है।",
    "बुकिंग रद्द कर दी गई है। यह डिलीवर नहीं होगा।",
  ],
  notices: {
    format: "LR नंबर में 6 से 20 अक्षर और अंक होते हैं, जैसे LR123456789।",
    checks: [
      "नंबर को अपने कंसाइनमेंट नोट या बुकिंग की रसीद से मिलाएँ। टाइपिंग की गलती देखें, जैसे अक्षर O और अंक 0।",
      "क्या शिपमेंट आज बुक हुआ है? नई बुकिंग कुछ घंटों में यहाँ दिखने लगती है।",
    ],
    fetchFailed: "ट्रैकिंग की जानकारी नहीं मिल पाई।",
    fetchFailedText:
      "यह हमारी वेबसाइट या आपके इंटरनेट कनेक्शन की दिक्कत है, आपके शिपमेंट की नहीं। कृपया एक मिनट बाद फिर से कोशिश करें।",
    noHistory: "इस नंबर की ट्रैकिंग हिस्ट्री नहीं मिली।",
    noHistoryText:
      "जैसे ही आपका शिपमेंट हमारे पहले हब पर स्कैन होगा, जानकारी यहाँ दिखने लगेगी। कृपया कुछ घंटों बाद फिर देखें।",
  },
  notice: {
    notFound: "LR नंबर {lrNo} वाला कोई शिपमेंट नहीं मिला",
    invalid: "“{input}” LR नंबर जैसा नहीं लगता",
    invalidEmpty: "यह LR नंबर जैसा नहीं लगता",
    tryAgain: "फिर से कोशिश करें",
    pleaseCheck: "कृपया जाँच लें:",
    stillNeedHelp: "अब भी मदद चाहिए? हमारी सपोर्ट टीम {support} जवाब देती है।",
    call: "{phone} पर कॉल करें",
    email: "{email} पर ईमेल करें",
  },
  batch: {
    heading: "{count} शिपमेंट",
    allFound: "सभी {found} मिल गए।",
    someFound: "{found} मिले, {missing} नहीं मिले।",
    notFound: "नहीं मिला",
    notFoundHint: "नंबर जाँच लें, या हमारी सपोर्ट टीम से पूछें।",
    noUpdates: "अभी कोई अपडेट नहीं",
    pod: "POD डाउनलोड करें",
    podOf: " ({lrNo} का)",
    details: "पूरी जानकारी",
    detailsOf: " ({lrNo} की)",
    failed: "अभी ट्रैकिंग की जानकारी लोड नहीं हो पाई। कृपया फिर से कोशिश करें।",
    searchLabel: "LR नंबर",
    columns: {
      lrNo: "LR नंबर",
      status: "स्टेटस",
      latest: "ताज़ा अपडेट",
      pod: "डिलीवरी का सबूत (POD)",
    },
  },
  result: {
    heading: "शिपमेंट {lrNo}",
    problemText: "देर हुई, सामान खराब हुआ या डिलीवरी नहीं हुई? हमें बताएँ और टिकट नंबर पाएँ।",
    reportProblem: "समस्या बताएँ",
    invalidHeading: "अपना LR नंबर जाँचें",
    loadFailed: "अभी ट्रैकिंग की जानकारी लोड नहीं हो पाई।",
    notFoundIntro: "यह शिपमेंट नहीं मिला। कृपया LR नंबर जाँच लें।",
    latest: "ताज़ा अपडेट: {where}।",
    trackAnother: "दूसरा LR नंबर ट्रैक करें",
    metaTitle: `ट्रैकिंग {lrNo}: {state} | ${company.name}`,
    metaNotFound: "नहीं मिला",
    metaInvalid: "LR नंबर नहीं है",
    metaFailed: "फिर से कोशिश करें",
  },
  history: {
    title: "ट्रैकिंग हिस्ट्री",
    lrNo: "LR नंबर",
    status: "स्टेटस",
    pod: "POD डाउनलोड करें",
    podHint: "(डिलीवरी का सबूत, PDF)",
  },
  journey: {
    title: "शिपमेंट का सफ़र",
    newestFirst: "सबसे नया अपडेट सबसे ऊपर।",
    latestUpdate: "ताज़ा अपडेट",
    completed: "(पूरा हुआ)",
    moreInfo: "और जानकारी",
    hideDetails: "जानकारी छिपाएँ",
    earlier: "({count} पहले के)",
    pending: "बाकी है",
    remarks: {
      rescheduled: "पाने वाले के कहने पर डिलीवरी की नई तारीख {date} रखी गई।",
    },
  },
  share: {
    button: "शेयर करें",
    title: "ट्रैकिंग शेयर करें",
    text: "LR {lrNo} का लिंक उस व्यक्ति को भेजें जो इसका इंतज़ार कर रहा है।",
    close: "बंद करें",
    email: "ईमेल",
    newTab: "(नए टैब में खुलेगा)",
    pageLink: "पेज का लिंक",
    copy: "लिंक कॉपी करें",
    copied: "कॉपी हो गया!",
    message: `${company.name} के साथ शिपमेंट {lrNo} ट्रैक करें`,
    emailSubject: "शिपमेंट ट्रैक करें",
  },
  faq: {
    eyebrow: "ट्रैकिंग में मदद",
    title: "अक्सर पूछे जाने वाले सवाल",
    moreHelp: "और मदद",
    questionTitle: "अब भी कोई सवाल है?",
    questionText: "हमें लिखें, हमारी टीम जल्द जवाब देगी।",
    questionLink: "और मदद चाहिए?",
    raiseLink: "रिक्वेस्ट दर्ज करें",
    businessTitle: "बिज़नेस के लिए शिपिंग करते हैं?",
    businessText: "हमारी बिज़नेस साइट पर बल्क शिपमेंट बुक और मैनेज करें।",
    businessLink: "बिज़नेस के लिए",
    newTab: "(नए टैब में खुलेगा)",
    contactsTitle: "अपने शिपमेंट को लेकर परेशान हैं?",
    contactsText:
      "हमारी सपोर्ट टीम को कॉल या ईमेल करें। हम {support} जवाब देते हैं। कृपया अपना LR नंबर तैयार रखें।",
  },
});
