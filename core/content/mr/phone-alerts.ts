import { texts } from "../phone-alerts";
import type { Review } from "../../texts";
import { company } from "../company";
import { translate } from "../translate";

export const review: Review = "machine";

export default translate(texts, "mr", {
  heading: "तुमच्या मोबाइलवर अपडेट मिळवा",
  intro: "प्रत्येक नवीन टप्प्यावर आम्ही या पेजच्या भाषेत एक मेसेज पाठवू.",
  phoneLabel: "तुमचा मोबाइल नंबर",
  phoneHint: "10 अंक, उदा. 98220 12345.",
  channelLegend: "अपडेट याद्वारे पाठवा",
  sms: "SMS",
  whatsapp: "WhatsApp",
  consent: `${company.name} या नंबरवर SMS किंवा WhatsApp ने मला याचे अपडेट पाठवू शकते, याला माझी संमती आहे. मी ते कधीही बंद करू शकतो/शकते.`,
  submit: "मला अपडेट पाठवा",
  codeLabel: "SMS ने पाठवलेला 6 अंकी कोड",
  codeIntro: "आम्ही {phone} वर SMS ने कोड पाठवला आहे. तो 10 मिनिटे वैध आहे.",
  busy: "पाठवत आहे...",
  manage: "हे अपडेट बदला किंवा बंद करा",
  confirm: "कन्फर्म करा",
  resend: "नवीन कोड पाठवा",
  codeResent: "आम्ही {phone} वर SMS ने नवीन कोड पाठवला आहे. तो 10 मिनिटे वैध आहे.",
  confirmed: "झाले: आम्ही {phone} वर अपडेट पाठवू.",
  whatsappSent:
    "आम्ही {phone} वर WhatsApp मेसेज पाठवला आहे. अपडेट सुरू करण्यासाठी त्याला YES असे उत्तर द्या किंवा त्यातील लिंक उघडा.",
  wrongCode: "हा कोड बरोबर नाही. तुम्ही आणखी {left} वेळा प्रयत्न करू शकता.",
  codeUsedUp: "हा कोड एक्सपायर झाला आहे किंवा खूप वेळा वापरून पाहिला आहे. नवीन कोड मागा.",
  tooManyCodes:
    "या नंबरवर गेल्या एका तासात 3 कोड पाठवले आहेत. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
  channelOff: "या मार्गाने अपडेट सध्या उपलब्ध नाहीत.",
  notFound: "या LR नंबरचे कोणतेही शिपमेंट नाही.",
  noRequest: "आधी अपडेट मागा: या नंबरसाठी कोणताही कोड बाकी नाही.",
  noCodeWaiting: "या नंबरसाठी आत्ता कोणताही कोड बाकी नाही: खाली नवीन कोड मागा.",
  codeFormat: "कोडचे 6 अंक लिहा.",
  channelChoice: "SMS किंवा WhatsApp निवडा.",
  unavailable: "कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
  pageHeading: "तुमच्या मोबाइलवरील तुमचे अपडेट",
  shipment: "शिपमेंट {lrNo}",
  ticket: "विनंती {ticketNo}",
  number: "नंबर",
  channel: "मार्ग",
  language: "भाषा",
  eventsLegend: "मला मेसेज पाठवा जेव्हा",
  events: {
    booked: "शिपमेंट बुक होईल",
    out_for_delivery: "ते डिलिव्हरीसाठी निघेल",
    delivery_attempted: "डिलिव्हरीचा प्रयत्न होईल",
    delivered: "त्याची डिलिव्हरी होईल",
    no_news_48h: "48 तास कोणतीही बातमी नसेल",
    delivery_request_answer: "माझ्या डिलिव्हरी विनंतीला उत्तर येईल",
    ticket_raised: "माझी विनंती नोंदवली जाईल",
    ticket_reply: "माझ्या विनंतीवर नवीन उत्तर येईल",
  },
  state: "स्थिती",
  states: { pending: "तुमच्या कन्फर्मेशनची वाट", active: "चालू", withdrawn: "बंद" },
  save: "सेव्ह करा",
  saved: "सेव्ह झाले.",
  stopAll: "सर्व मेसेज बंद करा",
  stopped: "बंद झाले: या नंबरवर याबद्दल आता कोणताही मेसेज येणार नाही.",
  confirmWhatsApp: "कन्फर्म करा",
  confirmWhatsAppIntro: "हे अपडेट तुम्हाला WhatsApp वर हवे आहेत, याची खात्री करा.",
  noEvents: "किमान एक अपडेट निवडा, किंवा सर्व मेसेज बंद करा.",
  unknownHeading: "ही लिंक चालत नाही",
  unknownIntro:
    "या लिंकसाठी आम्हाला कोणतेही अपडेट सापडले नाहीत. ती चुकीची लिहिली गेली असेल. तुम्ही शिपमेंटच्या पेजवर पुन्हा अपडेट मागू शकता.",
});
