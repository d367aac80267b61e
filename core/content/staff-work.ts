/**
 * Names the staff console shows for kinds of lead and for statuses
 * (CONTRACT.md "Staff console"). English only, like the console.
 */
import { isLang, type Lang } from "../i18n";
import type { ApplicationStatus, LeadKind, LeadStatus } from "../schemas/staff-lists";

const languageNames: Record<Lang, string> = { en: "English", hi: "Hindi", mr: "Marathi" };

/** The language of the page a lead or application came from: the one to answer in. */
export function writtenIn(language: string): string {
  return `Wrote in ${isLang(language) ? languageNames[language] : language}`;
}

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

/** A colleague as the console names them: their name, or their e-mail until they have one. */
export function staffName(person: { name?: string | null; email: string }): string {
  return person.name?.trim() || person.email;
}

/** A calendar day (YYYY-MM-DD) as every staff page writes it: "29 Nov 2026". */
export function staffDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
    timeZone: "UTC",
    dateStyle: "medium",
  });
}
