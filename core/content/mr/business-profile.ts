import { texts } from "../business-profile";
import type { Review } from "../../texts";
import { translate } from "../translate";

// Written with the business portal; a native speaker has not read it yet.
export const review: Review = "machine";

export default translate(texts, "mr", {
  people: {
    title: "लोक",
    intro: "हे बिझनेस अकाउंट कोण वापरू शकते, आणि प्रत्येकजण काय करू शकतो.",
    listTitle: "या बिझनेसचे लोक",
    you: "तुम्ही",
    invited: "आमंत्रित: अजून पासवर्ड सेट केलेला नाही",
    removed: "काढले",
    role: "भूमिका",
    changeRole: "भूमिका बदला",
    confirmOwn: "हो, माझी स्वतःची भूमिका कमी करा",
    remove: "काढा",
    removeConfirm:
      "{name} यांना काढायचे? ते लगेच साइन आउट होतील आणि पुन्हा साइन इन करू शकणार नाहीत.",
    removeLabel: "{name} यांना काढा",
    inviteTitle: "एखाद्याला आमंत्रित करा",
    email: "ईमेल पत्ता",
    name: "नाव",
    nameHint: "तुमचे सहकारी त्यांना ज्या नावाने ओळखतात.",
    inviteButton: "आमंत्रण पाठवा",
    roleHint:
      "Owner: सर्व काही. Booker: बुकिंग, पिकअप, कागदपत्रे. Viewer: फक्त शिपमेंट्स आणि कागदपत्रे.",
    done: {
      invited: "आमंत्रण पाठवले आहे. त्यातील लिंक 72 तास चालेल.",
      role: "भूमिका बदलली आहे.",
      removed: "व्यक्तीला काढले आणि साइन आउट केले.",
    },
    refused: {
      lastOwner:
        "प्रत्येक बिझनेसमध्ये किमान एक सक्रिय Owner असतो: आधी दुसऱ्या कोणाला Owner करा, आणि त्यांना त्यांचा पासवर्ड सेट करू द्या.",
      confirmOwnRole:
        "तुम्ही तुमचीच भूमिका कमी करत आहात: त्यानंतर तुम्ही हा बिझनेस सांभाळू शकणार नाही. खात्रीसाठी बॉक्सवर टिक करा.",
      notSelf: "तुम्ही स्वतःला काढू शकत नाही.",
      emailTaken: "या ईमेल पत्त्याने आधीच एक अकाउंट आहे.",
      notActive: "या व्यक्तीचे अकाउंट सक्रिय नाही.",
    },
  },
  roles: { owner: "Owner", booker: "Booker", viewer: "Viewer" },
  profile: {
    title: "प्रोफाइल",
    intro: "बुकिंग आणि इनव्हॉइससाठी तुमच्या कंपनीची माहिती.",
    legalName: "कायदेशीर नाव",
    gstin: "GSTIN",
    gstinHint: "15 अक्षरे, उदा. 27AAAAA0000A1Z2. नसेल तर रिकामे ठेवा.",
    billingAddress: "बिलिंग पत्ता",
    paymentMode: "डीफॉल्ट पेमेंट पद्धत",
    paymentModeHint: "नवीन बुकिंग याने सुरू होते; प्रत्येक बुकिंगवर तुम्ही ती बदलू शकता.",
    modes: {
      paid: "Paid (तुम्ही पैसे देता)",
      to_pay: "To-Pay (घेणारा पैसे देतो)",
      cod: "COD (कॅश ऑन डिलिव्हरी)",
    },
    save: "प्रोफाइल सेव्ह करा",
    saved: "प्रोफाइल सेव्ह झाले आहे.",
    securityTitle: "साइन-इन सुरक्षा",
    requireTwoFactor: "सर्वांनी टू-फॅक्टर साइन-इन वापरणे आवश्यक आहे",
    requireTwoFactorHint:
      "मग प्रत्येक व्यक्ती पुढच्या पेजवर कोड ॲप सेट करेल; तोपर्यंत ती फक्त हेच किंवा साइन आउट करू शकते.",
    saveSecurity: "सेव्ह करा",
    securitySaved: "साइन-इनचा नियम सेव्ह झाला.",
  },
  addresses: {
    title: "पिकअप पत्ते",
    intro: "जिथून आम्ही तुमचे शिपमेंट्स पिकअप करतो. पिन कोडवरून शहर आणि राज्य भरले जाते.",
    none: "अजून एकही पिकअप पत्ता नाही. खाली पहिला पत्ता जोडा.",
    addTitle: "पिकअप पत्ता जोडा",
    editTitle: "{label} बदला",
    label: "पत्त्याचे नाव",
    labelHint: "उदा. भिवंडी वेअरहाउस.",
    contactName: "संपर्क व्यक्ती",
    phone: "मोबाइल नंबर",
    address: "पत्ता",
    pincode: "पिन कोड",
    place: "शहर आणि राज्य",
    placeFound: "पिन कोड {pincode}: {place}.",
    placeUnknown: "आम्हाला पिन कोड {pincode} सापडला नाही.",
    add: "पत्ता जोडा",
    save: "पत्ता सेव्ह करा",
    edit: "बदला",
    cancel: "रद्द करा",
    remove: "काढा",
    removeLabel: "{label} काढा",
    added: "पत्ता जोडला आहे.",
    changed: "पत्ता सेव्ह झाला आहे.",
    removed: "पत्ता काढला आहे.",
    inUse: "या पत्त्यावर पिकअप बुक आहेत, म्हणून तो ठेवला आहे.",
  },
  notFound: "हे तुमच्या बिझनेसचे रेकॉर्ड नाही.",
});
