/**
 * What the two sides of customer care work with, each bound once by its
 * factory: the visitor's (./tickets.ts) the intake pipeline a request goes
 * through, the bound on re-encoding photos and the support inbox; the
 * staff's (./desk.ts) the audit log.
 */
import type { Database } from "../../../database/client";
import type { PhoneAlerts } from "../../messages/consent";
import type { MessageQueueContext } from "../../messages/enqueue";
import type { Intake } from "../intake/pipeline";
import type { AuditLog } from "../staff/audit";
import type { RateLimits } from "../rate-limit";
import type { WorkGate } from "../work-gate";

export type TicketContext = {
  db: Database;
  rateLimits: RateLimits;
  intake: Intake;
  /** The bound on re-encoding photos in this process (attachments.ts). */
  gate: WorkGate;
  siteUrl: string;
  /** MAIL_TO_SUPPORT: where a new ticket is told, and a reply while nobody has the ticket. */
  inbox: string;
  now: () => Date;
  /**
   * SMS updates for the raise form's box, while SMS is on; null while it is
   * off, and then the box is not offered and an e-mail address is needed.
   */
  smsUpdates: PhoneAlerts | null;
};

/** What the staff's ticket desk works with (./desk.ts binds it once). */
export type DeskContext = {
  db: Database;
  audit: AuditLog;
  siteUrl: string;
  now: () => Date;
  /** SMS and WhatsApp: a public reply is sent to the ticket's active subscriptions. */
  messageQueue?: MessageQueueContext;
};
