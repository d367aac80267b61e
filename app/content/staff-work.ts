/**
 * Names the staff console shows for kinds of lead and for statuses
 * (CONTRACT.md "Staff console"). English only, like the console.
 */
import type { ApplicationStatus, LeadKind, LeadStatus } from "~/schemas/staff-lists";

export const leadKindLabels: Record<LeadKind, string> = {
  quote: "Quote",
  customQuote: "Custom quote",
  pickup: "Pickup",
  contact: "Contact",
  client: "Client",
  franchise: "Franchise",
};

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  new: "New",
  shortlisted: "Shortlisted",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

/** India time, as every staff page shows it. */
export function staffTime(iso: string | Date): string {
  return new Date(iso).toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
    timeStyle: "short",
  });
}
