/**
 * What the visitor's side and the staff's side of customer care share:
 * ticket numbers, the links' tokens, the history's rows, and
 * escalation with its e-mails. Each takes the caller's transaction, so a
 * change, its history and its e-mails commit together or not at all.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, lte, ne, notInArray, or, sql } from "drizzle-orm";
import type { Transaction } from "../../../database/client";
import {
  staffUsers,
  supportMessages,
  supportTicketCounters,
  supportTickets,
  supportTicketTokens,
} from "../../../database/schema";
import { formatTicketNumber, PROMISES } from "@core/support";
import { enqueueEmails, type OutgoingEmail } from "../outbox";
import { escalationTeamEmail, ticketTeamAddress } from "../team-emails";
import {
  escalatedEmail,
  escalationBecause,
  officerEmail,
  ticketLanguage,
  ticketUrl,
  type EscalationReason,
  type TicketMailFacts,
} from "./ticket-emails";

export type TicketRow = typeof supportTickets.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

export const hashTicketToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The next number of the year, counted in the database: two requests at
 * once get two numbers. Called with the database, not a request's
 * transaction: the statement commits at once, so the year's row is locked
 * for that statement alone and raises never queue behind one another's
 * transactions. A raise that fails afterwards leaves a gap, never a twin.
 */
export async function nextTicketNumber(
  db: Pick<Transaction, "insert">,
  year: number,
): Promise<string> {
  const [row] = await db
    .insert(supportTicketCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: supportTicketCounters.year,
      set: { last: sql`${supportTicketCounters.last} + 1` },
    })
    .returning({ last: supportTicketCounters.last });
  return formatTicketNumber(year, row!.last);
}

/** A new link token for the ticket, valid 90 days; the database keeps only its hash. */
export async function issueTicketToken(
  tx: Transaction,
  ticketId: string,
  now: Date,
  kind: "email" | "lookup" = "email",
) {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashTicketToken(token);
  await tx.insert(supportTicketTokens).values({
    tokenHash,
    ticketId,
    kind,
    expiresAt: new Date(now.getTime() + PROMISES.tokenDays * DAY_MS),
    createdAt: now,
  });
  return { token, tokenHash };
}

/** Lookup tokens a ticket keeps: a visitor's last few pages (another device, another tab) stay open. */
export const LOOKUP_TOKENS_KEPT = 3;

/**
 * The status page's token after a lookup. Only hashes are stored, so a live
 * token cannot be handed out again: a new one is made and the ticket's
 * older lookup tokens past the newest few are dropped, with its expired ones.
 */
export async function issueLookupToken(tx: Transaction, ticketId: string, now: Date) {
  const { token, tokenHash } = await issueTicketToken(tx, ticketId, now, "lookup");
  const kept = tx
    .select({ tokenHash: supportTicketTokens.tokenHash })
    .from(supportTicketTokens)
    .where(
      and(
        eq(supportTicketTokens.ticketId, ticketId),
        eq(supportTicketTokens.kind, "lookup"),
        ne(supportTicketTokens.tokenHash, tokenHash),
      ),
    )
    .orderBy(desc(supportTicketTokens.createdAt))
    .limit(LOOKUP_TOKENS_KEPT - 1);
  await tx
    .delete(supportTicketTokens)
    .where(
      and(
        eq(supportTicketTokens.ticketId, ticketId),
        ne(supportTicketTokens.tokenHash, tokenHash),
        or(
          lte(supportTicketTokens.expiresAt, now),
          and(
            eq(supportTicketTokens.kind, "lookup"),
            notInArray(supportTicketTokens.tokenHash, kept),
          ),
        ),
      ),
    );
  return token;
}

/** What an e-mail to the visitor needs, with a fresh link. */
export async function mailFacts(
  tx: Transaction,
  ticket: Pick<TicketRow, "id" | "number" | "email" | "language">,
  siteUrl: string,
  now: Date,
): Promise<TicketMailFacts> {
  const { token } = await issueTicketToken(tx, ticket.id, now);
  return {
    ticketId: ticket.id,
    number: ticket.number,
    email: ticket.email,
    language: ticket.language,
    url: ticketUrl(siteUrl, ticketLanguage(ticket.language), ticket.number, token),
  };
}

/**
 * The visitor's e-mail made from fresh facts, when the ticket has an
 * address; none for a ticket raised with SMS updates instead of one.
 */
export async function visitorEmail(
  tx: Transaction,
  ticket: Pick<TicketRow, "id" | "number" | "email" | "language">,
  siteUrl: string,
  now: Date,
  write: (facts: TicketMailFacts) => OutgoingEmail,
): Promise<OutgoingEmail[]> {
  if (!ticket.email) return [];
  return [write(await mailFacts(tx, ticket, siteUrl, now))];
}

export type NewMessage = {
  ticketId: string;
  author: "visitor" | "staff" | "system";
  staffId?: string | null;
  kind: "reply" | "note" | "status" | "assign" | "escalation" | "rating";
  public: boolean;
  body?: string | null;
  fromValue?: string | null;
  toValue?: string | null;
  at: Date;
};

export async function addMessage(tx: Transaction, m: NewMessage): Promise<number> {
  const [row] = await tx
    .insert(supportMessages)
    .values({
      ticketId: m.ticketId,
      author: m.author,
      staffId: m.staffId ?? null,
      kind: m.kind,
      public: m.public,
      body: m.body ?? null,
      fromValue: m.fromValue ?? null,
      toValue: m.toValue ?? null,
      createdAt: m.at,
    })
    .returning({ id: supportMessages.id });
  return row!.id;
}

/** The active staff account marked as grievance officer, if any. */
export async function grievanceOfficerAccount(tx: Pick<Transaction, "select">) {
  const [officer] = await tx
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.grievanceOfficer, true), eq(staffUsers.active, true)));
  return officer ?? null;
}

/**
 * Escalates a ticket to the grievance officer: the flag and its reason, a
 * line in the history, an e-mail to the officer's account (when one is
 * marked), one to the visitor and one to its assignee (the support inbox
 * while none; not twice to an officer who has it). False when it was already escalated or is
 * no longer open to escalation (another process got there first).
 */
export async function escalateTicket(
  tx: Transaction,
  ticket: TicketRow,
  because: EscalationReason,
  { siteUrl, inbox, now }: { siteUrl: string; inbox: string; now: Date },
): Promise<boolean> {
  const updated = await tx
    .update(supportTickets)
    .set({ escalatedAt: now, escalatedBecause: because, updatedAt: now })
    .where(
      and(
        eq(supportTickets.id, ticket.id),
        sql`${supportTickets.escalatedAt} is null`,
        sql`${supportTickets.status} in ('open', 'acknowledged', 'in_progress')`,
      ),
    )
    .returning({ id: supportTickets.id });
  if (updated.length === 0) return false;
  await addMessage(tx, {
    ticketId: ticket.id,
    author: because === "visitor" ? "visitor" : "system",
    kind: "escalation",
    public: true,
    toValue: because,
    at: now,
  });
  const officer = await grievanceOfficerAccount(tx);
  const team = await ticketTeamAddress(tx, ticket.assigneeId, inbox);
  await enqueueEmails(tx, [
    ...(await visitorEmail(tx, ticket, siteUrl, now, escalatedEmail)),
    ...(officer ? [officerEmail(officer.email, siteUrl, ticket, because)] : []),
    ...(team !== officer?.email
      ? [escalationTeamEmail(team, siteUrl, ticket, escalationBecause(because))]
      : []),
  ]);
  return true;
}
