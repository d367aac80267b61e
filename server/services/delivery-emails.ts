/**
 * The delivery options' e-mails in the receiver's language: the
 * answer to a request (to the address the receiver gave, if any), and the
 * 48-hour silence note to alert subscribers. Texts in
 * core/content/delivery-emails.ts and its Hindi and Marathi translations.
 */
import { company } from "@core/content/company";
import { texts as dateTexts } from "@core/content/dates";
import { texts as emailTexts } from "@core/content/delivery-emails";
import hiDates from "@core/content/hi/dates";
import hiEmails from "@core/content/hi/delivery-emails";
import mrDates from "@core/content/mr/dates";
import mrEmails from "@core/content/mr/delivery-emails";
import { branchHours, findBranch, type DeliveryOption } from "@core/delivery-options";
import { isLang, localizePath, type Lang } from "@core/i18n";
import { localDate } from "@core/local-date";
import { fill, type TranslationOf } from "@core/texts";
import { trackingPath } from "@core/tracking-links";

type EmailTexts = TranslationOf<typeof emailTexts>;
const emails: Record<Lang, EmailTexts> = { en: emailTexts.en, hi: hiEmails, mr: mrEmails };
const months: Record<Lang, readonly string[]> = {
  en: dateTexts.en.months,
  hi: hiDates.months,
  mr: mrDates.months,
};

export function emailLanguage(stored: string): Lang {
  return isLang(stored) ? stored : "en";
}

/** A calendar day (YYYY-MM-DD) in words: "1 December 2026", "1 दिसंबर 2026". */
export function writtenDay(isoDate: string, lang: Lang): string {
  return localDate(new Date(`${isoDate}T00:00:00Z`), months[lang], "UTC");
}

function pageUrl(siteUrl: string, lang: Lang, lrNo: string) {
  return siteUrl.replace(/\/+$/, "") + localizePath(lang, trackingPath(lrNo));
}

/** The answer to a request: what was asked, and what operations decided. */
export function answerEmail(
  lang: Lang,
  a: {
    lrNo: string;
    option: DeliveryOption;
    status: "accepted" | "declined";
    requestedDate: string | null;
    branch: string | null;
    reason: string | null;
    siteUrl: string;
  },
) {
  const t = emails[lang];
  const branch = findBranch(a.branch);
  const values = {
    lrNo: a.lrNo,
    date: a.requestedDate ? writtenDay(a.requestedDate, lang) : "",
    branch: branch?.name ?? "",
    address: branch?.address ?? "",
    pincode: branch?.pincode ?? "",
    hours: branch ? branchHours(branch, t.days, t.hours) : "",
    reason: a.reason ?? "",
    phone: company.phone.display,
    pageUrl: pageUrl(a.siteUrl, lang, a.lrNo),
  };
  const accepted = a.status === "accepted";
  return {
    subject: fill(accepted ? t.acceptedSubject : t.declinedSubject, values),
    body: [
      fill(t.asked[a.option], values),
      "",
      accepted ? fill(t.accepted[a.option], values) : fill(t.declined, values),
      ...(accepted ? [] : [fill(t.declinedNext, values)]),
      "",
      fill(t.page, values),
      "",
      t.signature,
    ].join("\n"),
  };
}

/** The note to an alert subscriber that a shipment has had no update for 48 hours. */
export function silenceEmail(
  lang: Lang,
  a: { lrNo: string; when: string; siteUrl: string; unsubscribeUrl: string },
) {
  const t = emails[lang];
  const site = a.siteUrl.replace(/\/+$/, "");
  const values = {
    lrNo: a.lrNo,
    when: a.when,
    pageUrl: pageUrl(a.siteUrl, lang, a.lrNo),
    // "Report a problem" with the LR number and the category `delay` filled in (CONTRACT.md).
    problemUrl: `${site}${localizePath(lang, "/support/request")}?lr=${encodeURIComponent(a.lrNo)}&category=delay`,
    unsubscribeUrl: a.unsubscribeUrl,
  };
  return {
    subject: fill(t.silenceSubject, values),
    body: [
      ...t.silenceBody.map((line) => fill(line, values)),
      fill(t.stop, values),
      "",
      t.signature,
    ].join("\n"),
  };
}
