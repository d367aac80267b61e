/**
 * Customer care, the visitor's side (CONTRACT.md "Customer
 * care"; docs/decisions/030-customer-care.md): raise a request
 * (./ticket-raise.ts), find it again by its number and the e-mail address
 * or phone number given, or a link's token, and see it (./ticket-page.ts),
 * reply, escalate after 48 hours, rate once resolved (./ticket-actions.ts).
 * The promises' job is in ./promises.ts, the staff's side in ./desk.ts.
 */
import type { Database } from "../../../database/client";
import type { Logger } from "../../logger";
import type { PhoneAlerts } from "../../messages/consent";
import type { Visitor } from "../../visitor";
import type { Fields } from "../intake/fields";
import { createIntake, type SubmitOptions } from "../intake/pipeline";
import { DEFAULT_INBOXES, type Inboxes } from "../mail-addresses";
import type { RateLimits } from "../rate-limit";
import type { WorkGate } from "../work-gate";
import { reencodingGate } from "./attachments";
import { escalateByVisitor, rateTicket, replyToTicket } from "./ticket-actions";
import type { TicketContext } from "./ticket-context";
import {
  lookupTicket,
  openTicket,
  ticketAttachment,
  ticketByNumber,
  viewTicket,
} from "./ticket-page";
import { raiseTicket } from "./ticket-raise";
import type { TicketRow } from "./ticket-store";

type Dependencies = {
  db: Database;
  rateLimits: RateLimits;
  secret: string;
  siteUrl: string;
  logger: Logger;
  /** The bound on re-encoding photos in this process (attachments.ts). */
  reencoding?: WorkGate;
  /** MAIL_TO_SUPPORT: where a new ticket is told, and a reply while nobody has the ticket. */
  inboxes?: Inboxes;
  now?: () => Date;
  /** The consent service, for the raise form's SMS updates; absent or null while SMS is off. */
  smsUpdates?: PhoneAlerts | null;
};

export function createTicketService(deps: Dependencies) {
  const { db, rateLimits, siteUrl } = deps;
  const context: TicketContext = {
    db,
    rateLimits,
    siteUrl,
    intake: createIntake({ db, rateLimits, secret: deps.secret, logger: deps.logger }),
    gate: deps.reencoding ?? reencodingGate(),
    inbox: (deps.inboxes ?? DEFAULT_INBOXES).support,
    now: deps.now ?? (() => new Date()),
    smsUpdates: deps.smsUpdates ?? null,
  };
  return {
    /** Whether the raise form offers "Send me updates about this request by SMS". */
    smsUpdatesOn: () => context.smsUpdates !== null,
    raise: (fields: Fields, visitor: Visitor, options?: SubmitOptions) =>
      raiseTicket(context, fields, visitor, options),
    lookup: (numberInput: string, contact: string, visitor: Visitor) =>
      lookupTicket(context, numberInput, contact, visitor),
    open: (numberInput: string, token: string) => openTicket(context, numberInput, token),
    view: (ticket: TicketRow) => viewTicket(context, ticket),
    attachment: (ticket: TicketRow, id: string) => ticketAttachment(context, ticket, id),
    reply: (ticket: TicketRow, fields: Fields) => replyToTicket(context, ticket, fields),
    escalate: (ticket: TicketRow) => escalateByVisitor(context, ticket),
    rate: (ticket: TicketRow, fields: Fields) => rateTicket(context, ticket, fields),
    byNumber: (number: string) => ticketByNumber(context, number),
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
