import { texts } from "../delivery-check";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  heading: "आम्ही तुमच्या पिन कोडवर डिलिव्हरी करतो का?",
  text: "6 अंकी पिन कोड टाका आणि आम्ही तिथे पिकअप व डिलिव्हरी करतो का ते पाहा.",
  label: "पिन कोड",
  submit: "तपासा",
  checking: "तपासत आहोत…",
  yes: "हो, आम्ही {pincode}, {place} येथे डिलिव्हरी करतो.",
  yesMore: "तुम्ही तयार असाल तेव्हा पिकअप बुक करा किंवा कोटेशन मिळवा.",
  notYet: "अजून नाही: आम्ही {pincode}, {place} येथे डिलिव्हरी करत नाही.",
  notYetMore:
    "आम्ही सतत नवीन ठिकाणे जोडत आहोत. तुम्हाला तिथे काय पाठवायचे आहे ते सांगा, आम्ही काय करता येईल ते पाहू.",
  ask: "या पिन कोडबद्दल आम्हाला विचारा",
  quote: "कोटेशन मिळवा",
  pickup: "पिकअप बुक करा",
  unknown: "पिन कोड {pincode} सापडला नाही. 6 अंक तपासा.",
  invalid: "6 अंकी पिन कोड लिहा, उदा. {postalCode}.",
  failed: "आत्ता तपासता आले नाही. कृपया पुन्हा प्रयत्न करा.",
});
