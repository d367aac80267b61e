/**
 * The tracking alert e-mails in the subscriber's language: the
 * language of the page where they asked, stored with the subscription. The
 * links lead to the confirmation, unsubscribe and tracking pages in that
 * language. The host is bundled by esbuild (no import.meta.glob): each
 * translation is imported here by name.
 */
import hiEmails from "@core/content/hi/tracking-alert-emails";
import hiStatuses from "@core/content/hi/shipment-statuses";
import mrEmails from "@core/content/mr/tracking-alert-emails";
import mrStatuses from "@core/content/mr/shipment-statuses";
import { texts as emailTexts } from "@core/content/tracking-alert-emails";
import { isLang, localizePath, type Lang } from "@core/i18n";
import { indiaDateTime } from "@core/india-time";
import { getShipmentStatus } from "@core/shipment-status";
import { fill, type TranslationOf } from "@core/texts";
import { trackingPath } from "@core/tracking-links";
import type { texts as statusTexts } from "@core/content/shipment-statuses";
import { formatOrderDate } from "./order-date";

type EmailTexts = TranslationOf<typeof emailTexts>;
type StatusTexts = TranslationOf<typeof statusTexts>;

const emails: Record<Lang, EmailTexts> = { en: emailTexts.en, hi: hiEmails, mr: mrEmails };
/** English names statuses as the spec and the server write them. */
const statuses: Record<Lang, StatusTexts | undefined> = {
  en: undefined,
  hi: hiStatuses,
  mr: mrStatuses,
};

/** A stored language, or English for anything else. */
export function alertLanguage(stored: string): Lang {
  return isLang(stored) ? stored : "en";
}

/**
 * When an event happened, in India time: '12th Nov 2025 - 10:30 AM' in
 * English (as the tracking pages), '12 नवंबर 2025, 10:30 AM' in Hindi and
 * '12 नोव्हेंबर 2025, 10:30 AM' in Marathi: the language's month name, Latin
 * digits (hi-IN-u-nu-latn, mr-IN-u-nu-latn), the time as the tracking pages
 * write it.
 */
export function formatAlertDate(at: Date, lang: Lang): string {
  return lang === "en" ? formatOrderDate(at) : indiaDateTime(at, lang);
}

/** The links of the e-mails, absolute, in the subscriber's language. */
export function alertLinks(siteUrl: string, lang: Lang) {
  const site = siteUrl.replace(/\/+$/, "");
  const at = (path: string) => site + localizePath(lang, path);
  return {
    page: (lrNo: string) => at(trackingPath(lrNo)),
    confirm: (token: string) => `${at("/tracking-alerts/confirm")}?t=${token}`,
    unsubscribe: (token: string) => `${at("/tracking-alerts/unsubscribe")}?t=${token}`,
  };
}

export function confirmationEmail(
  lang: Lang,
  a: { lrNo: string; confirmUrl: string; pageUrl: string },
) {
  const t = emails[lang];
  return {
    subject: fill(t.confirmSubject, a),
    body: [...t.confirmBody.map((line) => fill(line, a)), "", t.signature].join("\n"),
  };
}

export function alertEmail(
  lang: Lang,
  a: {
    lrNo: string;
    event: { status: string; location: string; remarks: string; occurredAt: Date };
    pageUrl: string;
    unsubscribeUrl: string;
    final: boolean;
  },
) {
  const t = emails[lang];
  const status = getShipmentStatus(a.event.status, statuses[lang]).label;
  const when = formatAlertDate(a.event.occurredAt, lang);
  const { location } = a.event;
  return {
    subject: fill(t.alertSubject, { lrNo: a.lrNo, status }),
    body: [
      fill(t.alertIntro, { lrNo: a.lrNo }),
      "",
      fill(location ? t.event : t.eventNowhere, { status, location, when }),
      ...(a.event.remarks ? [a.event.remarks] : []),
      "",
      fill(t.journey, { pageUrl: a.pageUrl }),
      "",
      a.final ? t.final : t.more,
      fill(t.stop, { unsubscribeUrl: a.unsubscribeUrl }),
      "",
      t.signature,
    ].join("\n"),
  };
}
