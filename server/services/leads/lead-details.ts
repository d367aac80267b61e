/**
 * Every field a lead's form stored, in words: service
 * names from content instead of `ptl`, days and times in India's time as the
 * console writes them, the quote's PIN codes, weight and the estimate the
 * visitor was shown with its rate card. One description serves the lead's
 * page (grouped) and the CSV export (one column per detail), so they agree.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "../../../database/client";
import {
  clientRegistrations,
  contactMessages,
  franchiseEnquiries,
  pickupRequests,
  quoteRequests,
  type StoredEstimate,
} from "../../../database/schema";
import { texts as formTexts } from "@core/content/forms";
import { staffDate } from "@core/content/staff-work";
import { formatRupees } from "@core/estimate";
import type { LeadKind } from "@core/schemas/staff-lists";
import { StoredLeadKindSchema } from "@core/schemas/stored-values";
import type { StaffRole } from "@core/staff-access";
import { findOtherRequests } from "./customer-requests";

/** Every detail a lead may hold, in the order the CSV's columns take, with the column's name. */
export const LEAD_DETAIL_COLUMNS = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  service: "Service",
  origin: "Origin",
  originPincode: "Origin PIN code",
  destination: "Destination",
  destinationPincode: "Destination PIN code",
  weight: "Weight",
  estimate: "Estimate shown",
  transit: "Transit days shown",
  distance: "Road distance",
  rateCard: "Rate card",
  pickupDate: "Pickup date",
  pickupTime: "Pickup from",
  packages: "Packages",
  loadType: "Load type",
  address: "Address",
  city: "City",
  state: "State",
  pincode: "PIN code",
  businessType: "Business type",
  experience: "Experience",
  investment: "Investment",
  preferredCity: "Preferred city",
  subject: "Subject",
  message: "Message or notes",
  userAgent: "Browser",
} as const;
export type LeadDetailKey = keyof typeof LEAD_DETAIL_COLUMNS;

export type LeadDetail = { key: LeadDetailKey; label: string; value: string };
export type LeadDetailGroup = { title: string; details: LeadDetail[] };

type Quote = typeof quoteRequests.$inferSelect;
type Pickup = typeof pickupRequests.$inferSelect;
type Contact = typeof contactMessages.$inferSelect;
type Client = typeof clientRegistrations.$inferSelect;
type Franchise = typeof franchiseEnquiries.$inferSelect;

/** A lead's own row, typed by its kind (LEAD_SOURCES names the same tables). */
export type LeadRow =
  | { kind: "quote" | "customQuote"; row: Quote }
  | { kind: "pickup"; row: Pickup }
  | { kind: "contact"; row: Contact }
  | { kind: "client"; row: Client }
  | { kind: "franchise"; row: Franchise };

const words = formTexts.en;

/** "Part Truck Load (PTL)"; a value content does not know stays as it was stored. */
const serviceNames = new Map<string, string>(Object.entries(words.services));
export const serviceName = (value: string) => serviceNames.get(value) ?? value;

const loadTypeNames = new Map<string, string>(Object.entries(words.loadTypes));
const loadTypeName = (value: string) => loadTypeNames.get(value) ?? value;

/** "Sun, 29 Nov 2026": a pickup's day, with its weekday, as the console writes days. */
export function dayInWords(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
    timeZone: "UTC",
    weekday: "short",
  });
  return `${weekday}, ${staffDate(day)}`;
}

/** "10:30 AM" from the form's 24-hour "10:30". */
export function clockInWords(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const period = hours < 12 ? "AM" : "PM";
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, "0")} ${period}`;
}

const kg = (weight: number) => `${weight.toLocaleString("en-IN")} kg`;

/** The estimate the visitor was shown, as its page said it (price before GST, then GST). */
export function estimateInWords(e: StoredEstimate) {
  return {
    estimate: `${formatRupees(e.low)} to ${formatRupees(e.high)} plus ${e.gstRatePercent}% GST`,
    transit:
      e.transitDays.min === e.transitDays.max
        ? `${e.transitDays.min} days`
        : `${e.transitDays.min} to ${e.transitDays.max} days`,
    distance: `${e.distanceKm.toLocaleString("en-IN")} km`,
    rateCard: e.rateCard,
  };
}

type Entry = [key: LeadDetailKey, value: string | number | null | undefined, label?: string];

const group = (title: string, entries: Entry[]): LeadDetailGroup => ({
  title,
  details: entries
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([key, value, label]) => ({
      key,
      label: label ?? LEAD_DETAIL_COLUMNS[key],
      value: String(value),
    })),
});

const addressOf = (row: { address: string; city: string; state: string; pincode: string }) =>
  group("Address", [
    ["address", row.address],
    ["city", row.city],
    ["state", row.state],
    ["pincode", row.pincode],
  ]);

/** The customer's phone number, under whichever name its form gave it. */
function phoneOf(lead: LeadRow): string | undefined {
  switch (lead.kind) {
    case "quote":
    case "customQuote":
      return lead.row.phone;
    case "pickup":
      return lead.row.phoneNumber;
    case "client":
    case "franchise":
      return lead.row.contact;
    case "contact":
      return undefined;
  }
}

/** A lead's own row, in words, grouped as its page shows it (empty groups left out). */
export function describeLead(lead: LeadRow): LeadDetailGroup[] {
  const sent = (r: { userAgent: string }) =>
    group("How it came", [["userAgent", r.userAgent, "Browser (for spam review)"]]);
  const customer = group("Customer", [
    ["name", lead.row.name],
    ["email", lead.row.email, "E-mail"],
    ["phone", phoneOf(lead)],
  ]);
  return [customer, ...kindGroups(lead, sent)].filter((g) => g.details.length > 0);
}

/** The groups of a lead's own kind, after the customer's. */
function kindGroups(
  lead: LeadRow,
  sent: (r: { userAgent: string }) => LeadDetailGroup,
): LeadDetailGroup[] {
  switch (lead.kind) {
    case "quote":
    case "customQuote": {
      const r = lead.row;
      const estimate = r.estimate ? estimateInWords(r.estimate) : null;
      return [
        group("Shipment", [
          ["service", serviceName(r.service)],
          ["origin", r.origin, "From"],
          ["originPincode", r.originPincode],
          ["destination", r.destination, "To"],
          ["destinationPincode", r.destinationPincode],
          ["weight", r.weightKg === null ? null : kg(r.weightKg)],
        ]),
        group("Estimate the customer was shown (indicative)", [
          ["estimate", estimate?.estimate, "Price"],
          ["transit", estimate?.transit, "Transit"],
          ["distance", estimate?.distance],
          ["rateCard", estimate?.rateCard],
        ]),
        group("Their words", [["message", r.notes, "Notes"]]),
        sent(r),
      ];
    }
    case "pickup": {
      const r = lead.row;
      return [
        group("Pickup", [
          ["pickupDate", dayInWords(r.pickupDate)],
          ["pickupTime", r.pickupTimeFrom ? clockInWords(r.pickupTimeFrom) : "Any time"],
          [
            "packages",
            `${r.expectedPackages.toLocaleString("en-IN")} ${r.expectedPackages === 1 ? "box" : "boxes"}`,
          ],
          ["loadType", loadTypeName(r.loadType)],
        ]),
        addressOf(r),
        sent(r),
      ];
    }
    case "contact": {
      const r = lead.row;
      return [
        group("Their words", [
          ["subject", r.subject],
          ["message", r.message, "Message"],
        ]),
        sent(r),
      ];
    }
    case "client": {
      const r = lead.row;
      return [group("Business", [["company", r.companyName]]), addressOf(r), sent(r)];
    }
    case "franchise": {
      const r = lead.row;
      return [
        group("Business", [
          ["company", r.company],
          ["businessType", r.businessType],
          ["experience", r.experience],
          ["investment", r.investment],
          ["preferredCity", r.preferredCity],
        ]),
        addressOf(r),
        group("Their words", [["message", r.message, "Message"]]),
        sent(r),
      ];
    }
  }
}

/** The details of one description by key, for a CSV row. */
export function detailsByKey(groups: LeadDetailGroup[]): Partial<Record<LeadDetailKey, string>> {
  return Object.fromEntries(groups.flatMap((g) => g.details.map((d) => [d.key, d.value])));
}

/** The rows of one kind of lead by their ids, each with its kind. */
async function rowsOfKind(db: Database, kind: LeadKind, ids: string[]): Promise<LeadRow[]> {
  switch (kind) {
    case "quote":
    case "customQuote":
      return (await db.select().from(quoteRequests).where(inArray(quoteRequests.id, ids))).map(
        (row) => ({ kind, row }),
      );
    case "pickup":
      return (await db.select().from(pickupRequests).where(inArray(pickupRequests.id, ids))).map(
        (row) => ({ kind, row }),
      );
    case "contact":
      return (await db.select().from(contactMessages).where(inArray(contactMessages.id, ids))).map(
        (row) => ({ kind, row }),
      );
    case "client":
      return (
        await db.select().from(clientRegistrations).where(inArray(clientRegistrations.id, ids))
      ).map((row) => ({ kind, row }));
    case "franchise":
      return (
        await db.select().from(franchiseEnquiries).where(inArray(franchiseEnquiries.id, ids))
      ).map((row) => ({ kind, row }));
  }
}

/** Reads leads' own rows, by kind, in slices the database takes as one list of ids. */
export async function readLeadRows(
  db: Database,
  leads: { id: string; kind: string }[],
): Promise<Map<string, LeadRow>> {
  const found = new Map<string, LeadRow>();
  const byKind = new Map<LeadKind, string[]>();
  for (const lead of leads) {
    const kind = StoredLeadKindSchema.safeParse(lead.kind);
    if (!kind.success) continue;
    byKind.set(kind.data, [...(byKind.get(kind.data) ?? []), lead.id]);
  }
  for (const [kind, ids] of byKind) {
    for (let at = 0; at < ids.length; at += 1_000)
      for (const lead of await rowsOfKind(db, kind, ids.slice(at, at + 1_000)))
        found.set(lead.row.id, lead);
  }
  return found;
}

/** One lead's details in words, grouped for its page; empty when its row is gone. */
export async function readLeadDetails(
  db: Database,
  lead: { id: string; kind: string },
): Promise<LeadDetailGroup[]> {
  const found = (await readLeadRows(db, [lead])).get(lead.id);
  return found ? describeLead(found) : [];
}

/** The lead page's reads beside the work on it: its fields in words, the customer's other requests. */
export function createLeadDetails(db: Database) {
  return {
    read: (lead: { id: string; kind: string }) => readLeadDetails(db, lead),
    otherRequests: (
      lead: { id: string; email: string; phone: string },
      viewer: { role: StaffRole },
    ) => findOtherRequests(db, lead, viewer),
  };
}
