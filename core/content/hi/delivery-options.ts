import { texts } from "../delivery-options";
import type { Review } from "../../texts";
import { translate } from "../translate";

// captcha (asked once a shipment has had wrong tries), answerBy and waitingNote were written
// after the second review; a native speaker has not read them yet.
export const review: Review = "machine";

export default translate(texts, "hi", {
  expected: "अनुमानित डिलीवरी",
  silence: {
    title: "{days} दिन से ज़्यादा समय से कोई अपडेट नहीं",
    text: "इस शिपमेंट का {days} दिन से ज़्यादा समय से कोई नया अपडेट नहीं आया है। इतनी देर नहीं होनी चाहिए। हमें बताएँ, हम पता लगाएँगे कि यह कहाँ है।",
  },
  attempted: {
    title: "हमने डिलीवरी की कोशिश की",
    text: "हम {when} को यह शिपमेंट डिलीवर नहीं कर पाए।",
    textUndated: "हम यह शिपमेंट डिलीवर नहीं कर पाए।",
    choose: "नीचे चुनें कि आपके लिए क्या ठीक रहेगा, हम फिर से कोशिश करेंगे।",
    notHappened: "आपके दरवाज़े पर कोई नहीं आया?",
    report: "यह कोशिश हुई ही नहीं",
  },
  heading: "डिलीवरी बदलें",
  intro:
    "उस दिन घर पर नहीं हैं, या डिलीवरी किसी और तरह चाहते हैं? यहाँ बताएँ। हमारी टीम कामकाज के 4 घंटों के अंदर जवाब देती है।",
  open: "विकल्प चुनें",
  choose: "आप क्या चाहते हैं?",
  options: {
    reschedule: {
      label: "किसी और दिन डिलीवरी",
      hint: "{first} से {last} तक कोई दिन चुनें।",
      field: "डिलीवरी की नई तारीख",
    },
    instructions: {
      label: "डिलीवरी के लिए निर्देश दें",
      hint: "कोई लैंडमार्क, किस गेट से आना है, या इसे कौन ले सकता है।",
      field: "ड्राइवर के लिए निर्देश",
      fieldHint: "5 से 200 अक्षर।",
    },
    phone: {
      label: "ड्राइवर को दूसरा नंबर दें",
      hint: "कोई ऐसा व्यक्ति जिसे ड्राइवर उस दिन कॉल कर सके।",
      field: "मोबाइल नंबर",
      fieldHint: "10 अंक। चाहें तो आगे +91 लगा सकते हैं।",
    },
    collect: {
      label: "हमारी शाखा से खुद ले जाएँ",
      hint: "अपने नज़दीक की शाखा पर आकर इसे ले लें।",
      field: "शाखा",
      hours: "खुली रहती है: {days}, {opens} से {closes} तक",
      days: { "mon-sat": "सोमवार से शनिवार" },
    },
  },
  proof: {
    legend: "पुष्टि करें कि यह आपका शिपमेंट है",
    text: "बुकिंग की दो जानकारियाँ दें। जब तक ये मेल नहीं खातीं, हम कुछ नहीं बदलते।",
    pincode: "डिलीवरी पिन कोड",
    pincodeHint: "डिलीवरी के पते का पिन कोड: 6 अंक।",
    phoneLast4: "पाने वाले के फ़ोन नंबर के आखिरी 4 अंक",
    phoneLast4Hint: "उस मोबाइल नंबर के, जो शिपमेंट बुक करते समय दिया गया था।",
    captcha: {
      label: "सुरक्षा सवाल",
      why: "इस शिपमेंट के लिए कई बार गलत जानकारी डाली गई है, इसलिए हम यह सवाल भी पूछते हैं।",
      question: "{a} + {b} कितना होता है?",
      hint: "दोनों संख्याएँ जोड़ें।",
    },
  },
  email: "आपका ईमेल पता (वैकल्पिक)",
  emailHint: "हम अपना जवाब आपको ईमेल करेंगे। इस पते का इस्तेमाल किसी और काम के लिए नहीं होता।",
  submit: "रिक्वेस्ट भेजें",
  busy: "भेजा जा रहा है...",
  invalidTitle: "कृपया नीचे दिखाए गए फ़ील्ड जाँचें।",
  refused: {
    notFound: "इस LR नंबर का कोई शिपमेंट नहीं है।",
    unavailable: "हम अभी आपकी रिक्वेस्ट नहीं भेज पाए। कृपया एक मिनट बाद फिर कोशिश करें।",
    notSent: "फ़ॉर्म ठीक से नहीं भेजा गया। कृपया फिर से कोशिश करें।",
  },
  requests: {
    title: "डिलीवरी रिक्वेस्ट",
    reschedule: "{date} को डिलीवरी",
    instructions: "डिलीवरी के लिए निर्देश",
    phone: "ड्राइवर के लिए दूसरा नंबर",
    collect: "{branch} से खुद ले जाएँगे",
    collectAnyBranch: "शाखा से खुद ले जाएँगे",
    asked: "{when} को भेजी गई",
    status: {
      received: "मिल गई",
      accepted: "मंज़ूर",
      declined: "नामंज़ूर",
    },
    reason: "कारण: {reason}",
  },
  waitingNote:
    "हम {by} जवाब देंगे: यहाँ, और अगर आपने ईमेल पता दिया है तो ईमेल पर भी। उसके बाद आप कोई और बदलाव माँग सकते हैं।",
  answerBy: {
    today: "आज {time} तक",
    tomorrow: "कल {time} तक",
    weekday: "{day} को {time} तक",
    later: "{date} को {time} तक",
    soon: "जल्द ही",
    weekdays: ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"],
  },
});
