import { texts } from "../coverage";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  eyebrow: "आमचे नेटवर्क",
  title: "संपूर्ण भारतात कव्हरेज",
  text: "आमचे हब आणि GPS असलेले ट्रक आठवड्याचे सर्व दिवस मेट्रो, औद्योगिक शहरे आणि लहान गावांचे पिन कोड जोडतात.",
  stats: [
    { value: "{states}", label: "राज्यांमध्ये सेवा" },
    { value: "{pincodes}", label: "पिन कोडपर्यंत दररोज पोहोच" },
    { value: "{shipmentsMonthly}", label: "दर महिन्याला शिपमेंट्स" },
  ],
  mapLabel: "भारताचा नकाशा: वसईतील आमचे हेड ऑफिस आणि {states} राज्यांतील मोठ्या शहरांमधील आमचे हब",
});
