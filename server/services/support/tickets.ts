/**
 * Customer care, the visitor's side (CONTRACT.md "Customer
 * care"; docs/decisions/030-customer-care.md): raise a request (the intake
 * pipeline of the lead forms: retry key, honeypot, schema, the LR number
 * and the files' bytes, budget, one transaction with its acknowledgement),
 * find it again by its number and the e-mail address or phone number given
 * (or a link's token), reply, escalate after 48 hours, rate once resolved.
 * The promises' job is in ./promises.ts, the staff's side in ./desk.ts.
 */
import { and, asc, eq, gt } from "drizzle-orm";
import type { Database } from "../../../database/client";
import {
  shipments,
  supportAttachments,
  supportMessages,
  supportTickets,
  supportTicketTokens,
} from "../../../database/schema";
import type { Lang } from "@core/i18n";
import { indiaYear } from "@core/india-time";
import { encodeMessage } from "@core/messages";
import {
  ATTACHMENTS_FIELD,
  TICKET_FORM_ID,
  TicketFormSchema,
  TicketRatingSchema,
  TicketReplySchema,
  type TicketForm,
} from "@core/schemas/support-ticket";
import {
  closesAt,
  ESCALATABLE,
  parseTicketNumber,
  promiseDates,
  visitorMayEscalateFrom,
  type TicketCategory,
  type TicketStatus,
} from "@core/support";
import type { Logger } from "../../logger";
import { DEFAULT_INBOXES, type Inboxes } from "../mail-addresses";
import { enqueueEmails } from "../outbox";
import { newTicketTeamEmail, ticketTeamAddress, visitorReplyTeamEmail } from "../team-emails";
import { rateLimitKey, type Visitor } from "../../visitor";
import { parseFields, type FieldErrors, type Fields } from "../intake/fields";
import {
  createIntake,
  LEAD_MESSAGES,
  type IntakeOutcome,
  type SubmitOptions,
} from "../intake/pipeline";
import type { RateLimits } from "../rate-limit";
import { Busy, type WorkGate } from "../work-gate";
import { checkAttachments, reencodingGate, type CheckedAttachment } from "./attachments";
import { discardFiles, linkFiles, stageFiles } from "./staged-files";
import { acknowledgementEmail } from "./ticket-emails";
import {
  addMessage,
  escalateTicket,
  hashTicketToken,
  issueLookupToken,
  mailFacts,
  nextTicketNumber,
  type TicketRow,
} from "./ticket-store";

/** What the visitor's answer says once a request is stored (the number is shown beside it). */
export const TICKET_RECEIVED = encodeMessage("ticketReceived");

/** The same words for a wrong number and a wrong second fact: neither is told apart. */
export const LOOKUP_NOT_FOUND = encodeMessage("ticketNotFound");
export const LOOKUP_LIMITED = encodeMessage("ticketLookupLimited");

type Dependencies = {
  db: Database;
  rateLimits: RateLimits;
  secret: string;
  siteUrl: string;
  logger: Logger;
  /** The bound on re-encoding photos in this process (attachments.ts). */
  reencoding?: WorkGate;
  /** MAIL_TO_SUPPORT: where a new ticket is told, and a reply while nobody has the ticket. */
  inboxes?: Inboxes;
  now?: () => Date;
};

/** A message as the visitor's page shows it: no internal notes, no staff names. */
export type PublicMessage = {
  id: number;
  author: "visitor" | "staff" | "system";
  kind: string;
  body: string | null;
  toValue: string | null;
  at: Date;
  attachments: { id: string; fileName: string }[];
};

/** A ticket as its own status page shows it, to someone who proved they raised it. */
export type TicketView = {
  id: string;
  number: string;
  category: TicketCategory;
  lrNo: string | null;
  description: string;
  declaredValue: number | null;
  language: string;
  status: TicketStatus;
  escalatedAt: Date | null;
  escalatedBecause: string | null;
  raisedAt: Date;
  acknowledgeBy: Date;
  resolveBy: Date;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
  closedAt: Date | null;
  rating: number | null;
  /** When the visitor may escalate it themselves (48 hours after it was raised). */
  mayEscalateFrom: Date;
  mayEscalate: boolean;
  mayReply: boolean;
  mayRate: boolean;
  /** The files sent with the request itself. */
  attachments: { id: string; fileName: string }[];
  messages: PublicMessage[];
};

export type LookupOutcome =
  | { status: "found"; number: string; token: string }
  | { status: "not-found"; message: string }
  | { status: "limited"; retryAfterSeconds: number; message: string };

export type ActOutcome =
  | { status: "done" }
  | { status: "invalid"; fieldErrors: FieldErrors; values: Fields }
  | { status: "refused"; message: string };

/** The ten digits of an Indian mobile number as stored; "" when there are not ten. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length >= 10 ? digits.slice(-10) : "";
}

export function createTicketService(deps: Dependencies) {
  const { db, logger, siteUrl, now = () => new Date() } = deps;
  const inbox = (deps.inboxes ?? DEFAULT_INBOXES).support;
  const intake = createIntake({ db, rateLimits: deps.rateLimits, secret: deps.secret, logger });
  const gate = deps.reencoding ?? reencodingGate();

  /** The form's data, its LR number found among the shipments, its files checked by their bytes. */
  async function check(
    data: TicketForm,
  ): Promise<
    | { ok: true; data: { form: TicketForm; files: CheckedAttachment[] } }
    | { ok: false; reason: "fields"; fieldErrors: FieldErrors }
  > {
    const fieldErrors: FieldErrors = {};
    if (data.lr_no) {
      const [shipment] = await db
        .select({ id: shipments.id })
        .from(shipments)
        .where(eq(shipments.lrNo, data.lr_no));
      if (!shipment) fieldErrors.lr_no = [encodeMessage("ticketLrUnknown", { lrNo: data.lr_no })];
    }
    const files = await checkAttachments(data[ATTACHMENTS_FIELD], gate);
    if (!files.ok) fieldErrors[ATTACHMENTS_FIELD] = files.messages;
    if (Object.keys(fieldErrors).length || !files.ok)
      return { ok: false, reason: "fields", fieldErrors };
    return { ok: true, data: { form: data, files: files.files } };
  }

  /**
   * Raises a request: plain fields in (files as File under `attachments`),
   * the stored ticket's number as `record.id` out, or what was wrong.
   */
  async function raise(
    fields: Fields,
    visitor: Visitor,
    options: SubmitOptions = {},
  ): Promise<IntakeOutcome> {
    const language: Lang = options.language ?? "en";
    return intake.run({
      form: TICKET_FORM_ID,
      fields,
      visitor,
      key: options.key,
      parse: (fields) => parseFields(TicketFormSchema, fields, options.typeErrors),
      check,
      // The number in a statement of its own (nextTicketNumber says why), and the files'
      // bytes in statements of their own: both out of the ticket's transaction.
      async prepare(checked) {
        const at = now();
        const number = await nextTicketNumber(db, indiaYear(at));
        return { ...checked, at, number, fileIds: await stageFiles(db, checked.files, at) };
      },
      discard: ({ fileIds }) => discardFiles(db, fileIds),
      acknowledgeTo: ({ form }) => form.email,
      async store(tx, { form, fileIds, at, number }, sender) {
        const email = form.email.toLowerCase();
        const phone = phoneDigits(form.phone);
        const promises = promiseDates(at);
        const [row] = await tx
          .insert(supportTickets)
          .values({
            number,
            category: form.category,
            lrNo: form.lr_no ?? null,
            name: form.name,
            email,
            phone,
            description: form.description,
            declaredValue: form.declared_value ?? null,
            language,
            ...promises,
            search: [number, form.name, email, phone, form.lr_no ?? ""].join(" ").toLowerCase(),
            ...sender,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        const ticket = row!;
        await linkFiles(tx, fileIds, ticket.id);
        const facts = await mailFacts(tx, ticket, siteUrl, at);
        return { id: number, ticket, facts, promises };
      },
      // Always acknowledged: the number and the promises are what the visitor keeps.
      emails: (_prepared, { ticket, facts, promises }) => [
        acknowledgementEmail(facts, promises),
        newTicketTeamEmail(inbox, siteUrl, ticket),
      ],
      message: TICKET_RECEIVED,
      failure: "support ticket not stored",
    });
  }

  /** The ticket's row by its number, or null. */
  async function byNumber(number: string): Promise<TicketRow | null> {
    const [row] = await db.select().from(supportTickets).where(eq(supportTickets.number, number));
    return row ?? null;
  }

  const lookupKey = (visitor: Visitor) => `lookup:${rateLimitKey(visitor.ip)}`;

  /**
   * The status page's lookup: the number and the e-mail address or phone
   * number given. A wrong number and a wrong second fact get the same
   * answer; 5 wrong lookups from one address in 15 minutes lock lookups from
   * it for 15 minutes. Found, it answers a fresh link token for the page
   * (the ticket keeps its newest few: issueLookupToken).
   */
  async function lookup(
    numberInput: string,
    contact: string,
    visitor: Visitor,
  ): Promise<LookupOutcome> {
    const locked = await deps.rateLimits.spent("ticketLookup", lookupKey(visitor));
    if (!locked.ok) return { status: "limited", ...locked, message: LOOKUP_LIMITED };
    const number = parseTicketNumber(numberInput);
    const ticket = number ? await byNumber(number) : null;
    const typed = contact.trim().toLowerCase();
    const digits = phoneDigits(typed);
    const matches =
      ticket !== null &&
      (typed.includes("@") ? typed === ticket.email : digits !== "" && digits === ticket.phone);
    if (!matches) {
      const verdict = await deps.rateLimits.consume("ticketLookup", lookupKey(visitor));
      if (!verdict.ok)
        return {
          status: "limited",
          retryAfterSeconds: verdict.retryAfterSeconds,
          message: LOOKUP_LIMITED,
        };
      return { status: "not-found", message: LOOKUP_NOT_FOUND };
    }
    const token = await db.transaction((tx) => issueLookupToken(tx, ticket.id, now()));
    return { status: "found", number: ticket.number, token };
  }

  /** The ticket a link's token opens (unexpired, for this number), or null. */
  async function open(numberInput: string, token: string): Promise<TicketRow | null> {
    const number = parseTicketNumber(numberInput);
    if (!number || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const [row] = await db
      .select({ ticket: supportTickets })
      .from(supportTicketTokens)
      .innerJoin(supportTickets, eq(supportTickets.id, supportTicketTokens.ticketId))
      .where(
        and(
          eq(supportTicketTokens.tokenHash, hashTicketToken(token)),
          eq(supportTickets.number, number),
          gt(supportTicketTokens.expiresAt, now()),
        ),
      );
    return row?.ticket ?? null;
  }

  /** Its status as time has moved on: a resolved ticket past its 7 days reads as closed. */
  function statusNow(ticket: TicketRow, at: Date): TicketStatus {
    const status = ticket.status as TicketStatus;
    if (status === "resolved" && ticket.resolvedAt && closesAt(ticket.resolvedAt) <= at)
      return "closed";
    return status;
  }

  /** The status page's view of a ticket opened by `open`. */
  async function view(ticket: TicketRow): Promise<TicketView> {
    const at = now();
    const [messages, files] = await Promise.all([
      db
        .select()
        .from(supportMessages)
        .where(and(eq(supportMessages.ticketId, ticket.id), eq(supportMessages.public, true)))
        .orderBy(asc(supportMessages.id)),
      db
        .select({
          id: supportAttachments.id,
          fileName: supportAttachments.fileName,
          messageId: supportAttachments.messageId,
        })
        .from(supportAttachments)
        .where(eq(supportAttachments.ticketId, ticket.id))
        .orderBy(asc(supportAttachments.createdAt)),
    ]);
    const status = statusNow(ticket, at);
    const open = ESCALATABLE.includes(status);
    const mayEscalateFrom = visitorMayEscalateFrom(ticket.createdAt);
    return {
      id: ticket.id,
      number: ticket.number,
      category: ticket.category as TicketCategory,
      lrNo: ticket.lrNo,
      description: ticket.description,
      declaredValue: ticket.declaredValue,
      language: ticket.language,
      status,
      escalatedAt: ticket.escalatedAt,
      escalatedBecause: ticket.escalatedBecause,
      raisedAt: ticket.createdAt,
      acknowledgeBy: ticket.acknowledgeBy,
      resolveBy: ticket.resolveBy,
      acknowledgedAt: ticket.acknowledgedAt,
      resolvedAt: ticket.resolvedAt,
      closedAt: status === "closed" ? (ticket.closedAt ?? closesAt(ticket.resolvedAt!)) : null,
      rating: ticket.rating,
      mayEscalateFrom,
      mayEscalate: open && !ticket.escalatedAt && at >= mayEscalateFrom,
      mayReply: status !== "closed",
      mayRate: status === "resolved" && ticket.rating === null,
      attachments: files
        .filter((f) => f.messageId === null)
        .map(({ id, fileName }) => ({ id, fileName })),
      messages: messages.map((m) => ({
        id: m.id,
        author: m.author as PublicMessage["author"],
        kind: m.kind,
        body: m.body,
        toValue: m.toValue,
        at: m.createdAt,
        attachments: files
          .filter((f) => f.messageId === m.id)
          .map(({ id, fileName }) => ({ id, fileName })),
      })),
    };
  }

  /** A file of the ticket, for its own page's download link. */
  async function attachment(ticket: TicketRow, id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [file] = await db
      .select()
      .from(supportAttachments)
      .where(and(eq(supportAttachments.id, id), eq(supportAttachments.ticketId, ticket.id)));
    return file ?? null;
  }

  /**
   * The visitor's reply, with up to 3 files. A reply within 7 days of
   * `resolved` reopens the ticket (`in_progress`); a closed ticket takes none.
   */
  async function reply(ticket: TicketRow, fields: Fields): Promise<ActOutcome> {
    const at = now();
    const status = statusNow(ticket, at);
    if (status === "closed") return { status: "refused", message: encodeMessage("ticketClosed") };
    const parsed = parseFields(TicketReplySchema, fields);
    if (!parsed.ok) return { status: "invalid", fieldErrors: parsed.fieldErrors, values: fields };
    const files = await checkAttachments(parsed.data[ATTACHMENTS_FIELD], gate).catch(
      (error: unknown) => {
        // Too busy to read the photos now: said beside the files, the reply as typed kept.
        if (error instanceof Busy) return { ok: false as const, messages: [LEAD_MESSAGES.busy] };
        throw error;
      },
    );
    if (!files.ok)
      return {
        status: "invalid",
        fieldErrors: { [ATTACHMENTS_FIELD]: files.messages },
        values: fields,
      };
    await db.transaction(async (tx) => {
      const messageId = await addMessage(tx, {
        ticketId: ticket.id,
        author: "visitor",
        kind: "reply",
        public: true,
        body: parsed.data.body,
        at,
      });
      const to = await ticketTeamAddress(tx, ticket.assigneeId, inbox);
      await enqueueEmails(tx, [visitorReplyTeamEmail(to, siteUrl, ticket, at)]);
      for (const file of files.files)
        await tx
          .insert(supportAttachments)
          .values({ ticketId: ticket.id, messageId, ...sizeOf(file), createdAt: at });
      if (status === "resolved") {
        await tx
          .update(supportTickets)
          .set({ status: "in_progress", resolvedAt: null, updatedAt: at })
          .where(eq(supportTickets.id, ticket.id));
        await addMessage(tx, {
          ticketId: ticket.id,
          author: "visitor",
          kind: "status",
          public: true,
          fromValue: "resolved",
          toValue: "in_progress",
          at,
        });
      } else {
        await tx
          .update(supportTickets)
          .set({ updatedAt: at })
          .where(eq(supportTickets.id, ticket.id));
      }
    });
    return { status: "done" };
  }

  /** The visitor escalates to the grievance officer, once 48 hours have passed. */
  async function escalate(ticket: TicketRow): Promise<ActOutcome> {
    const at = now();
    const status = statusNow(ticket, at);
    if (!ESCALATABLE.includes(status) || ticket.escalatedAt)
      return { status: "refused", message: encodeMessage("ticketNotEscalatable") };
    if (at < visitorMayEscalateFrom(ticket.createdAt))
      return { status: "refused", message: encodeMessage("ticketEscalateTooSoon") };
    await db.transaction((tx) =>
      escalateTicket(tx, ticket, "visitor", { siteUrl, inbox, now: at }),
    );
    return { status: "done" };
  }

  /** A resolved ticket rated 1 to 5 (with a comment): it closes. */
  async function rate(ticket: TicketRow, fields: Fields): Promise<ActOutcome> {
    const at = now();
    if (statusNow(ticket, at) !== "resolved" || ticket.rating !== null)
      return { status: "refused", message: encodeMessage("ticketNotRatable") };
    const parsed = parseFields(TicketRatingSchema, fields);
    if (!parsed.ok) return { status: "invalid", fieldErrors: parsed.fieldErrors, values: fields };
    const { rating, comment } = parsed.data;
    await db.transaction(async (tx) => {
      await tx
        .update(supportTickets)
        .set({
          rating,
          ratingComment: comment || null,
          status: "closed",
          closedAt: at,
          updatedAt: at,
        })
        .where(eq(supportTickets.id, ticket.id));
      await addMessage(tx, {
        ticketId: ticket.id,
        author: "visitor",
        kind: "rating",
        public: true,
        toValue: String(rating),
        at,
      });
    });
    return { status: "done" };
  }

  return { raise, lookup, open, view, attachment, reply, escalate, rate, byNumber };
}

const sizeOf = (file: CheckedAttachment) => ({
  fileName: file.fileName,
  contentType: file.contentType,
  size: file.content.byteLength,
  content: file.content,
});

export type TicketService = ReturnType<typeof createTicketService>;
