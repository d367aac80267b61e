/**
 * A ticket's own status page, for the visitor who raised it: found again by
 * its number and the e-mail address or phone number given (or a link's
 * token), shown without internal notes or staff names, its files
 * downloadable (CONTRACT.md "Customer care").
 */
import { and, asc, eq, gt } from "drizzle-orm";
import {
  supportAttachments,
  supportMessages,
  supportTickets,
  supportTicketTokens,
} from "../../../database/schema";
import { encodeMessage } from "@core/messages";
import {
  StoredMessageAuthorSchema,
  StoredTicketCategorySchema,
  StoredTicketStatusSchema,
} from "@core/schemas/stored-values";
import {
  closesAt,
  ESCALATABLE,
  parseTicketNumber,
  visitorMayEscalateFrom,
  type TicketCategory,
  type TicketStatus,
} from "@core/support";
import { rateLimitKey, type Visitor } from "../../visitor";
import type { TicketContext } from "./ticket-context";
import { phoneDigits } from "./ticket-raise";
import { hashTicketToken, issueLookupToken, type TicketRow } from "./ticket-store";

/** The same words for a wrong number and a wrong second fact: neither is told apart. */
export const LOOKUP_NOT_FOUND = encodeMessage("ticketNotFound");
export const LOOKUP_LIMITED = encodeMessage("ticketLookupLimited");

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

const lookupKey = (visitor: Visitor) => `lookup:${rateLimitKey(visitor.ip)}`;

/** The ticket's row by its number, or null. */
export async function ticketByNumber(
  { db }: Pick<TicketContext, "db">,
  number: string,
): Promise<TicketRow | null> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.number, number));
  return row ?? null;
}

/**
 * The status page's lookup: the number and the e-mail address or phone
 * number given. A wrong number and a wrong second fact get the same
 * answer; 5 wrong lookups from one address in 15 minutes lock lookups from
 * it for 15 minutes. Found, it answers a fresh link token for the page
 * (the ticket keeps its newest few: issueLookupToken).
 */
export async function lookupTicket(
  context: TicketContext,
  numberInput: string,
  contact: string,
  visitor: Visitor,
): Promise<LookupOutcome> {
  const { db, rateLimits, now } = context;
  const locked = await rateLimits.spent("ticketLookup", lookupKey(visitor));
  if (!locked.ok) return { status: "limited", ...locked, message: LOOKUP_LIMITED };
  const number = parseTicketNumber(numberInput);
  const ticket = number ? await ticketByNumber(context, number) : null;
  const typed = contact.trim().toLowerCase();
  const digits = phoneDigits(typed);
  const matches =
    ticket !== null &&
    (typed.includes("@") ? typed === ticket.email : digits !== "" && digits === ticket.phone);
  if (!matches) {
    const verdict = await rateLimits.consume("ticketLookup", lookupKey(visitor));
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
export async function openTicket(
  { db, now }: TicketContext,
  numberInput: string,
  token: string,
): Promise<TicketRow | null> {
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
export function statusNow(ticket: TicketRow, at: Date): TicketStatus {
  const status = StoredTicketStatusSchema.parse(ticket.status);
  if (status === "resolved" && ticket.resolvedAt && closesAt(ticket.resolvedAt) <= at)
    return "closed";
  return status;
}

/** When a ticket that reads as closed closed: its own time, or its 7 days after `resolved`. */
function closedAtOf(ticket: TicketRow): Date | null {
  if (ticket.closedAt) return ticket.closedAt;
  return ticket.resolvedAt ? closesAt(ticket.resolvedAt) : null;
}

/** The status page's view of a ticket opened by `openTicket`. */
export async function viewTicket(
  { db, now }: TicketContext,
  ticket: TicketRow,
): Promise<TicketView> {
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
  const filesOf = (messageId: number | null) =>
    files.filter((f) => f.messageId === messageId).map(({ id, fileName }) => ({ id, fileName }));
  return {
    id: ticket.id,
    number: ticket.number,
    category: StoredTicketCategorySchema.parse(ticket.category),
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
    closedAt: status === "closed" ? closedAtOf(ticket) : null,
    rating: ticket.rating,
    mayEscalateFrom,
    mayEscalate: open && !ticket.escalatedAt && at >= mayEscalateFrom,
    mayReply: status !== "closed",
    mayRate: status === "resolved" && ticket.rating === null,
    attachments: filesOf(null),
    messages: messages.map((m) => ({
      id: m.id,
      author: StoredMessageAuthorSchema.parse(m.author),
      kind: m.kind,
      body: m.body,
      toValue: m.toValue,
      at: m.createdAt,
      attachments: filesOf(m.id),
    })),
  };
}

/** A file of the ticket, for its own page's download link. */
export async function ticketAttachment({ db }: TicketContext, ticket: TicketRow, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [file] = await db
    .select()
    .from(supportAttachments)
    .where(and(eq(supportAttachments.id, id), eq(supportAttachments.ticketId, ticket.id)));
  return file ?? null;
}
