import { texts } from "../business-profile";
import type { Review } from "../../texts";
import { translate } from "../translate";

// Written with the business portal; a native speaker has not read it yet.
export const review: Review = "machine";

export default translate(texts, "hi", {
  people: {
    title: "लोग",
    intro: "कौन इस बिज़नेस अकाउंट का उपयोग कर सकता है, और हर व्यक्ति क्या कर सकता है।",
    listTitle: "इस बिज़नेस के लोग",
    you: "आप",
    invited: "आमंत्रित: अभी पासवर्ड सेट नहीं किया",
    removed: "हटाया गया",
    role: "भूमिका",
    changeRole: "भूमिका बदलें",
    confirmOwn: "हाँ, मेरी अपनी भूमिका कम करें",
    remove: "हटाएँ",
    removeConfirm: "{name} को हटाएँ? वे तुरंत साइन आउट हो जाएँगे और फिर साइन इन नहीं कर पाएँगे।",
    removeLabel: "{name} को हटाएँ",
    twoFactorOn: "टू-फ़ैक्टर चालू",
    resetTwoFactor: "टू-फ़ैक्टर रीसेट करें",
    resetTwoFactorLabel: "{name} का टू-फ़ैक्टर साइन-इन रीसेट करें",
    sendLink: "नया पासवर्ड लिंक भेजें",
    sendLinkLabel: "{name} को नया पासवर्ड लिंक भेजें",
    confirmResetTwoFactor:
      "{name} का टू-फ़ैक्टर साइन-इन रीसेट करें? उनका ऑथेंटिकेटर ऐप और रिकवरी कोड काम करना बंद कर देंगे और वे साइन आउट हो जाएँगे। अगर आपका बिज़नेस टू-फ़ैक्टर ज़रूरी रखता है, तो अगली बार साइन इन करने पर वे इसे फिर से सेट करेंगे।",
    confirmSendLink:
      "{name} को नया पासवर्ड सेट करने का लिंक ईमेल करें? यह एक बार, 72 घंटे तक चलेगा। इसे इस्तेमाल करते ही वे बाकी हर जगह से साइन आउट हो जाएँगे।",
    yesResetTwoFactor: "हाँ, टू-फ़ैक्टर रीसेट करें",
    yesSendLink: "हाँ, लिंक भेजें",
    cancel: "रद्द करें",
    inviteTitle: "किसी को आमंत्रित करें",
    email: "ईमेल पता",
    name: "नाम",
    nameHint: "जैसे आपके साथी उन्हें जानते हैं।",
    inviteButton: "आमंत्रण भेजें",
    roleHint:
      "Owner: सब कुछ। Booker: बुकिंग, पिकअप, दस्तावेज़। Viewer: सिर्फ़ शिपमेंट और दस्तावेज़।",
    done: {
      invited: "आमंत्रण भेज दिया गया है। उसका लिंक 72 घंटे चलेगा।",
      role: "भूमिका बदल दी गई है।",
      removed: "व्यक्ति को हटा दिया गया और साइन आउट कर दिया गया।",
      twoFactorReset: "टू-फ़ैक्टर साइन-इन रीसेट हो गया और व्यक्ति साइन आउट हो गया।",
      linkSent: "नया पासवर्ड लिंक ईमेल से भेज दिया गया है। यह एक बार, 72 घंटे तक चलेगा।",
    },
    refused: {
      lastOwner:
        "हर बिज़नेस में कम से कम एक सक्रिय Owner रहता है: पहले किसी और को Owner बनाएँ, और उन्हें अपना पासवर्ड सेट करने दें।",
      confirmOwnRole:
        "आप अपनी ही भूमिका कम कर रहे हैं: फिर आप यह बिज़नेस मैनेज नहीं कर पाएँगे। पुष्टि के लिए बॉक्स पर टिक करें।",
      notSelf: "आप खुद को नहीं हटा सकते।",
      emailTaken: "इस ईमेल पते से पहले से एक अकाउंट है।",
      notActive: "इस व्यक्ति का अकाउंट सक्रिय नहीं है।",
      ownAccount:
        'अपने अकाउंट के लिए आप यह यहाँ नहीं कर सकते: अपना पासवर्ड और टू-फ़ैक्टर "आपका अकाउंट" में बदलें।',
    },
  },
  roles: { owner: "Owner", booker: "Booker", viewer: "Viewer" },
  profile: {
    title: "प्रोफ़ाइल",
    intro: "बुकिंग और इनवॉइस के लिए आपकी कंपनी की जानकारी।",
    legalName: "कानूनी नाम",
    gstin: "GSTIN",
    gstinHint: "15 अक्षर, जैसे 27AAAAA0000A1Z2। न हो तो खाली छोड़ें।",
    billingAddress: "बिलिंग पता",
    paymentMode: "डिफ़ॉल्ट भुगतान तरीका",
    paymentModeHint: "नई बुकिंग इसी से शुरू होती है; हर बुकिंग पर आप इसे बदल सकते हैं।",
    modes: {
      paid: "Paid (आप भुगतान करते हैं)",
      to_pay: "To-Pay (पाने वाला भुगतान करता है)",
      cod: "COD (कैश ऑन डिलीवरी)",
    },
    save: "प्रोफ़ाइल सेव करें",
    saved: "प्रोफ़ाइल सेव हो गई है।",
    securityTitle: "साइन-इन सुरक्षा",
    requireTwoFactor: "सभी को टू-फ़ैक्टर साइन-इन इस्तेमाल करना होगा",
    requireTwoFactorHint:
      "फिर हर व्यक्ति अगले पेज पर कोड ऐप सेट करेगा; तब तक वह केवल यही या साइन आउट कर सकता है।",
    saveSecurity: "सेव करें",
    securitySaved: "साइन-इन का नियम सेव हो गया।",
  },
  addresses: {
    title: "पिकअप पते",
    intro: "जहाँ से हम आपके शिपमेंट पिकअप करते हैं। पिन कोड से शहर और राज्य भर जाते हैं।",
    none: "अभी कोई पिकअप पता नहीं है। नीचे पहला पता जोड़ें।",
    addTitle: "पिकअप पता जोड़ें",
    editTitle: "{label} बदलें",
    label: "पते का नाम",
    labelHint: "जैसे भिवंडी वेयरहाउस।",
    contactName: "संपर्क व्यक्ति",
    phone: "मोबाइल नंबर",
    address: "पता",
    pincode: "पिन कोड",
    place: "शहर और राज्य",
    placeFound: "पिन कोड {pincode}: {place}।",
    placeUnknown: "हमें पिन कोड {pincode} नहीं मिला।",
    add: "पता जोड़ें",
    save: "पता सेव करें",
    edit: "बदलें",
    cancel: "रद्द करें",
    remove: "हटाएँ",
    removeLabel: "{label} हटाएँ",
    added: "पता जोड़ दिया गया है।",
    changed: "पता सेव हो गया है।",
    removed: "पता हटा दिया गया है।",
    inUse: "इस पते पर पिकअप बुक हैं, इसलिए इसे रखा गया है।",
  },
  notFound: "यह आपके बिज़नेस का रिकॉर्ड नहीं है।",
});
