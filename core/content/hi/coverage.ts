import { texts } from "../coverage";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  eyebrow: "हमारा नेटवर्क",
  title: "पूरे भारत में कवरेज",
  text: "हमारे हब और GPS वाले ट्रक हफ़्ते के हर दिन मेट्रो, इंडस्ट्रियल शहरों और छोटे कस्बों के पिन कोड को जोड़ते हैं।",
  stats: [
    { value: "{states}", label: "राज्यों में सेवा" },
    { value: "{pincodes}", label: "पिन कोड तक रोज़ पहुँच" },
    { value: "{shipmentsMonthly}", label: "शिपमेंट हर महीने" },
  ],
  mapLabel: "भारत का नक्शा: वसई में हमारा हेड ऑफ़िस और {states} राज्यों के बड़े शहरों में हमारे हब",
});
