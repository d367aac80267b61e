import type { texts } from "../coverage";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  eyebrow: "आमचे नेटवर्क",
  title: "संपूर्ण भारतात कव्हरेज",
  text: "आमचे हब आणि GPS असलेले ट्रक आठवड्याचे सर्व दिवस मेट्रो, औद्योगिक शहरे आणि लहान गावांचे पिन कोड जोडतात.",
  stats: [
    { value: "29", label: "राज्यांमध्ये सेवा" },
    { value: "18,000+", label: "पिन कोडपर्यंत दररोज पोहोच" },
    { value: "1 लाख+", label: "दर महिन्याला शिपमेंट्स" },
  ],
  mapLabel: "भारताचा नकाशा: वसईतील आमचे हेड ऑफिस आणि 29 राज्यांतील मोठ्या शहरांमधील आमचे हब",
} satisfies TranslationOf<typeof texts>;
