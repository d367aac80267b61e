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

/** A ticket's SMS or WhatsApp subscription as its staff page says it: do the replies reach the visitor? */
export const PHONE_UPDATE_STATES: Record<string, string> = {
  active: "on, each public reply is sent there",
  pending: "waiting for the visitor's code, nothing is sent yet",
  withdrawn: "stopped by the visitor",
};

/**
 * How a public reply reaches the customer, after "it shows on their ticket
 * page, and": by e-mail when there is an address, and by the SMS or
 * WhatsApp updates that are on; the staff are told when nothing reaches them.
 */
export function replyReach(ticket: {
  email: string;
  language: string;
  phoneUpdates: readonly { channel: string; state: string }[];
}): string {
  const on = [
    ...new Set(ticket.phoneUpdates.filter((u) => u.state === "active").map((u) => u.channel)),
  ]
    .map((c) => (c === "whatsapp" ? "a WhatsApp message" : "an SMS"))
    .join(" and ");
  if (ticket.email) {
    const mail = `an e-mail in ${languageName(ticket.language)} carries it with a link to that page`;
    return on ? `${mail}; ${on} tells them of it` : mail;
  }
  if (on) return `${on} tells them of it`;
  return "nothing else reaches them: they gave no e-mail and have not confirmed SMS updates, so call them if it matters";
}
