/**
 * What a visitor does on a ticket's status page: reply (with files; a reply
 * within 7 days of `resolved` reopens it), escalate to the grievance officer
 * after 48 hours, and rate it once resolved (CONTRACT.md "Customer care").
 */
import { eq } from "drizzle-orm";
import type { Transaction } from "../../../database/client";
import { supportAttachments, supportTickets } from "../../../database/schema";
import { encodeMessage } from "@core/messages";
import {
  ATTACHMENTS_FIELD,
  TicketRatingSchema,
  TicketReplySchema,
} from "@core/schemas/support-ticket";
import { ESCALATABLE, visitorMayEscalateFrom, type TicketStatus } from "@core/support";
import { parseFields, type FieldErrors, type Fields } from "../intake/fields";
import { LEAD_MESSAGES } from "../intake/pipeline";
import { enqueueEmails } from "../outbox";
import { ticketTeamAddress, visitorReplyTeamEmail } from "../team-emails";
import { Busy } from "../work-gate";
import { checkAttachments, type CheckedAttachment } from "./attachments";
import type { TicketContext } from "./ticket-context";
import { statusNow } from "./ticket-page";
import { addMessage, escalateTicket, type TicketRow } from "./ticket-store";

export type ActOutcome =
  | { status: "done" }
  | { status: "invalid"; fieldErrors: FieldErrors; values: Fields }
  | { status: "refused"; message: string };

const sizeOf = (file: CheckedAttachment) => ({
  fileName: file.fileName,
  contentType: file.contentType,
  size: file.content.byteLength,
  content: file.content,
});

/**
 * The visitor's reply, with up to 3 files. A reply within 7 days of
 * `resolved` reopens the ticket (`in_progress`); a closed ticket takes none.
 */
export async function replyToTicket(
  context: TicketContext,
  ticket: TicketRow,
  fields: Fields,
): Promise<ActOutcome> {
  const at = context.now();
  const status = statusNow(ticket, at);
  if (status === "closed") return { status: "refused", message: encodeMessage("ticketClosed") };
  const parsed = parseFields(TicketReplySchema, fields);
  if (!parsed.ok) return { status: "invalid", fieldErrors: parsed.fieldErrors, values: fields };
  const files = await checkAttachments(parsed.data[ATTACHMENTS_FIELD], context.gate).catch(
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
  await context.db.transaction((tx) =>
    storeReply(context, tx, { ticket, status, body: parsed.data.body, files: files.files, at }),
  );
  return { status: "done" };
}

/** The reply, its files and the team's e-mail in one transaction; a resolved ticket reopens. */
async function storeReply(
  { siteUrl, inbox }: TicketContext,
  tx: Transaction,
  reply: {
    ticket: TicketRow;
    status: TicketStatus;
    body: string;
    files: CheckedAttachment[];
    at: Date;
  },
) {
  const { ticket, status, at } = reply;
  const messageId = await addMessage(tx, {
    ticketId: ticket.id,
    author: "visitor",
    kind: "reply",
    public: true,
    body: reply.body,
    at,
  });
  const to = await ticketTeamAddress(tx, ticket.assigneeId, inbox);
  await enqueueEmails(tx, [visitorReplyTeamEmail(to, siteUrl, ticket, at)]);
  for (const file of reply.files)
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
    await tx.update(supportTickets).set({ updatedAt: at }).where(eq(supportTickets.id, ticket.id));
  }
}

/** The visitor escalates to the grievance officer, once 48 hours have passed. */
export async function escalateByVisitor(
  { db, now, siteUrl, inbox }: TicketContext,
  ticket: TicketRow,
): Promise<ActOutcome> {
  const at = now();
  const status = statusNow(ticket, at);
  if (!ESCALATABLE.includes(status) || ticket.escalatedAt)
    return { status: "refused", message: encodeMessage("ticketNotEscalatable") };
  if (at < visitorMayEscalateFrom(ticket.createdAt))
    return { status: "refused", message: encodeMessage("ticketEscalateTooSoon") };
  await db.transaction((tx) => escalateTicket(tx, ticket, "visitor", { siteUrl, inbox, now: at }));
  return { status: "done" };
}

/** A resolved ticket rated 1 to 5 (with a comment): it closes. */
export async function rateTicket(
  { db, now }: TicketContext,
  ticket: TicketRow,
  fields: Fields,
): Promise<ActOutcome> {
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
