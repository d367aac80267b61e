/**
 * One name per thing in Hindi and Marathi (docs/decisions/025-languages.md,
 * "Glossary"): the native reader's review (issue 33, item 9) found the same
 * action under three or four names, status names the tracking page never
 * shows, and words a Hindi or Marathi reader does not use. These tests keep
 * the glossary's choices: the same words wherever a thing is named, and none
 * of the variants it replaced.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "../i18n";
import type { TextModule, Translation } from "../texts";
import { texts as careers } from "./careers";
import { texts as chat } from "./chat";
import { texts as company } from "./company";
import { texts as deliveryCheck } from "./delivery-check";
import { texts as faqs } from "./faqs";
import { texts as forms } from "./forms";
import { texts as grievance } from "./grievance";
import { texts as home } from "./home";
import { texts as joinUs } from "./join-us";
import { texts as layout } from "./layout";
import { texts as leadEmails } from "./lead-emails";
import { texts as navigation } from "./navigation";
import { texts as organization } from "./organization";
import { texts as pages } from "./pages";
import { texts as servicePage } from "./service-page";
import { texts as services } from "./services";
import { texts as statuses } from "./shipment-statuses";
import { texts as streamline } from "./streamline";

type Translated = Exclude<Lang, "en">;

const modules = import.meta.glob<{ default: unknown }>(["./hi/*.ts", "./mr/*.ts"], {
  eager: true,
});

/** A module's texts in a language. */
function textsOf<T>(lang: Translated, module: TextModule<T>): Translation<T> {
  return modules[`./${lang}/${module.key}.ts`]!.default as Translation<T>;
}

/** Every text of a language's modules with where it is, leaving out the chat's keyword lists (what visitors type, in any spelling). */
function allTexts(lang: Translated): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === "string") out.push({ where, text: value });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value))
        if (!/keywords$/i.test(k)) walk(v, `${where}.${k}`);
  };
  for (const [file, module] of Object.entries(modules))
    if (file.startsWith(`./${lang}/`)) walk(module.default, file);
  return out;
}

/** Variants the glossary replaced, with the name it chose. */
const replaced: Record<Translated, [variant: string, chosen: string][]> = {
  hi: [
    ["लेस दैन", "LTL (ट्रक से कम लोड)"],
    ["कोटेशन पाएँ", "कोटेशन लें"],
    ["पिकअप अनुरोध", "पिकअप रिक्वेस्ट"],
    ["फ़्रैंचाइज़ी", "फ्रेंचाइज़ी"],
    ["हर जगह सपोर्ट", "24/7 सपोर्ट"],
    ["प्राइवेसी पॉलिसी", "गोपनीयता नीति"],
    ["मैनिफ़ेस्टेड", "बुक हो गया"],
    ["आउट फ़ॉर डिलीवरी", "डिलीवरी के लिए निकला"],
    ["डिलेड", "देरी हुई"],
    ["इन ट्रांज़िट", "रास्ते में"],
    ["कैंसिल", "रद्द"],
    ["बिज़नेस डे", "वर्किंग डे"],
    ["सर्विस", "सेवा"],
    ["ट्रेंड", "प्रशिक्षित"],
    ["प्रूफ़ ऑफ़ डिलीवरी", "POD (डिलीवरी का सबूत)"],
    ["माल लेने वाल", "पाने वाला"],
    ["वसई ईस्ट", "वसई पूर्व"],
    ["प्रोपराइटरशिप", "प्रोप्राइटरशिप"],
    ["फ़ुल ट्रक", "फुल ट्रक"],
    ["रिव्यू", "ग्राहकों की राय"],
    ["चिह्नित", "दिखाया गया"],
    ["100,000", "1 लाख"],
  ],
  mr: [
    ["आमच्यासोबत जोडा", "आमच्यात सामील व्हा"],
    ["लेस दॅन", "LTL (ट्रकपेक्षा कमी लोड)"],
    ["कोटेशन घ्या", "कोटेशन मिळवा"],
    ["कोटेशन मागा ", "कोटेशन मागवा"],
    ["पिकअप रिक्वेस्ट", "पिकअप विनंती"],
    ["सगळीकडे सपोर्ट", "24/7 सपोर्ट"],
    ["प्रायव्हसी पॉलिसी", "गोपनीयता धोरण"],
    ["नियम आणि अटी", "नियम व अटी"],
    ["मॅनिफेस्टेड", "बुक झाले"],
    ["आउट फॉर डिलिव्हरी", "डिलिव्हरीसाठी निघाले"],
    ["डिलेड", "उशीर झाला"],
    ["इन ट्रान्झिट", "मार्गावर"],
    ["कायद्यांनुसार आहेत", "कायद्यांच्या अधीन आहेत"],
    ["रिझ्युमे", "रेझ्युमे"],
    ["सर्व्हिस", "सेवा"],
    ["नवीनतम", "ताजे अपडेट"],
    ["काहीतरी चुकले", "काहीतरी चूक झाली"],
    ["मेन्यू", "मेनू"],
    ["ओव्हरव्ह्यू", "थोडक्यात"],
    ["प्रूफ ऑफ डिलिव्हरी", "डिलिव्हरीचा पुरावा (POD)"],
    ["सोपे बुकिंग", "सोपी बुकिंग"],
    ["संपर्क करू", "संपर्क साधू"],
    ["एक्स्प्रेस", "एक्सप्रेस"],
    ["100,000", "1 लाख"],
  ],
};

describe("the Hindi and Marathi glossary", () => {
  for (const lang of ["hi", "mr"] as const) {
    it(`uses none of the variants the glossary replaced in ${lang}`, () => {
      const found = allTexts(lang).flatMap(({ where, text }) =>
        replaced[lang]
          .filter(([variant]) => text.includes(variant))
          .map(([variant, chosen]) => `${where}: "${variant}" (say "${chosen}")`),
      );
      expect(found).toEqual([]);
    });

    it(`explains, in ${lang}, the status names the tracking page shows`, () => {
      const labels = textsOf(lang, statuses).labels;
      const meanings = textsOf(lang, faqs).helpCentre[0]!.faqs[1]!.answer;
      for (const status of [
        "manifested",
        "in-transit",
        "out-for-delivery",
        "delivered",
        "delayed",
      ] as const)
        expect(meanings, status).toContain(labels[status]);
    });
  }

  it.each(["hi", "mr"] as const)(
    "names each thing the same wherever it is named, in %s",
    (lang) => {
      const nav = textsOf(lang, navigation);
      const header = textsOf(lang, layout).header;
      const form = textsOf(lang, forms);
      const page = textsOf(lang, pages);
      const service = textsOf(lang, services);
      const servicesMenu = nav.mainNav[1]!;
      if (!("children" in servicesMenu))
        throw new Error("the menu's second item lists the services");
      const same = (name: string, ...texts: string[]) =>
        expect(new Set(texts), name).toEqual(new Set([texts[0]]));

      // "Join Us": the main menu, the client and franchise breadcrumbs, the careers breadcrumb.
      same("Join Us", nav.mainNav[2]!.label, form.joinUs, textsOf(lang, careers).crumbs.joinUs);
      // "Get a Quote": every button and link to /get-a-quote, the page it opens and its form's button.
      same(
        "Get a Quote",
        header.getQuote,
        header.mobileGetQuote,
        nav.footerQuickLinks[3]!.label,
        textsOf(lang, home).quickActions[1]!.title,
        textsOf(lang, deliveryCheck).quote,
        textsOf(lang, servicePage).cta.label,
        textsOf(lang, streamline).actions.quote.label,
        textsOf(lang, joinUs).joinLinks[3]!.title,
        textsOf(lang, joinUs).joinUsCta.quote,
        textsOf(lang, chat).quickActions[1]!,
        page["/get-a-quote"].heading,
        form.messages.quote.submit,
      );
      // LTL: the menu, the footer, the service cards, the page and the forms' list.
      same(
        "LTL",
        servicesMenu.children[2]!.label,
        nav.footerServices[0]!.label,
        service.services[1]!.fullName,
        page["/services/ltl"].heading,
        form.services.ltl,
      );
      // The footer's legal links and the pages they open.
      same("Privacy Policy", nav.legalLinks[0]!.label, page["/privacy-policy"].heading);
      same(
        "Terms",
        nav.legalLinks[1]!.label,
        page["/terms-and-conditions"].heading,
        textsOf(lang, grievance).claims.termsLink.label,
      );
      // The grievance officer: the footer's link, the page it opens and the step it names.
      same(
        "Grievance Officer",
        nav.legalLinks[2]!.label,
        page["/grievance"].heading,
        textsOf(lang, grievance).steps.items[1].title,
      );
      // Track Shipment, not parcel or package, on every button to /track-shipment.
      same(
        "Track Shipment",
        header.trackPackage,
        header.mobileTrackPackage,
        nav.footerQuickLinks[2]!.label,
        textsOf(lang, streamline).actions.track.label,
        page["/track-shipment"].heading,
      );
      // One slogan.
      same(
        "slogan",
        textsOf(lang, company).tagline,
        textsOf(lang, organization).slogan,
        page["/"].heading,
      );
      // Pickup request: the home card names what the form's success and the e-mail name.
      const pickupRequest = textsOf(lang, home).quickActions[0]!.title;
      expect(form.messages.pickup.success.title).toContain(pickupRequest);
      expect(textsOf(lang, leadEmails).kinds.pickup.subject).toContain(pickupRequest);
    },
  );
});
