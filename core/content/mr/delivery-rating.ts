import { texts } from "../delivery-rating";
import { company } from "../company";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "machine";

export default translate(texts, "mr", {
  title: `तुमच्या डिलिव्हरीला रेटिंग द्या | ${company.name}`,
  heading: "तुमची डिलिव्हरी कशी झाली?",
  intro: "शिपमेंट {lrNo}",
  legend: "तुमची रेटिंग",
  stars: [
    "1 स्टार: खूप वाईट",
    "2 स्टार: वाईट",
    "3 स्टार: ठीक",
    "4 स्टार: चांगली",
    "5 स्टार: खूप चांगली",
  ],
  commentLabel: "आणखी काही सांगायचे आहे? (ऐच्छिक)",
  commentHint: "जास्तीत जास्त 500 अक्षरे.",
  submit: "पाठवा",
  busy: "पाठवत आहोत...",
  thanks: "धन्यवाद: तुमच्या रेटिंगमुळे आम्हाला अधिक चांगली डिलिव्हरी करायला मदत होते.",
  yourRating: "तुमची रेटिंग: 5 पैकी {rating}.",
  yourComment: "तुमची टिप्पणी:",
  track: "{lrNo} ट्रॅक करा",
  notFoundHeading: "आम्हाला ही रेटिंग सापडली नाही",
  notFound:
    "ही रेटिंग लिंक आमची नाही, किंवा ती पूर्ण कॉपी झाली नाही. तुमच्या मेसेजमधील लिंक तपासा; तुम्ही तुमचे शिपमेंट ट्रॅकही करू शकता.",
  trackShipment: "शिपमेंट ट्रॅक करा",
});
