/**
 * The two e-mails every accepted lead sends: the
 * details to the company's inbox, with Reply-To set to the visitor, and a
 * short acknowledgement to the visitor. Plain text: it reads anywhere.
 *
 * Anyone can type any address into a form, so the acknowledgement quotes
 * nothing the visitor typed: not their name, subject or
 * message, which would let a stranger make the company's mailbox send their
 * words and links to a third party. It says what was received, the
 * reference and what happens next; and at most a few go to one address an
 * hour (server/services/leads/intake.ts).
 */
import { company } from "@core/content/company";
import hiTexts from "@core/content/hi/lead-emails";
import { texts as englishTexts } from "@core/content/lead-emails";
import mrTexts from "@core/content/mr/lead-emails";
import type { Lang } from "@core/i18n";
import { fill, type TranslationOf } from "@core/texts";
import { DEFAULT_INBOXES, type InboxKind, type Inboxes } from "../mail-addresses";
import type { OutgoingEmail } from "../outbox";

/** What the acknowledgement names: the form, or a job application (with the job's title). */
export type LeadEmailKind = keyof (typeof englishTexts.en)["kinds"];

/** The visitor's language and what they sent, for the acknowledgement. */
export type Acknowledgement = { language: Lang; kind: LeadEmailKind; job?: string };

// The host is bundled by esbuild (no import.meta.glob): each translation is imported by name.
const acknowledgementTexts: Record<Lang, TranslationOf<typeof englishTexts>> = {
  en: englishTexts.en,
  hi: hiTexts,
  mr: mrTexts,
};

export type LeadSummary = {
  /** What it is, e.g. "Quote request". Never text the visitor typed. */
  label: string;
  /** Which of the company's inboxes gets the copy (server/services/mail-addresses.ts). */
  inbox: InboxKind;
  visitor: { name: string; email: string };
  /** The fields as sent, label and value, in form order (for the company's copy only). */
  rows: [string, string | number | undefined][];
};

/** The company's copy, and the visitor's acknowledgement unless `acknowledge` is false. */
export function leadEmails(
  summary: LeadSummary,
  id: string,
  {
    acknowledge = true,
    visitorLanguage,
    inboxes = DEFAULT_INBOXES,
  }: { acknowledge?: boolean; visitorLanguage: Acknowledgement; inboxes?: Inboxes },
): OutgoingEmail[] {
  const { label, visitor } = summary;
  const details = summary.rows
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
  const inbox = inboxes[summary.inbox];
  const notify: OutgoingEmail = {
    aboutId: id,
    to: inbox,
    replyTo: visitor.email,
    subject: `${label} from ${visitor.name}`,
    body: [
      `${label} received on the website.`,
      "",
      details,
      "",
      `Reference: ${id}`,
      `Reply to this e-mail to answer ${visitor.name}.`,
      ...(acknowledge
        ? []
        : [
            "",
            "No acknowledgement was sent to the visitor: this address had its limit this hour.",
          ]),
    ].join("\n"),
  };
  if (!acknowledge) return [notify];
  const acknowledgement: OutgoingEmail = {
    aboutId: id,
    to: visitor.email,
    replyTo: inbox,
    ...acknowledgementText(id, visitorLanguage),
  };
  return [notify, acknowledgement];
}

/**
 * The acknowledgement in the visitor's language (core/content/lead-emails.ts):
 * the brand name, reference, phone number and a job's title as they are.
 */
function acknowledgementText(
  id: string,
  { language, kind, job = "" }: Acknowledgement,
): { subject: string; body: string } {
  const t = acknowledgementTexts[language];
  const values = { company: company.name, id, phone: company.phone.display, job };
  const k = t.kinds[kind];
  return {
    subject: fill(k.subject, values),
    body: [
      t.greeting,
      "",
      `${fill(t.thanks, values)} ${fill(k.received, values)}`,
      "",
      fill(t.reference, values),
      "",
      fill(t.next, { promise: fill(k.promise, values) }),
      fill(t.questions, values),
      "",
      t.notYou,
      "",
      t.signature,
    ].join("\n"),
  };
}
