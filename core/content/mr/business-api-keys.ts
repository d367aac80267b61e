import { texts } from "../business-api-keys";
import type { Review } from "../../texts";
import { translate } from "../translate";

// Written with the business API; a native speaker has not read it yet.
export const review: Review = "machine";

export default translate(texts, "mr", {
  title: "API की",
  intro:
    "तुमच्या स्वतःच्या सिस्टिम एका कीने आमच्या API द्वारे शिपमेंट बुक करतात आणि ट्रॅक करतात. प्रत्येक सिस्टिमला तिची स्वतःची की द्या, म्हणजे एक रद्द केल्यावर बाकीच्या थांबणार नाहीत.",
  guide: "API कसे वापरायचे, कॉपी करता येतील अशा उदाहरणांसह",
  docs: "तुमच्या डेव्हलपर्ससाठी API चे वर्णन (OpenAPI 3.1, JSON)",
  makeTitle: "नवी की बनवा",
  name: "कीचे नाव",
  nameHint: "ती काय वापरते, जसे “वेअरहाउस सिस्टिम” किंवा “ऑनलाइन दुकान”. 60 अक्षरांपर्यंत.",
  make: "की बनवा",
  nameNeeded: "कीला 60 अक्षरांपर्यंतचे नाव द्या.",
  tooMany: "या बिझनेसच्या 20 की आधीच वापरात आहेत. आधी गरज नसलेली एखादी की रद्द करा.",
  unavailable:
    "या सर्व्हरवर अजून API की बनवता येत नाहीत: त्याचे सीक्रेट सेट असणे आवश्यक आहे. आम्हाला कॉल करा किंवा लिहा.",
  shownOnce: "तुमची नवी की “{name}”",
  copyNow:
    "ती आत्ताच कॉपी करा आणि सुरक्षित ठिकाणी ठेवा, जसे तुमच्या सिस्टिमच्या सेटिंगमध्ये. ती फक्त याच एकदा दिसेल: आम्ही तिची फक्त एक ओळख-खूण ठेवतो.",
  keyLabel: "नवी API की",
  listTitle: "तुमच्या की",
  none: "अजून एकही की नाही.",
  columns: {
    name: "नाव",
    prefix: "सुरुवात",
    made: "बनवली",
    lastUse: "शेवटचा वापर",
    state: "स्थिती",
  },
  madeBy: "{when}, {who} यांनी",
  never: "कधीच नाही",
  live: "वापरात",
  revoked: "{when} रोजी {who} यांनी रद्द केली",
  revoke: "रद्द करा",
  revokeLabel: "की “{name}” रद्द करा",
  revokeConfirm: "हो, “{name}” रद्द करा: ती वापरणाऱ्या सिस्टिम लगेच थांबतील",
  revokeNeeded: "खात्री करण्यासाठी बॉक्सवर टिक करा, मग रद्द करा दाबा.",
  revokedDone: "की रद्द झाली. आता तिच्यासह येणाऱ्या विनंत्या नाकारल्या जातात.",
  someone: "आता येथे नसलेली व्यक्ती",
});
