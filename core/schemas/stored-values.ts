/**
 * Values the database keeps as plain text, read back as the types the code
 * wrote them as: a lead's kind and status, a ticket's category and status,
 * a history line's author, a staff account's role. The columns are text
 * (database/schema.ts), so a row is parsed where it is read rather than
 * cast; a value no code writes fails loudly instead of travelling on.
 */
import { z } from "../zod";
import { STAFF_ROLES } from "../staff-access";
import { TICKET_CATEGORIES, TICKET_STATUSES } from "../support";
import { LEAD_KINDS, LEAD_STATUSES } from "./staff-lists";

export const StoredLeadKindSchema = z.enum(LEAD_KINDS);
export const StoredLeadStatusSchema = z.enum(LEAD_STATUSES);
export const StoredTicketCategorySchema = z.enum(TICKET_CATEGORIES);
export const StoredTicketStatusSchema = z.enum(TICKET_STATUSES);
export const StoredStaffRoleSchema = z.enum(STAFF_ROLES);
/** Who wrote a line of a ticket's history (support_messages.author). */
export const StoredMessageAuthorSchema = z.enum(["visitor", "staff", "system"]);
