/**
 * Erasure and retention (CONTRACT.md "Staff console"). An
 * admin erases everything held about one e-mail address or phone number:
 * leads of every kind, job applications with their résumés, customer-care
 * tickets with their replies, notes and files, the staff's notes
 * on them and the e-mails queued about them. A daily job erases leads and
 * applications older than RETENTION_DAYS that did not end in `won` or
 * `hired`, and tickets closed longer ago than that. The audit log keeps that
 * an erasure happened, never what it held.
 */
import { eraseStaleFiles } from "./support/staged-files";
import { and, count, eq, inArray, like, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../database/client";
import {
  messageCodes,
  messageConsents,
  messages,
  phoneSubscriptions,
  jobApplications,
  leads,
  outbox,
  resumeFiles,
  supportAttachments,
  supportTickets,
  trackingSubscriptions,
  workActivity,
  deliveryRequests,
} from "../../database/schema";
import type { StaffActor } from "@core/staff-access";
import { createAuditLog } from "./staff/audit";
import type { Logger } from "../logger";
import { LEAD_SOURCES } from "./leads/lead-sources";
import { emailReplyTo, emailTo } from "../outbox/channels/email";
import type { Transaction } from "../../database/client";
import { StoredLeadKindSchema } from "@core/schemas/stored-values";

export type Identifier = { kind: "email"; email: string } | { kind: "phone"; digits: string };

/** An e-mail address, or a phone number of at least ten digits (matched on its last ten). */
export function parseIdentifier(input: string): Identifier | null {
  const value = input.trim();
  if (/^[^\s@]+@[^\s@]+$/.test(value)) return { kind: "email", email: value.toLowerCase() };
  const digits = value.replace(/\D/g, "");
  if (/^[\d\s+()-]+$/.test(value) && digits.length >= 10)
    return { kind: "phone", digits: digits.slice(-10) };
  return null;
}

const digitsOf = (column: AnyPgColumn) => sql`regexp_replace(${column}, '\\D', '', 'g')`;

function leadsOf(who: Identifier) {
  return who.kind === "email"
    ? eq(sql`lower(${leads.email})`, who.email)
    : like(digitsOf(leads.phone), `%${who.digits}`);
}

function applicationsOf(who: Identifier) {
  return who.kind === "email"
    ? eq(sql`lower(${jobApplications.email})`, who.email)
    : like(digitsOf(jobApplications.number), `%${who.digits}`);
}

/** Customer-care tickets raised with the address or number (stored lower-cased, ten digits). */
function ticketsOf(who: Identifier) {
  return who.kind === "email"
    ? eq(sql`lower(${supportTickets.email})`, who.email)
    : like(digitsOf(supportTickets.phone), `%${who.digits}`);
}

/** The receiver's delivery requests giving the address (for the answer) or the number (for the driver). */
function deliveryRequestsOf(who: Identifier): SQL {
  return who.kind === "email"
    ? eq(sql`lower(${deliveryRequests.email})`, who.email)
    : eq(deliveryRequests.alternatePhone, who.digits);
}

/** E-mails about the erased records, and any to or from the address. */
function outboxOf(who: Identifier, ids: string[]): SQL {
  const conditions: SQL[] = [];
  if (ids.length) conditions.push(inArray(outbox.aboutId, ids));
  if (who.kind === "email")
    conditions.push(
      eq(sql`lower(${emailTo})`, who.email),
      eq(sql`lower(${emailReplyTo})`, who.email),
    );
  return and(eq(outbox.channel, "email"), or(...conditions) ?? sql`false`) ?? sql`false`;
}

export type ErasureCounts = {
  leads: number;
  applications: number;
  resumes: number;
  emails: number;
  /** Tracking alert subscriptions of the address. */
  subscriptions: number;
  /** Customer-care tickets, with their messages and links. */
  tickets: number;
  /** The photos and PDFs sent with those tickets. */
  ticketFiles: number;
  /** Receivers' delivery requests, with their webhooks. */
  deliveryRequests: number;
  /** SMS and WhatsApp messages to the number (or about its erased tickets), with their outbox items. */
  phoneMessages: number;
  /** Its subscriptions by SMS and WhatsApp, with their consent records and codes. */
  phoneSubscriptions: number;
};

/** The number's SMS and WhatsApp subscriptions, or those of its erased tickets. */
function phoneSubscriptionsOf(who: Identifier | null, ticketIds: string[]): SQL | null {
  const conditions: SQL[] = [];
  if (who?.kind === "phone") conditions.push(eq(phoneSubscriptions.phone, who.digits));
  if (ticketIds.length) conditions.push(inArray(phoneSubscriptions.ticketId, ticketIds));
  return conditions.length ? (or(...conditions) ?? null) : null;
}

function phoneMessagesOf(who: Identifier | null, ticketIds: string[]): SQL | null {
  const conditions: SQL[] = [];
  if (who?.kind === "phone") conditions.push(eq(messages.phone, who.digits));
  if (ticketIds.length) conditions.push(inArray(messages.ticketId, ticketIds));
  return conditions.length ? (or(...conditions) ?? null) : null;
}

/**
 * A number's messages (their outbox items first: an item would send a
 * message that is gone), its codes, consent records and subscriptions
 * (CONTRACT.md "Messages by SMS and WhatsApp", "staff").
 */
async function erasePhoneRecords(tx: Transaction, who: Identifier | null, ticketIds: string[]) {
  const messagesWhere = phoneMessagesOf(who, ticketIds);
  let phoneMessages = 0;
  if (messagesWhere) {
    const ids = (await tx.select({ id: messages.id }).from(messages).where(messagesWhere)).map(
      (m) => m.id,
    );
    if (ids.length) {
      await tx
        .delete(outbox)
        .where(and(inArray(outbox.channel, ["sms", "whatsapp"]), inArray(outbox.aboutId, ids)));
      await tx.delete(messages).where(inArray(messages.id, ids));
    }
    phoneMessages = ids.length;
  }
  const subscriptionsWhere = phoneSubscriptionsOf(who, ticketIds);
  let subscriptions = 0;
  if (subscriptionsWhere) {
    const ids = (
      await tx
        .select({ id: phoneSubscriptions.id })
        .from(phoneSubscriptions)
        .where(subscriptionsWhere)
    ).map((r) => r.id);
    if (ids.length) {
      await tx.delete(messageCodes).where(inArray(messageCodes.subject, ids));
      await tx.delete(messageConsents).where(inArray(messageConsents.subscriptionId, ids));
      await tx.delete(phoneSubscriptions).where(inArray(phoneSubscriptions.id, ids));
    }
    subscriptions = ids.length;
  }
  if (who?.kind === "phone") {
    await tx.delete(messageCodes).where(eq(messageCodes.phone, who.digits));
    await tx.delete(messageConsents).where(eq(messageConsents.phone, who.digits));
  }
  return { phoneMessages, phoneSubscriptions: subscriptions };
}

/**
 * Deletes leads (their own rows too), applications and tickets by id, with
 * their notes, files and e-mails. A ticket's messages, attachments and link
 * tokens go with it (ON DELETE CASCADE).
 */
async function eraseRecords(
  tx: Transaction,
  who: Identifier | null,
  leadRows: { id: string; kind: string }[],
  applicationIds: string[],
  ticketIds: string[],
  deliveryIds: string[] = [],
): Promise<ErasureCounts> {
  const leadIds = leadRows.map((l) => l.id);
  const ids = [...leadIds, ...applicationIds, ...ticketIds, ...deliveryIds];
  if (deliveryIds.length) {
    // The webhooks carry the instructions and the alternate phone: they go too, sent or not.
    await tx
      .delete(outbox)
      .where(and(eq(outbox.channel, "webhook"), inArray(outbox.aboutId, deliveryIds)));
    await tx.delete(deliveryRequests).where(inArray(deliveryRequests.id, deliveryIds));
  }
  for (const lead of leadRows) {
    const { table } = LEAD_SOURCES[StoredLeadKindSchema.parse(lead.kind)];
    await tx.delete(table).where(eq(table.id, lead.id));
  }
  if (leadIds.length) await tx.delete(leads).where(inArray(leads.id, leadIds));
  let resumes = 0;
  if (applicationIds.length) {
    const deleted = await tx
      .delete(resumeFiles)
      .where(inArray(resumeFiles.applicationId, applicationIds))
      .returning({ id: resumeFiles.applicationId });
    resumes = deleted.length;
    await tx.delete(jobApplications).where(inArray(jobApplications.id, applicationIds));
  }
  let ticketFiles = 0;
  if (ticketIds.length) {
    const [files] = await tx
      .select({ n: count() })
      .from(supportAttachments)
      .where(inArray(supportAttachments.ticketId, ticketIds));
    ticketFiles = files?.n ?? 0;
    await tx.delete(supportTickets).where(inArray(supportTickets.id, ticketIds));
  }
  if (ids.length) await tx.delete(workActivity).where(inArray(workActivity.subjectId, ids));
  const mail = who
    ? outboxOf(who, ids)
    : ids.length
      ? and(eq(outbox.channel, "email"), inArray(outbox.aboutId, ids))
      : null;
  const emails = mail
    ? (await tx.delete(outbox).where(mail).returning({ id: outbox.id })).length
    : 0;
  const phone = await erasePhoneRecords(tx, who, ticketIds);
  const subscriptions =
    who?.kind === "email"
      ? (
          await tx
            .delete(trackingSubscriptions)
            .where(eq(sql`lower(${trackingSubscriptions.email})`, who.email))
            .returning({ id: trackingSubscriptions.id })
        ).length
      : 0;
  return {
    leads: leadIds.length,
    applications: applicationIds.length,
    resumes,
    emails,
    subscriptions,
    tickets: ticketIds.length,
    ticketFiles,
    deliveryRequests: deliveryIds.length,
    ...phone,
  };
}

/** Only one process runs the retention job at a time (several may be serving). */
const RETENTION_LOCK = 4_150_151;

export function createErasure(db: Database) {
  const audit = createAuditLog(db);
  return {
    parseIdentifier,

    /** Everything held about a person, for the admin to see before confirming. */
    async find(who: Identifier) {
      const [leadRows, applications, tickets] = await Promise.all([
        db
          .select({ id: leads.id, kind: leads.kind, name: leads.name, createdAt: leads.createdAt })
          .from(leads)
          .where(leadsOf(who))
          .orderBy(leads.createdAt),
        db
          .select({
            id: jobApplications.id,
            jobId: jobApplications.jobId,
            name: jobApplications.name,
            createdAt: jobApplications.createdAt,
            resume: resumeFiles.fileName,
          })
          .from(jobApplications)
          .leftJoin(resumeFiles, eq(resumeFiles.applicationId, jobApplications.id))
          .where(applicationsOf(who))
          .orderBy(jobApplications.createdAt),
        db
          .select({
            id: supportTickets.id,
            number: supportTickets.number,
            name: supportTickets.name,
            createdAt: supportTickets.createdAt,
            // Written out with table names: Drizzle renders a column of a one-table select
            // unqualified, and an unqualified "id" in the subquery would be the file's own.
            files: sql<number>`(select count(*) from support_attachments a
              where a.ticket_id = support_tickets.id)`.mapWith(Number),
          })
          .from(supportTickets)
          .where(ticketsOf(who))
          .orderBy(supportTickets.createdAt),
      ]);
      const deliveries = await db
        .select({ id: deliveryRequests.id })
        .from(deliveryRequests)
        .where(deliveryRequestsOf(who));
      const ids = [...leadRows, ...applications, ...tickets, ...deliveries].map((r) => r.id);
      const [emails] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(outbox)
        .where(outboxOf(who, ids));
      const [subscriptions] =
        who.kind === "email"
          ? await db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(trackingSubscriptions)
              .where(eq(sql`lower(${trackingSubscriptions.email})`, who.email))
          : [{ n: 0 }];
      const ticketIds = tickets.map((t) => t.id);
      const countOf = async (
        table: typeof messages | typeof phoneSubscriptions,
        where: SQL | null,
      ) => (where ? ((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0) : 0);
      return {
        leads: leadRows,
        applications,
        tickets,
        emails: emails?.n ?? 0,
        subscriptions: subscriptions?.n ?? 0,
        deliveryRequests: deliveries.length,
        phoneMessages: await countOf(messages, phoneMessagesOf(who, ticketIds)),
        phoneSubscriptions: await countOf(phoneSubscriptions, phoneSubscriptionsOf(who, ticketIds)),
      };
    },

    /**
     * Erases all of it in one transaction and answers how much was erased.
     * The audit row, in the same transaction, keeps the kind of identifier
     * and the counts, never the identifier.
     */
    async erase(who: Identifier, actor: StaffActor): Promise<ErasureCounts> {
      return db.transaction(async (tx) => {
        const leadRows = await tx
          .select({ id: leads.id, kind: leads.kind })
          .from(leads)
          .where(leadsOf(who));
        const applications = await tx
          .select({ id: jobApplications.id })
          .from(jobApplications)
          .where(applicationsOf(who));
        const tickets = await tx
          .select({ id: supportTickets.id })
          .from(supportTickets)
          .where(ticketsOf(who));
        const erased = await eraseRecords(
          tx,
          who,
          leadRows,
          applications.map((a) => a.id),
          tickets.map((t) => t.id),
          (
            await tx
              .select({ id: deliveryRequests.id })
              .from(deliveryRequests)
              .where(deliveryRequestsOf(who))
          ).map((d) => d.id),
        );
        await audit.recordBy(actor, "erasure", { detail: { by: who.kind, ...erased } }, tx);
        return erased;
      });
    },

    /**
     * Erases leads and applications that arrived before `now - days` and did
     * not end in `won` or `hired`, and tickets closed before then. Answers
     * null when another process holds the job's lock.
     */
    async eraseExpired(days: number, now = new Date()): Promise<ErasureCounts | null> {
      const cutoff = new Date(now.getTime() - days * 24 * 60 * 60_000);
      return db.transaction(async (tx) => {
        const locked = await tx.execute(
          sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as ok`,
        );
        const row = (locked as unknown as { rows: { ok: boolean }[] }).rows[0];
        if (!row?.ok) return null;
        const leadRows = await tx
          .select({ id: leads.id, kind: leads.kind })
          .from(leads)
          .where(and(lt(leads.createdAt, cutoff), ne(leads.status, "won")));
        const applications = await tx
          .select({ id: jobApplications.id })
          .from(jobApplications)
          .where(and(lt(jobApplications.createdAt, cutoff), ne(jobApplications.status, "hired")));
        const tickets = await tx
          .select({ id: supportTickets.id })
          .from(supportTickets)
          .where(and(eq(supportTickets.status, "closed"), lt(supportTickets.closedAt, cutoff)));
        // Files a request staged and never linked (its process died between): a day is ample.
        await eraseStaleFiles(tx, new Date(now.getTime() - DAY_MS));
        return eraseRecords(
          tx,
          null,
          leadRows,
          applications.map((a) => a.id),
          tickets.map((t) => t.id),
        );
      });
    },
  };
}

export type Erasure = ReturnType<typeof createErasure>;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Runs the retention job a minute after start and then daily. With several
 * processes each runs it; the advisory lock lets one of them do the work.
 */
export function scheduleRetention(
  erasure: Erasure,
  { days, logger }: { days: number; logger: Logger },
) {
  const run = async () => {
    try {
      const erased = await erasure.eraseExpired(days);
      if (erased && (erased.leads || erased.applications || erased.tickets))
        logger.info({ ...erased, days }, "retention: old leads, applications and tickets erased");
    } catch (error) {
      logger.error({ err: error }, "retention job failed");
    }
  };
  const first = setTimeout(() => void run(), 60_000);
  const daily = setInterval(() => void run(), DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
