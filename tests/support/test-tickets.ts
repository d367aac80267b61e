/**
 * Customer-care tickets written straight into the tables, for tests of the
 * staff's side and of erasure (and the e2e server's seed): every NOT NULL
 * column filled as the visitor's side fills it, the number taken from the
 * year's counter so a ticket raised later through the form gets the next one.
 */
import type { Database } from "../../database/client";
import { supportAttachments, supportTickets } from "../../database/schema";
import { indiaYear } from "@core/india-time";
import { promiseDates, type TicketCategory, type TicketStatus } from "@core/support";
import { nextTicketNumber } from "../../server/services/support/ticket-store";

export type TestTicket = {
  category?: TicketCategory;
  lrNo?: string | null;
  name?: string;
  email?: string;
  phone?: string;
  description?: string;
  declaredValue?: number | null;
  language?: "en" | "hi" | "mr";
  status?: TicketStatus;
  createdAt?: Date;
  acknowledgedAt?: Date | null;
  resolvedAt?: Date | null;
  closedAt?: Date | null;
  escalatedAt?: Date | null;
  escalatedBecause?: string | null;
  assigneeId?: string | null;
  attachments?: { fileName: string; contentType: string; content: Uint8Array }[];
};

let made = 0;

export async function insertTicket(db: Database, t: TestTicket = {}) {
  made += 1;
  const createdAt = t.createdAt ?? new Date();
  return db.transaction(async (tx) => {
    const number = await nextTicketNumber(tx, indiaYear(createdAt));
    const email = (t.email ?? `ticket-${made}-${Date.now()}@example.org`).toLowerCase();
    const phone = t.phone ?? `98${String(made).padStart(8, "0")}`;
    const name = t.name ?? "Asha Patil";
    const lrNo = t.lrNo === undefined ? "LR123456789" : t.lrNo;
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        number,
        category: t.category ?? "delay",
        lrNo,
        name,
        email,
        phone,
        description: t.description ?? "My parcel has not moved for five days. Please help.",
        declaredValue: t.declaredValue ?? null,
        language: t.language ?? "en",
        status: t.status ?? "open",
        ...promiseDates(createdAt),
        acknowledgedAt: t.acknowledgedAt ?? null,
        resolvedAt: t.resolvedAt ?? null,
        closedAt: t.closedAt ?? null,
        escalatedAt: t.escalatedAt ?? null,
        escalatedBecause: t.escalatedBecause ?? null,
        assigneeId: t.assigneeId ?? null,
        search: [number, name, email, phone, lrNo ?? ""].join(" ").toLowerCase(),
        ipHash: "test-address",
        userAgent: "tests",
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    for (const file of t.attachments ?? [])
      await tx.insert(supportAttachments).values({
        ticketId: ticket!.id,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.content.byteLength,
        content: file.content,
        createdAt,
      });
    return ticket!;
  });
}
