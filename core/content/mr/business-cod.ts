import { texts } from "../business-cod";
import type { Review } from "../../texts";
import { translate } from "../translate";

// Written with the business portal's COD page; a native speaker has not read it yet.
export const review: Review = "machine";

export default translate(texts, "mr", {
  title: "कॅश ऑन डिलिव्हरी",
  intro:
    "तुमच्या COD शिपमेंटवर आमची टीम जी रोख रक्कम घेते, आणि ज्या बँक ट्रान्सफरने ती तुम्हाला पाठवली जाते ते.",
  owed: "घेतलेली रक्कम, जी अजून तुम्हाला पाठवायची आहे",
  dueNotCollected: "बाकी COD, जी अजून घेतलेली नाही",
  remittedTotal: "आतापर्यंत तुम्हाला पाठवलेली",
  filters: "दाखवा",
  states: {
    all: "सर्व COD शिपमेंट",
    due: "अजून घेतलेली नाही",
    collected: "घेतली, अजून पाठवलेली नाही",
    remitted: "तुम्हाला पाठवली",
  },
  lr: "LR नंबर",
  booked: "{date} रोजी बुक",
  due: "बाकी COD",
  collected: "घेतलेली रक्कम",
  remitted: "तुम्हाला पाठवली",
  notCollected: "अजून घेतलेली नाही",
  deliveredNotRecorded: "डिलिव्हर झाले; घेतलेली रक्कम अजून नोंदवलेली नाही",
  collectedOn: "{date} रोजी {amount}",
  differs: "बाकी COD पेक्षा वेगळी",
  notRemitted: "अजून पाठवलेली नाही",
  remittedBy: "{date}, बँक रेफरन्स {ref}",
  count: "{count} शिपमेंट",
  countOne: "1 शिपमेंट",
  none: "इथे कोणतेही COD शिपमेंट नाही.",
  page: "पेज {page} / {pages}",
  previous: "मागील पेज",
  next: "पुढील पेज",
});
