/**
 * "Reply by e-mail" on a lead's page: a draft from the
 * template of the lead's kind (core/content/lead-replies.ts) in a language
 * (the lead's by default), filled with the person's name, the kind's
 * details and the staff member's name; edited by the staff member, then
 * sent through the outbox to the lead's address with the company's inbox
 * as Reply-To, like the acknowledgement. The history keeps the language and
 * the subject; the text itself is only in the outbox copy (erased with the
 * lead), since a reply may carry prices or personal details.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { leads, staffUsers, workActivity } from "../../../database/schema";
import { company } from "@core/content/company";
import { texts as englishDates } from "@core/content/dates";
import hiDates from "@core/content/hi/dates";
import hiReplies from "@core/content/hi/lead-replies";
import { texts as englishReplies } from "@core/content/lead-replies";
import mrDates from "@core/content/mr/dates";
import mrReplies from "@core/content/mr/lead-replies";
import { staffName } from "@core/content/staff-work";
import { isLang, type Lang } from "@core/i18n";
import { localDate } from "@core/local-date";
import type { LeadReply } from "@core/schemas/lead-work";
import type { LeadKind } from "@core/schemas/staff-lists";
import { mayWorkLead, type StaffActor } from "@core/staff-access";
import { fill, type TranslationOf } from "@core/texts";
import { DEFAULT_INBOXES, type InboxKind, type Inboxes } from "../mail-addresses";
import { enqueueEmails } from "../outbox";
import { createAuditLog } from "../staff/audit";
import { LEAD_SOURCES } from "./lead-sources";
import { StoredLeadKindSchema } from "@core/schemas/stored-values";

// The host is bundled by esbuild (no import.meta.glob): each translation is imported by name.
const replyTexts: Record<Lang, TranslationOf<typeof englishReplies>> = {
  en: englishReplies.en,
  hi: hiReplies,
  mr: mrReplies,
};
const months: Record<Lang, readonly string[]> = {
  en: englishDates.en.months,
  hi: hiDates.months,
  mr: mrDates.months,
};

/** Where the customer's answer to a reply goes: the inbox their lead's copy went to. */
const replyInbox: Record<LeadKind, InboxKind> = {
  quote: "leads",
  customQuote: "leads",
  pickup: "leads",
  contact: "support",
  client: "leads",
  franchise: "leads",
};

export type ReplyDraft = { language: Lang; subject: string; body: string };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The kind's details a template names: the route of a quote, the day of a pickup… */
function detailsOf(kind: LeadKind, row: Record<string, unknown>, language: Lang) {
  const day = text(row.pickupDate);
  return {
    route: `${text(row.origin)} → ${text(row.destination)}`,
    date: day ? localDate(new Date(`${day}T12:00:00Z`), months[language]) : "",
    city: text(kind === "franchise" ? row.preferredCity : row.city),
    subject: text(row.subject),
    business: text(row.companyName),
  };
}

export function createLeadReplies(
  db: Database,
  { inboxes = DEFAULT_INBOXES, now = () => new Date() }: { inboxes?: Inboxes; now?: () => Date },
) {
  const audit = createAuditLog(db);

  async function nameOf(actor: StaffActor) {
    const [me] = await db
      .select({ name: staffUsers.name, email: staffUsers.email })
      .from(staffUsers)
      .where(eq(staffUsers.id, actor.id));
    return staffName(me ?? actor);
  }

  return {
    /** The template of the lead's kind in `language` (the lead's own when not given), filled in; null when there is no such lead. */
    async draft(id: string, actor: StaffActor, language?: string): Promise<ReplyDraft | null> {
      const [lead] = await db.select().from(leads).where(eq(leads.id, id));
      if (!lead) return null;
      const kind = StoredLeadKindSchema.parse(lead.kind);
      const lang: Lang = isLang(language) ? language : isLang(lead.language) ? lead.language : "en";
      const source = LEAD_SOURCES[kind];
      const [row = {}] = (await db
        .select()
        .from(source.table)
        .where(eq(source.table.id, id))) as Record<string, unknown>[];
      const t = replyTexts[lang];
      const values = {
        name: lead.name,
        company: company.name,
        phone: company.phone.display,
        ...detailsOf(kind, row, lang),
      };
      const template = t.kinds[kind];
      return {
        language: lang,
        subject: fill(template.subject, values),
        body: [
          fill(t.greeting, values),
          "",
          ...template.lines.map((line) => fill(line, values)),
          "",
          fill(t.questions, values),
          "",
          t.regards,
          await nameOf(actor),
          company.name,
        ].join("\n"),
      };
    },

    /**
     * Sends the reply through the outbox to the lead's address, Reply-To the
     * company's inbox for that kind; writes it to the lead's history (language
     * and subject) and the audit log, in one transaction.
     */
    async send(
      id: string,
      reply: LeadReply,
      actor: StaffActor,
    ): Promise<"sent" | "no-such-lead" | "not-your-kind"> {
      return db.transaction(async (tx) => {
        const [lead] = await tx
          .select({ kind: leads.kind, email: leads.email })
          .from(leads)
          .where(eq(leads.id, id));
        if (!lead) return "no-such-lead";
        const kind = StoredLeadKindSchema.parse(lead.kind);
        if (!mayWorkLead(actor.role, kind)) return "not-your-kind";
        await enqueueEmails(tx, [
          {
            aboutId: id,
            to: lead.email,
            replyTo: inboxes[replyInbox[kind]],
            subject: reply.subject,
            body: reply.body,
          },
        ]);
        await tx.insert(workActivity).values({
          subjectType: "lead",
          subjectId: id,
          actorId: actor.id,
          action: "reply",
          fromValue: reply.language,
          toValue: reply.subject,
          createdAt: now(),
        });
        await audit.recordBy(
          actor,
          "lead.reply",
          { target: { type: "lead", id }, detail: { language: reply.language } },
          tx,
        );
        return "sent";
      });
    },
  };
}

export type LeadReplies = ReturnType<typeof createLeadReplies>;
