/**
 * Names the staff console shows for customer-care tickets (CONTRACT.md
 * "Customer care"). English only, like the console.
 */
import type { TicketCategory, TicketStatus } from "../support";
import { valueAt } from "../records";

export const ticketCategoryLabels: Record<TicketCategory, string> = {
  delay: "Delay",
  attempt: "Delivery attempt",
  damage: "Damage or short",
  lost: "Lost",
  pod: "Wrong proof of delivery",
  pickup: "Pickup missed",
  billing: "Billing",
  other: "Other",
};

export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: "Open",
  acknowledged: "Acknowledged",
  in_progress: "In progress",
  resolved: "Resolved",
  closed: "Closed",
};

/** Why a ticket went to the grievance officer (`escalatedBecause`). */
export const escalationReasonLabels: Record<string, string> = {
  visitor: "the customer escalated it",
  acknowledgement: "it was not acknowledged within 48 hours",
  resolution: "it was not resolved within 7 days",
};

export const categoryLabel = (category: string) =>
  valueAt(ticketCategoryLabels, category) ?? category;
export const ticketStatusLabel = (status: string) => valueAt(ticketStatusLabels, status) ?? status;

const languageNames: Record<string, string> = { en: "English", hi: "Hindi", mr: "Marathi" };
/** The language a ticket was raised in, by its English name. */
export const languageName = (language: string) => languageNames[language] ?? language;

/** A ticket raised with SMS updates in place of an e-mail address. */
export const NO_EMAIL = "No e-mail: updates by SMS";
