/**
 * Where each kind of lead keeps what the visitor sent: its table, and the
 * labels a lead's page shows its fields under. The inbox (lead-inbox.ts) and
 * erasure (erasure.ts) reach a lead's own row through this map.
 */
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../../database/client";
import {
  clientRegistrations,
  contactMessages,
  franchiseEnquiries,
  pickupRequests,
  quoteRequests,
} from "../../../database/schema";
import type { LeadKind } from "@core/schemas/staff-lists";

type Labels = [label: string, column: string][];

type LeadSource = {
  table: PgTable & { id: PgColumn };
  labels: Labels;
};

const quoteLabels: Labels = [
  ["Name", "name"],
  ["Email", "email"],
  ["Phone", "phone"],
  ["Service", "service"],
  ["Origin", "origin"],
  ["Destination", "destination"],
  ["Notes", "notes"],
];
const quote = { table: quoteRequests, labels: quoteLabels };

export const LEAD_SOURCES: Record<LeadKind, LeadSource> = {
  quote,
  customQuote: quote,
  pickup: {
    table: pickupRequests,
    labels: [
      ["Name", "name"],
      ["Phone", "phoneNumber"],
      ["Email", "email"],
      ["Address", "address"],
      ["City", "city"],
      ["State", "state"],
      ["Pincode", "pincode"],
      ["Pickup date", "pickupDate"],
      ["Pickup time from", "pickupTimeFrom"],
      ["Boxes", "expectedPackages"],
      ["Load type", "loadType"],
    ],
  },
  contact: {
    table: contactMessages,
    labels: [
      ["Name", "name"],
      ["Email", "email"],
      ["Subject", "subject"],
      ["Message", "message"],
    ],
  },
  client: {
    table: clientRegistrations,
    labels: [
      ["Name", "name"],
      ["Company", "companyName"],
      ["Address", "address"],
      ["City", "city"],
      ["State", "state"],
      ["Pincode", "pincode"],
      ["Contact", "contact"],
      ["Email", "email"],
    ],
  },
  franchise: {
    table: franchiseEnquiries,
    labels: [
      ["Name", "name"],
      ["Company", "company"],
      ["Business type", "businessType"],
      ["Experience", "experience"],
      ["Investment", "investment"],
      ["Preferred city", "preferredCity"],
      ["Address", "address"],
      ["City", "city"],
      ["State", "state"],
      ["Pincode", "pincode"],
      ["Contact", "contact"],
      ["Email", "email"],
      ["Message", "message"],
    ],
  },
};

/** The lead's fields as sent, labelled, in form order; empty when its row is gone. */
export async function leadFields(
  db: Database,
  kind: LeadKind,
  id: string,
): Promise<{ label: string; value: string }[]> {
  const source = LEAD_SOURCES[kind];
  const [row] = (await db.select().from(source.table).where(eq(source.table.id, id))) as Record<
    string,
    unknown
  >[];
  if (!row) return [];
  return source.labels.map(([label, column]) => ({ label, value: String(row[column] ?? "") }));
}
