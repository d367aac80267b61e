/**
 * "Other requests from this customer" beside a lead: every
 * other lead of any kind and every customer-care ticket with the same e-mail
 * address or the same phone number (its ten digits, however it was typed),
 * newest first. A ticket links to its page only for a role that may open
 * tickets (core/staff-access.ts); the others see that it exists.
 */
import { and, desc, eq, like, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { leads, supportTickets } from "../../../database/schema";
import { leadKindLabels, leadStatusLabels } from "@core/content/staff-work";
import { categoryLabel, ticketStatusLabel } from "@core/content/staff-tickets";
import { nationalDigits } from "@core/phone";
import { mayOpen, staffPages, type StaffRole } from "@core/staff-access";
import { labelOf, StoredLeadKindSchema, StoredLeadStatusSchema } from "@core/schemas/stored-values";

/** The most shown; a customer with more is told there are more. */
export const OTHER_REQUESTS_SHOWN = 20;

export type OtherRequest = {
  type: "lead" | "ticket";
  /** The lead's id or the ticket's number. */
  ref: string;
  /** Its page, or null when the viewer's role may not open it. */
  href: string | null;
  /** "Quote", "Ticket SIL-2026-000042: Damaged or short". */
  title: string;
  name: string;
  status: string;
  createdAt: Date;
  /** What it shares with the lead. */
  sameEmail: boolean;
  samePhone: boolean;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const digitsOf = (column: typeof leads.phone) =>
  sql<string>`right(regexp_replace(${column}, '\\D', '', 'g'), 10)`;

export async function findOtherRequests(
  db: Database,
  lead: { id: string; email: string; phone: string },
  viewer: { role: StaffRole },
): Promise<{ items: OtherRequest[]; more: boolean }> {
  const email = lead.email.trim().toLowerCase();
  const national = nationalDigits(lead.phone);
  const phone = national.length === 10 ? national : null;
  const limit = OTHER_REQUESTS_SHOWN + 1;

  // The search text holds the lower-cased e-mail and the phone's digits, so its trigram
  // index narrows the rows before the exact comparison.
  const leadByEmail = and(
    like(leads.search, `%${escapeLike(email)}%`),
    eq(sql`lower(${leads.email})`, email),
  );
  const leadByPhone = phone
    ? and(like(leads.search, `%${phone}%`), eq(digitsOf(leads.phone), phone))
    : undefined;
  const ticketMatch = phone
    ? or(eq(supportTickets.email, email), eq(supportTickets.phone, phone))
    : eq(supportTickets.email, email);

  const [otherLeads, tickets] = await Promise.all([
    db
      .select({
        id: leads.id,
        kind: leads.kind,
        name: leads.name,
        email: leads.email,
        phone: leads.phone,
        status: leads.status,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(and(ne(leads.id, lead.id), or(leadByEmail, leadByPhone)))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit),
    db
      .select({
        number: supportTickets.number,
        category: supportTickets.category,
        name: supportTickets.name,
        email: supportTickets.email,
        phone: supportTickets.phone,
        status: supportTickets.status,
        createdAt: supportTickets.createdAt,
      })
      .from(supportTickets)
      .where(ticketMatch)
      .orderBy(desc(supportTickets.createdAt))
      .limit(limit),
  ]);

  const mayOpenTickets = mayOpen(viewer.role, staffPages.ticket);
  const items: OtherRequest[] = [
    ...otherLeads.map((row) => ({
      type: "lead" as const,
      ref: row.id,
      href: `/staff/leads/${row.id}`,
      title: labelOf(StoredLeadKindSchema, leadKindLabels, row.kind),
      name: row.name,
      status: labelOf(StoredLeadStatusSchema, leadStatusLabels, row.status),
      createdAt: row.createdAt,
      sameEmail: row.email.trim().toLowerCase() === email,
      samePhone: phone !== null && nationalDigits(row.phone) === phone,
    })),
    ...tickets.map((row) => ({
      type: "ticket" as const,
      ref: row.number,
      href: mayOpenTickets ? `/staff/tickets/${row.number}` : null,
      title: `Ticket ${row.number}: ${categoryLabel(row.category)}`,
      name: row.name,
      status: ticketStatusLabel(row.status),
      createdAt: row.createdAt,
      sameEmail: row.email === email,
      samePhone: phone !== null && row.phone === phone,
    })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return {
    items: items.slice(0, OTHER_REQUESTS_SHOWN),
    more: items.length > OTHER_REQUESTS_SHOWN,
  };
}
