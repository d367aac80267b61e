import { company } from "../company";
import { texts } from "../tracking";
import type { Review } from "../../texts";
import { translate } from "../translate";

// statusMeanings' Delivery Attempted and Cancelled were written after the second native
// review; a native speaker has not read them yet.
export const review: Review = "machine";

export default translate(texts, "mr", {
  lrNumberHelp: {
    title: "माझा LR नंबर कुठे मिळेल?",
    paragraphs: [
      "LR (लॉरी पावती / बिल्टी) नंबर तुमच्या कन्साइनमेंट नोटवर किंवा शिपमेंट बुक करताना मिळालेल्या बुकिंग पावतीवर छापलेला असतो.",
      "त्यात 6 ते 20 अक्षरे आणि अंक असतात, उदा. SI20254567 किंवा LR123456789.",
      "तुम्ही पार्सल घेणारे आहात का? पाठवणाऱ्याकडून LR नंबर मागून घ्या.",
    ],
  },
  statusMeaningsTitle: "स्टेटसचा अर्थ",
  statusMeanings: [
    "आम्ही तुमचे शिपमेंट बुक केले आहे. ते पाठवण्यासाठी तयार आहे.",
    "ते आमच्या हबदरम्यान मार्गावर आहे.",
    "ते तुमच्या भागातील डिलिव्हरी पार्टनरकडे आहे.",
    "आम्ही ते डिलिव्हर करण्याचा प्रयत्न केला, पण डिलिव्हरी होऊ शकली नाही. आम्ही लवकरच पुन्हा प्रयत्न करू.",
    "घेणाऱ्याने ते स्वीकारले आहे.",
    "ते अडकले आहे. आमची टीम त्यावर काम करत आहे.",
    "बुकिंग रद्द करण्यात आली आहे. ते डिलिव्हर होणार नाही.",
  ],
  notices: {
    format: "LR नंबरमध्ये 6 ते 20 अक्षरे आणि अंक असतात, उदा. LR123456789.",
    checks: [
      "नंबर तुमच्या कन्साइनमेंट नोटशी किंवा बुकिंग पावतीशी जुळवून पाहा. टायपिंगमधील चुका तपासा, जसे अक्षर O आणि अंक 0.",
      "शिपमेंट आजच बुक झाले आहे का? नवीन बुकिंग काही तासांत इथे दिसू लागते.",
    ],
    fetchFailed: "ट्रॅकिंगची माहिती मिळू शकली नाही.",
    fetchFailedText:
      "ही आमच्या वेबसाइटची किंवा तुमच्या इंटरनेट कनेक्शनची अडचण आहे, तुमच्या शिपमेंटची नाही. कृपया एका मिनिटाने पुन्हा प्रयत्न करा.",
    noHistory: "या नंबरची ट्रॅकिंग हिस्ट्री मिळाली नाही.",
    noHistoryText:
      "तुमचे शिपमेंट आमच्या पहिल्या हबवर स्कॅन होताच माहिती इथे दिसू लागेल. कृपया काही तासांनी पुन्हा पाहा.",
  },
  notice: {
    notFound: "LR नंबर {lrNo} असलेले कोणतेही शिपमेंट सापडले नाही",
    invalid: "“{input}” हा LR नंबर वाटत नाही",
    invalidEmpty: "हा LR नंबर वाटत नाही",
    tryAgain: "पुन्हा प्रयत्न करा",
    pleaseCheck: "कृपया तपासा:",
    stillNeedHelp: "अजूनही मदत हवी आहे? आमची सपोर्ट टीम {support} उत्तर देते.",
    call: "{phone} वर कॉल करा",
    email: "{email} वर ईमेल करा",
  },
  batch: {
    heading: "{count} शिपमेंट्स",
    allFound: "सर्व {found} सापडले.",
    someFound: "{found} सापडले, {missing} सापडले नाहीत.",
    notFound: "सापडले नाही",
    notFoundHint: "नंबर तपासा, किंवा आमच्या सपोर्ट टीमला विचारा.",
    noUpdates: "अजून अपडेट नाही",
    pod: "POD डाउनलोड करा",
    podOf: " ({lrNo} चा)",
    details: "सविस्तर माहिती",
    detailsOf: " ({lrNo} ची)",
    failed: "आत्ता ट्रॅकिंगची माहिती लोड होऊ शकली नाही. कृपया पुन्हा प्रयत्न करा.",
    searchLabel: "LR नंबर",
    columns: {
      lrNo: "LR नंबर",
      status: "स्टेटस",
      latest: "ताजे अपडेट",
      pod: "डिलिव्हरीचा पुरावा (POD)",
    },
  },
  result: {
    heading: "शिपमेंट {lrNo}",
    problemText:
      "उशीर झाला, माल खराब झाला किंवा डिलिव्हरी झाली नाही? आम्हाला सांगा आणि तिकीट नंबर मिळवा.",
    reportProblem: "अडचण कळवा",
    invalidHeading: "तुमचा LR नंबर तपासा",
    loadFailed: "आत्ता ट्रॅकिंगची माहिती लोड होऊ शकली नाही.",
    notFoundIntro: "हे शिपमेंट सापडले नाही. कृपया LR नंबर तपासा.",
    latest: "ताजे अपडेट: {where}.",
    trackAnother: "दुसरा LR नंबर ट्रॅक करा",
    metaTitle: `ट्रॅकिंग {lrNo}: {state} | ${company.name}`,
    metaNotFound: "सापडले नाही",
    metaInvalid: "LR नंबर नाही",
    metaFailed: "पुन्हा प्रयत्न करा",
  },
  history: {
    title: "ट्रॅकिंग हिस्ट्री",
    lrNo: "LR नंबर",
    status: "स्टेटस",
    pod: "POD डाउनलोड करा",
    podHint: "(डिलिव्हरीचा पुरावा, PDF)",
  },
  journey: {
    title: "शिपमेंटचा प्रवास",
    newestFirst: "सर्वात नवीन अपडेट सर्वात वर.",
    latestUpdate: "ताजे अपडेट",
    completed: "(पूर्ण झाले)",
    moreInfo: "अधिक माहिती",
    hideDetails: "माहिती लपवा",
    earlier: "({count} आधीचे)",
    pending: "बाकी",
    remarks: {
      rescheduled: "घेणाऱ्याच्या सांगण्यावरून डिलिव्हरीची नवी तारीख {date} ठेवली आहे.",
    },
  },
  share: {
    button: "शेअर करा",
    title: "ट्रॅकिंग शेअर करा",
    text: "LR {lrNo} ची लिंक त्याची वाट पाहणाऱ्या व्यक्तीला पाठवा.",
    close: "बंद करा",
    email: "ईमेल",
    newTab: "(नवीन टॅबमध्ये उघडेल)",
    pageLink: "पेजची लिंक",
    copy: "लिंक कॉपी करा",
    copied: "कॉपी झाली!",
    message: `${company.name} सोबत शिपमेंट {lrNo} ट्रॅक करा`,
    emailSubject: "शिपमेंट ट्रॅक करा",
  },
  faq: {
    eyebrow: "ट्रॅकिंगसाठी मदत",
    title: "नेहमी विचारले जाणारे प्रश्न",
    moreHelp: "अधिक मदत",
    questionTitle: "अजूनही प्रश्न आहे?",
    questionText: "आम्हाला लिहा, आमची टीम लवकरच उत्तर देईल.",
    questionLink: "अधिक मदत हवी आहे?",
    raiseLink: "विनंती नोंदवा",
    businessTitle: "व्यवसायासाठी शिपिंग करता?",
    businessText: "आमच्या बिझनेस साइटवर बल्क शिपमेंट बुक आणि मॅनेज करा.",
    businessLink: "व्यवसायांसाठी",
    newTab: "(नवीन टॅबमध्ये उघडेल)",
    contactsTitle: "तुमच्या शिपमेंटची काळजी वाटते?",
    contactsText:
      "आमच्या सपोर्ट टीमला कॉल किंवा ईमेल करा. आम्ही {support} उत्तर देतो. कृपया तुमचा LR नंबर तयार ठेवा.",
  },
});
