/**
 * The staff console's customer-care forms and list filter (CONTRACT.md
 * "Customer care", staff console): the lead list's URL parameters with
 * `category` in place of `type`, `escalated=1` and `open=1`; a ticket's
 * status, assignee, public reply and internal note; the grievance officer's
 * mark.
 */
import { z } from "../zod";
import { TICKET_CATEGORIES, TICKET_STATUSES } from "../support";
import { choiceParam, flagParam, isUuid, LeadFilterSchema } from "./staff-lists";

/**
 * `/staff/tickets`: a value that does not parse is dropped, as on the lead
 * list. Built from the lead list's parameters, so its links name them in the
 * same order (status first; category, escalated and open after the page).
 */
export const TicketFilterSchema = LeadFilterSchema.omit({ type: true }).extend({
  category: choiceParam(TICKET_CATEGORIES),
  status: choiceParam(TICKET_STATUSES),
  escalated: flagParam(),
  /** Neither resolved nor closed: the overview's "open" counts link here. */
  open: flagParam(),
});
export type TicketFilter = z.infer<typeof TicketFilterSchema>;

/** Who wrote a ticket's message, as its text column holds it. */
export const TicketAuthorSchema = z.enum(["visitor", "staff", "system"]);

export const TicketStatusChangeSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: "Choose a status." }),
});

/** `me`, `none`, or a staff account's id. */
export const TicketAssignSchema = z.object({
  assignee: z.union([z.enum(["me", "none"]), z.string().refine(isUuid)], {
    error: "Choose who takes the ticket.",
  }),
});

export const REPLY_MAX = 5000;
const NOTE_MAX = 2000;

/** Words that go to the customer: the status page shows them, an e-mail links to them. */
export const TicketReplySchema = z.object({
  body: z
    .string({ error: "Write the reply first." })
    .trim()
    .min(1, "Write the reply first.")
    .max(REPLY_MAX, `Use at most ${REPLY_MAX} characters.`),
});

/** Words for colleagues only: never sent, never shown to the customer. */
export const TicketNoteSchema = z.object({
  body: z
    .string({ error: "Write the note first." })
    .trim()
    .min(1, "Write the note first.")
    .max(NOTE_MAX, `Use at most ${NOTE_MAX} characters.`),
});

/** /staff/accounts: the account that receives escalations, or `none`. */
export const GrievanceOfficerSchema = z.object({
  officer: z.union([z.literal("none"), z.string().refine(isUuid)], {
    error: "Choose an account, or nobody.",
  }),
});
