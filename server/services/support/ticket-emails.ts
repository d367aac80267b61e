/**
 * Customer care's e-mails: to the visitor in the language of the
 * page where the request was raised, each with a link that opens the ticket
 * for 90 days; to the grievance officer (staff, English) when a ticket is
 * escalated. None quotes what the visitor wrote (CONTRACT.md: no relay); a
 * staff reply is carried whole. Dates are India's, marked "IST".
 * Imported by name, not globbed: the host is bundled by esbuild.
 */
import hiEmails from "@core/content/hi/support-emails";
import mrEmails from "@core/content/mr/support-emails";
import { texts as emailTexts } from "@core/content/support-emails";
import { company } from "@core/content/company";
import { isLang, localizePath, type Lang } from "@core/i18n";
import { fill, type TranslationOf } from "@core/texts";
import { formatAlertDate } from "../tracking-alert-emails";
import type { OutgoingEmail } from "../outbox";

type EmailTexts = TranslationOf<typeof emailTexts>;
const emails: Record<Lang, EmailTexts> = { en: emailTexts.en, hi: hiEmails, mr: mrEmails };

/** A stored language, or English for anything else. */
export const ticketLanguage = (stored: string): Lang => (isLang(stored) ? stored : "en");

/** The ticket's page with a token, absolute, in the ticket's language. */
export function ticketUrl(siteUrl: string, lang: Lang, number: string, token: string) {
  const site = siteUrl.replace(/\/+$/, "");
  return `${site}${localizePath(lang, `/support/ticket/${number}`)}?t=${token}`;
}

export type TicketMailFacts = {
  number: string;
  email: string;
  language: string;
  ticketId: string;
  /** The link with a fresh token. */
  url: string;
};

function letter(
  facts: TicketMailFacts,
  subject: (t: EmailTexts) => string,
  body: (t: EmailTexts) => readonly string[],
  values: Record<string, string> = {},
): OutgoingEmail {
  const t = emails[ticketLanguage(facts.language)];
  const all = { number: facts.number, ticketUrl: facts.url, ...values };
  return {
    to: facts.email,
    subject: fill(subject(t), all),
    body: [...body(t).map((line) => fill(line, all)), t.linkNote, "", t.signature].join("\n"),
    aboutId: facts.ticketId,
  };
}

/** A moment as the e-mails write it, in India's time and saying so: "4th Dec 2026 - 10:30 AM IST". */
export const emailDate = (at: Date, lang: Lang) => `${formatAlertDate(at, lang)} IST`;

export function acknowledgementEmail(
  facts: TicketMailFacts,
  promises: { acknowledgeBy: Date; resolveBy: Date },
) {
  const lang = ticketLanguage(facts.language);
  return letter(
    facts,
    (t) => t.ackSubject,
    (t) => t.ackBody,
    {
      acknowledgeBy: emailDate(promises.acknowledgeBy, lang),
      resolveBy: emailDate(promises.resolveBy, lang),
    },
  );
}

/** The team's public reply, its text in the e-mail: the company's own words, so no relay. */
export const staffReplyEmail = (facts: TicketMailFacts, reply: string) =>
  letter(
    facts,
    (t) => t.replySubject,
    (t) => t.replyBody,
    { reply: reply.trim() },
  );

export const escalatedEmail = (facts: TicketMailFacts) =>
  letter(
    facts,
    (t) => t.escalatedSubject,
    (t) => t.escalatedBody,
    { officer: company.grievanceOfficer.name },
  );

export const resolvedEmail = (facts: TicketMailFacts) =>
  letter(
    facts,
    (t) => t.resolvedSubject,
    (t) => t.resolvedBody,
  );

/** Why a ticket reached the officer, in the officer's words. */
const BECAUSE = {
  visitor: "the customer escalated it",
  acknowledgement: "it was not acknowledged within 48 hours",
  resolution: "it was not resolved within 7 days",
} as const;
export type EscalationReason = keyof typeof BECAUSE;
export const escalationBecause = (because: EscalationReason) => BECAUSE[because];

/** To the grievance officer's staff account: the number, the reason and the console's link. */
export function officerEmail(
  to: string,
  siteUrl: string,
  ticket: { id: string; number: string; category: string },
  because: EscalationReason,
): OutgoingEmail {
  const site = siteUrl.replace(/\/+$/, "");
  return {
    to,
    subject: `Escalated: customer-care request ${ticket.number}`,
    body: [
      `Request ${ticket.number} (${ticket.category}) was escalated to you because ${BECAUSE[because]}.`,
      "",
      `Open it in the staff console: ${site}/staff/tickets/${ticket.number}`,
      "",
      `${company.name} staff console`,
    ].join("\n"),
    aboutId: ticket.id,
  };
}
