import { texts } from "../phone-alerts";
import type { Review } from "../../texts";
import { company } from "../company";
import { translate } from "../translate";

export const review: Review = "machine";

export default translate(texts, "hi", {
  heading: "अपने मोबाइल पर अपडेट पाएँ",
  intro: "हर नए पड़ाव पर हम इस पेज की भाषा में एक मैसेज भेजेंगे।",
  phoneLabel: "आपका मोबाइल नंबर",
  phoneHint: "10 अंक, जैसे 98220 12345।",
  channelLegend: "अपडेट इससे भेजें",
  sms: "SMS",
  whatsapp: "WhatsApp",
  consent: `मैं सहमत हूँ कि ${company.name} इस नंबर पर SMS या WhatsApp से मुझे इसके अपडेट भेज सकता है। मैं इन्हें कभी भी बंद कर सकता/सकती हूँ।`,
  submit: "मुझे अपडेट भेजें",
  codeLabel: "SMS से भेजा गया 6 अंकों का कोड",
  codeIntro: "हमने {phone} पर SMS से एक कोड भेजा है। यह 10 मिनट तक मान्य है।",
  busy: "भेजा जा रहा है...",
  manage: "इन अपडेट को बदलें या बंद करें",
  confirm: "कन्फ़र्म करें",
  resend: "नया कोड भेजें",
  codeResent: "हमने {phone} पर SMS से नया कोड भेजा है। यह 10 मिनट तक मान्य है।",
  confirmed: "हो गया: हम {phone} पर अपडेट भेजेंगे।",
  whatsappSent:
    "हमने {phone} पर एक WhatsApp मैसेज भेजा है। अपडेट शुरू करने के लिए उसका जवाब YES दें या उसका लिंक खोलें।",
  wrongCode: "यह कोड सही नहीं है। आप {left} बार और कोशिश कर सकते हैं।",
  codeUsedUp: "यह कोड एक्सपायर हो गया है या इसे बहुत बार आज़माया गया है। नया कोड माँगें।",
  tooManyCodes:
    "इस नंबर पर पिछले एक घंटे में 3 कोड भेजे जा चुके हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  channelOff: "इस तरीके से अपडेट अभी उपलब्ध नहीं हैं।",
  notFound: "इस LR नंबर का कोई शिपमेंट नहीं है।",
  noRequest: "पहले अपडेट माँगें: इस नंबर के लिए कोई कोड बाकी नहीं है।",
  noCodeWaiting: "इस नंबर के लिए अभी कोई कोड बाकी नहीं है: नीचे नया कोड माँगें।",
  codeFormat: "कोड के 6 अंक लिखें।",
  channelChoice: "SMS या WhatsApp चुनें।",
  unavailable: "कृपया थोड़ी देर बाद फिर कोशिश करें।",
  pageHeading: "आपके मोबाइल पर आपके अपडेट",
  shipment: "शिपमेंट {lrNo}",
  ticket: "रिक्वेस्ट {ticketNo}",
  number: "नंबर",
  channel: "तरीका",
  language: "भाषा",
  eventsLegend: "मुझे मैसेज भेजें जब",
  events: {
    booked: "शिपमेंट बुक हो",
    out_for_delivery: "वह डिलीवरी के लिए निकले",
    delivery_attempted: "डिलीवरी की कोशिश हो",
    delivered: "उसकी डिलीवरी हो जाए",
    no_news_48h: "48 घंटे तक कोई खबर न हो",
    delivery_request_answer: "मेरी डिलीवरी रिक्वेस्ट का जवाब आए",
    ticket_raised: "मेरी रिक्वेस्ट दर्ज हो",
    ticket_reply: "मेरी रिक्वेस्ट पर नया जवाब आए",
  },
  state: "स्थिति",
  states: { pending: "आपके कन्फ़र्मेशन का इंतज़ार", active: "चालू", withdrawn: "बंद" },
  save: "सेव करें",
  saved: "सेव हो गया।",
  stopAll: "सभी मैसेज बंद करें",
  stopped: "बंद हो गया: इस नंबर पर इसके बारे में अब कोई मैसेज नहीं आएगा।",
  confirmWhatsApp: "कन्फ़र्म करें",
  confirmWhatsAppIntro: "कन्फ़र्म करें कि आप ये अपडेट WhatsApp पर पाना चाहते हैं।",
  noEvents: "कम से कम एक अपडेट चुनें, या सभी मैसेज बंद करें।",
  unknownHeading: "यह लिंक काम नहीं करता",
  unknownIntro:
    "इस लिंक के लिए हमें कोई अपडेट नहीं मिले। हो सकता है यह गलत लिखा गया हो। आप शिपमेंट के पेज पर फिर से अपडेट माँग सकते हैं।",
});
