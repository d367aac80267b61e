/**
 * Every SMS and WhatsApp template, per event and language, as the company
 * registers them (CONTRACT.md "Messages by SMS and WhatsApp";
 * docs/decisions/046-sms-and-whatsapp.md). Data, not code: the SMS provider
 * sends a template's registered text with its places filled, and
 * /staff/messages/templates lists them to register.
 *
 * `{site}` is the site's origin (SITE_URL, fixed at build): every link is on
 * the site's own domain, its path in the registered text and only its last
 * segment a value. The company's name opens every text. Hindi and Marathi
 * follow the glossaries of the translation reviews (शिपमेंट, डिलीवरी /
 * डिलिव्हरी, रिक्वेस्ट / विनंती, ट्रैक करें / ट्रॅक करा, POD).
 */
import { company } from "../content/company";
import { LANGS, type Lang } from "../i18n";
import { dltTemplateIds } from "./dlt-template-ids";
import {
  MESSAGE_VARIABLES,
  SMS_EVENTS,
  WHATSAPP_EVENTS,
  type MessageEvent,
  type MessageVariable,
  type SmsEvent,
  type WhatsAppEvent,
} from "./events";
import { DLT_VAR, fillDlt, fillNumbered, numberPlaces } from "./render";

export type { MessageEvent, SmsEvent, WhatsAppEvent, MessageVariable } from "./events";

/**
 * TRAI's categories: "transactional" is kept for banks' one-time codes, so
 * a carrier's updates to a receiver who asked for them are "service"
 * (implicit: about a shipment they are party to). Never promotional.
 */
export type SmsCategory = "service";
/** Meta's category for updates about a transaction the person is part of. */
export type WhatsAppCategory = "utility";

type Text = { text: string; vars: MessageVariable[] };

const brand = company.name;
const V = DLT_VAR;

/** The part of each message that tells the event, per language; a stop line follows (below). */
const bodies: Record<Exclude<MessageEvent, "whatsapp_opt_in">, Record<Lang, Text>> = {
  // One code text for a shipment's updates, a ticket's and the delivery options' proof: it
  // names the LR or ticket number only, so one registered template serves all three.
  sms_code: {
    en: {
      text: `${brand}: your code for ${V} is ${V}. It is valid for 10 minutes. Do not share it.`,
      vars: ["lrNo", "code"],
    },
    hi: {
      text: `${brand}: ${V} के लिए आपका कोड ${V} है। यह 10 मिनट तक मान्य है। इसे किसी को न बताएँ।`,
      vars: ["lrNo", "code"],
    },
    mr: {
      text: `${brand}: ${V} साठी तुमचा कोड ${V} आहे. तो 10 मिनिटे वैध आहे. तो कोणालाही सांगू नका.`,
      vars: ["lrNo", "code"],
    },
  },
  booked: {
    en: {
      text: `${brand}: shipment ${V} is booked. Track it: {site}/track-shipment-v2/${V}`,
      vars: ["lrNo", "lrNo"],
    },
    hi: {
      text: `${brand}: शिपमेंट ${V} बुक हो गया है। ट्रैक करें: {site}/hi/track-shipment-v2/${V}`,
      vars: ["lrNo", "lrNo"],
    },
    mr: {
      text: `${brand}: शिपमेंट ${V} बुक झाले आहे. ट्रॅक करा: {site}/mr/track-shipment-v2/${V}`,
      vars: ["lrNo", "lrNo"],
    },
  },
  out_for_delivery: {
    en: {
      text: `${brand}: shipment ${V} is out for delivery, expected on ${V}. Track it: {site}/track-shipment-v2/${V}`,
      vars: ["lrNo", "day", "lrNo"],
    },
    hi: {
      text: `${brand}: शिपमेंट ${V} डिलीवरी के लिए निकला है, ${V} को पहुँचने की उम्मीद है। ट्रैक करें: {site}/hi/track-shipment-v2/${V}`,
      vars: ["lrNo", "day", "lrNo"],
    },
    mr: {
      text: `${brand}: शिपमेंट ${V} डिलिव्हरीसाठी निघाले आहे, ${V} रोजी पोहोचणे अपेक्षित आहे. ट्रॅक करा: {site}/mr/track-shipment-v2/${V}`,
      vars: ["lrNo", "day", "lrNo"],
    },
  },
  delivery_attempted: {
    en: {
      text: `${brand}: we tried to deliver shipment ${V} but could not. Choose a new day or place: {site}/track-shipment-v2/${V}`,
      vars: ["lrNo", "lrNo"],
    },
    hi: {
      text: `${brand}: हमने शिपमेंट ${V} डिलीवर करने की कोशिश की, लेकिन डिलीवरी नहीं हो सकी। नया दिन या जगह चुनें: {site}/hi/track-shipment-v2/${V}`,
      vars: ["lrNo", "lrNo"],
    },
    mr: {
      text: `${brand}: आम्ही शिपमेंट ${V} डिलिव्हर करण्याचा प्रयत्न केला, पण डिलिव्हरी होऊ शकली नाही. नवीन दिवस किंवा ठिकाण निवडा: {site}/mr/track-shipment-v2/${V}`,
      vars: ["lrNo", "lrNo"],
    },
  },
  delivered: {
    en: {
      text: `${brand}: shipment ${V} is delivered. POD: {site}/track-shipment-v2/${V} Rate us from 1 to 5: {site}/rate/${V}`,
      vars: ["lrNo", "lrNo", "ratingToken"],
    },
    hi: {
      text: `${brand}: शिपमेंट ${V} डिलीवर हो गया है। POD: {site}/hi/track-shipment-v2/${V} हमें 1 से 5 तक रेटिंग दें: {site}/hi/rate/${V}`,
      vars: ["lrNo", "lrNo", "ratingToken"],
    },
    mr: {
      text: `${brand}: शिपमेंट ${V} डिलिव्हर झाले आहे. POD: {site}/mr/track-shipment-v2/${V} आम्हाला 1 ते 5 पैकी रेटिंग द्या: {site}/mr/rate/${V}`,
      vars: ["lrNo", "lrNo", "ratingToken"],
    },
  },
  no_news_48h: {
    en: {
      text: `${brand}: shipment ${V} has had no update for 48 hours. We are checking on it. Track it: {site}/track-shipment-v2/${V}`,
      vars: ["lrNo", "lrNo"],
    },
    hi: {
      text: `${brand}: शिपमेंट ${V} की 48 घंटे से कोई अपडेट नहीं आई है। हम इसकी जाँच कर रहे हैं। ट्रैक करें: {site}/hi/track-shipment-v2/${V}`,
      vars: ["lrNo", "lrNo"],
    },
    mr: {
      text: `${brand}: शिपमेंट ${V} ची 48 तासांपासून कोणतीही अपडेट आलेली नाही. आम्ही ते तपासत आहोत. ट्रॅक करा: {site}/mr/track-shipment-v2/${V}`,
      vars: ["lrNo", "lrNo"],
    },
  },
  ticket_raised: {
    en: {
      text: `${brand}: we have your request ${V} and will answer within 48 hours. See it: {site}/support/ticket/${V}`,
      vars: ["ticketNo", "ticketNo"],
    },
    hi: {
      text: `${brand}: आपकी रिक्वेस्ट ${V} दर्ज हो गई है। हम 48 घंटे में जवाब देंगे। देखें: {site}/hi/support/ticket/${V}`,
      vars: ["ticketNo", "ticketNo"],
    },
    mr: {
      text: `${brand}: तुमची विनंती ${V} नोंदवली आहे. आम्ही 48 तासांत उत्तर देऊ. पाहा: {site}/mr/support/ticket/${V}`,
      vars: ["ticketNo", "ticketNo"],
    },
  },
  ticket_reply: {
    en: {
      text: `${brand}: there is a new reply to your request ${V}. Read it: {site}/support/ticket/${V}`,
      vars: ["ticketNo", "ticketNo"],
    },
    hi: {
      text: `${brand}: आपकी रिक्वेस्ट ${V} पर नया जवाब आया है। पढ़ें: {site}/hi/support/ticket/${V}`,
      vars: ["ticketNo", "ticketNo"],
    },
    mr: {
      text: `${brand}: तुमच्या विनंती ${V} ला नवीन उत्तर आले आहे. वाचा: {site}/mr/support/ticket/${V}`,
      vars: ["ticketNo", "ticketNo"],
    },
  },
  delivery_request_answer: {
    en: {
      text: `${brand}: the answer to your delivery request for shipment ${V}: ${V}. Details: {site}/track-shipment-v2/${V}`,
      vars: ["lrNo", "answer", "lrNo"],
    },
    hi: {
      text: `${brand}: शिपमेंट ${V} के लिए आपकी डिलीवरी रिक्वेस्ट का जवाब: ${V}। जानकारी: {site}/hi/track-shipment-v2/${V}`,
      vars: ["lrNo", "answer", "lrNo"],
    },
    mr: {
      text: `${brand}: शिपमेंट ${V} च्या तुमच्या डिलिव्हरी विनंतीचे उत्तर: ${V}. माहिती: {site}/mr/track-shipment-v2/${V}`,
      vars: ["lrNo", "answer", "lrNo"],
    },
  },
};

/** The stop link every SMS ends with but the code (CONTRACT.md: "the link in every message withdraws"). */
const smsStop: Record<Lang, string> = {
  en: ` Stop: {site}/alerts/${V}`,
  hi: ` बंद करें: {site}/hi/alerts/${V}`,
  mr: ` बंद करा: {site}/mr/alerts/${V}`,
};

/**
 * WhatsApp's ending: the link and a STOP reply. Meta refuses a body that
 * ends with a place, so it ends in words.
 */
const whatsappStop: Record<Lang, string> = {
  en: ` Change or stop these messages: {site}/alerts/${V} or reply STOP.`,
  hi: ` ये मैसेज बदलें या बंद करें: {site}/hi/alerts/${V} या STOP लिखकर भेजें।`,
  mr: ` हे मेसेज बदला किंवा बंद करा: {site}/mr/alerts/${V} किंवा STOP असे उत्तर पाठवा.`,
};

/** The first WhatsApp message, naming the company: a reply or the link confirms. */
const whatsappOptIn: Record<Lang, Text> = {
  en: {
    text: `${brand}: you asked for WhatsApp updates on shipment ${V}. Reply YES to get them, or open {site}/alerts/${V} to confirm. If it was not you, ignore this message.`,
    vars: ["lrNo", "alertsToken"],
  },
  hi: {
    text: `${brand}: आपने शिपमेंट ${V} के WhatsApp अपडेट माँगे हैं। इन्हें पाने के लिए YES लिखकर भेजें या {site}/hi/alerts/${V} पर पुष्टि करें। अगर यह आपने नहीं किया, तो इस मैसेज को अनदेखा करें।`,
    vars: ["lrNo", "alertsToken"],
  },
  mr: {
    text: `${brand}: तुम्ही शिपमेंट ${V} चे WhatsApp अपडेट मागितले आहेत. ते मिळवण्यासाठी YES असे उत्तर पाठवा किंवा {site}/mr/alerts/${V} येथे खात्री करा. हे तुम्ही केले नसेल, तर या मेसेजकडे दुर्लक्ष करा.`,
    vars: ["lrNo", "alertsToken"],
  },
};

export type SmsTemplate = {
  event: SmsEvent;
  lang: Lang;
  /** The id the DLT portal gave (a placeholder until then: ./dlt-template-ids.ts). */
  dltTemplateId: string;
  category: SmsCategory;
  /** The text to register, `{site}` still in it: registeredText() writes the origin. */
  text: string;
  /** The values, in the order of the text's places. */
  vars: MessageVariable[];
  /** Hindi and Marathi go as Unicode SMS. */
  unicode: boolean;
};

export type WhatsAppTemplate = {
  event: WhatsAppEvent;
  lang: Lang;
  /** One name per event; Meta approves each language of it apart. */
  name: string;
  /** Meta's code of the language (its list names English "en", Hindi "hi", Marathi "mr"). */
  languageCode: string;
  category: WhatsAppCategory;
  /** The body with `{{1}}`… places, `{site}` still in it. */
  body: string;
  vars: MessageVariable[];
};

const WHATSAPP_LANGUAGE_CODES: Record<Lang, string> = { en: "en", hi: "hi", mr: "mr" };

function smsTemplate(event: SmsEvent, lang: Lang): SmsTemplate {
  const body = bodies[event][lang];
  const stop = event !== "sms_code";
  return {
    event,
    lang,
    dltTemplateId: dltTemplateIds[event][lang],
    category: "service",
    text: stop ? body.text + smsStop[lang] : body.text,
    vars: stop ? [...body.vars, "alertsToken"] : [...body.vars],
    unicode: lang !== "en",
  };
}

function whatsappTemplate(event: WhatsAppEvent, lang: Lang): WhatsAppTemplate {
  const { text, vars } =
    event === "whatsapp_opt_in"
      ? whatsappOptIn[lang]
      : {
          text: bodies[event][lang].text + whatsappStop[lang],
          vars: [...bodies[event][lang].vars, "alertsToken" as const],
        };
  return {
    event,
    lang,
    name: `sil_${event}`,
    languageCode: WHATSAPP_LANGUAGE_CODES[lang],
    category: "utility",
    body: numberPlaces(text),
    vars,
  };
}

export const smsTemplates: readonly SmsTemplate[] = SMS_EVENTS.flatMap((event) =>
  LANGS.map((lang) => smsTemplate(event, lang)),
);
export const whatsappTemplates: readonly WhatsAppTemplate[] = WHATSAPP_EVENTS.flatMap((event) =>
  LANGS.map((lang) => whatsappTemplate(event, lang)),
);

export function findSmsTemplate(event: SmsEvent, lang: Lang): SmsTemplate {
  const found = smsTemplates.find((t) => t.event === event && t.lang === lang);
  if (!found) throw new Error(`no SMS template ${event} in ${lang}`);
  return found;
}

export function findWhatsAppTemplate(event: WhatsAppEvent, lang: Lang): WhatsAppTemplate {
  const found = whatsappTemplates.find((t) => t.event === event && t.lang === lang);
  if (!found) throw new Error(`no WhatsApp template ${event} in ${lang}`);
  return found;
}

/** The site's origin as the texts carry it: no trailing slash. */
function origin(site: string): string {
  return new URL(site).origin;
}

/** A template's text as registered on the DLT portal or with Meta: `{site}` written out. */
export function registeredText(text: string, site: string): string {
  return text.replaceAll("{site}", origin(site));
}

/** The values of a template, in its order, from named values. */
export function orderedValues(
  vars: readonly MessageVariable[],
  values: Partial<Record<MessageVariable, string>>,
): string[] {
  return vars.map((name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the value ${name} is missing`);
    return value;
  });
}

/** The SMS as it goes out: the registered text filled; throws on a refused value. */
export function renderSms(
  template: SmsTemplate,
  values: Partial<Record<MessageVariable, string>>,
  site: string,
): string {
  return fillDlt(registeredText(template.text, site), orderedValues(template.vars, values));
}

/** The WhatsApp body as the receiver reads it (Meta fills it; previews and the fake do it here). */
export function renderWhatsApp(
  template: WhatsAppTemplate,
  values: Partial<Record<MessageVariable, string>>,
  site: string,
): string {
  return fillNumbered(registeredText(template.body, site), orderedValues(template.vars, values));
}

/** The variables' rules, for the staff page. */
export function variableInfo(name: MessageVariable) {
  return MESSAGE_VARIABLES[name];
}
