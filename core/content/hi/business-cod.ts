import { texts } from "../business-cod";
import type { Review } from "../../texts";
import { translate } from "../translate";

// Written with the business portal's COD page; a native speaker has not read it yet.
export const review: Review = "machine";

export default translate(texts, "hi", {
  title: "कैश ऑन डिलीवरी",
  intro:
    "आपके COD शिपमेंट पर हमारी टीम जो नकद लेती है, और वे बैंक ट्रांसफ़र जिनसे वह रकम आपको भेजी जाती है।",
  owed: "ली गई रकम, जो अभी आपको भेजनी है",
  dueNotCollected: "बाकी COD, जो अभी ली नहीं गई",
  remittedTotal: "अब तक आपको भेजी गई",
  filters: "दिखाएँ",
  states: {
    all: "सभी COD शिपमेंट",
    due: "अभी ली नहीं गई",
    collected: "ली गई, अभी भेजी नहीं",
    remitted: "आपको भेजी गई",
  },
  lr: "LR नंबर",
  booked: "{date} को बुक",
  due: "बाकी COD",
  collected: "ली गई रकम",
  remitted: "आपको भेजी गई",
  notCollected: "अभी ली नहीं गई",
  deliveredNotRecorded: "डिलीवर हो गया; ली गई रकम अभी दर्ज नहीं हुई",
  collectedOn: "{date} को {amount}",
  differs: "बाकी COD से अलग",
  notRemitted: "अभी भेजी नहीं",
  remittedBy: "{date}, बैंक रेफ़रेंस {ref}",
  count: "{count} शिपमेंट",
  countOne: "1 शिपमेंट",
  none: "यहाँ कोई COD शिपमेंट नहीं है।",
  page: "पेज {page} / {pages}",
  previous: "पिछला पेज",
  next: "अगला पेज",
});
