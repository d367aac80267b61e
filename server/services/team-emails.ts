/**
 * The e-mails to the company's own people (CONTRACT.md "Customer care",
 * "e-mails to the team"): a new ticket to the support inbox, a visitor's
 * reply or an escalation to the ticket's assignee (the inbox while none), a
 * promise about to break to the same, once, and a new delivery request to
 * the operations inbox. English, like the staff console they link to. They
 * name the record and link to the console rather than copy what the visitor
 * wrote: the console is where it is read, and audited.
 */
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../database/client";
import { staffUsers } from "../../database/schema";
import { company } from "@core/content/company";
import { indiaDateTime } from "@core/india-time";
import { DEFAULT_INBOXES } from "./mail-addresses";
import { enqueueEmails, type OutgoingEmail } from "./outbox";

type TicketFacts = { id: string; number: string; category: string; lrNo: string | null };

const at = (when: Date) => `${indiaDateTime(when, "en")} IST`;
const site = (siteUrl: string) => siteUrl.replace(/\/+$/, "");

function letter(to: string, subject: string, lines: string[], link: string, aboutId: string) {
  return {
    to,
    subject,
    body: [
      ...lines,
      "",
      `Open it in the staff console: ${link}`,
      "",
      `${company.name} website`,
    ].join("\n"),
    aboutId,
  } satisfies OutgoingEmail;
}

const ticketLink = (siteUrl: string, t: TicketFacts) =>
  `${site(siteUrl)}/staff/tickets/${t.number}`;
const lrLine = (t: TicketFacts) => (t.lrNo ? [`LR number: ${t.lrNo}`] : []);

/** The ticket's assignee while their account is active, or the support inbox. */
export async function ticketTeamAddress(
  tx: Pick<Transaction, "select">,
  assigneeId: string | null,
  inbox: string,
): Promise<string> {
  if (!assigneeId) return inbox;
  const [person] = await tx
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, assigneeId), eq(staffUsers.active, true)));
  return person?.email ?? inbox;
}

export const newTicketTeamEmail = (
  inbox: string,
  siteUrl: string,
  t: TicketFacts & { createdAt: Date; acknowledgeBy: Date; resolveBy: Date },
) =>
  letter(
    inbox,
    `New customer-care request ${t.number} (${t.category})`,
    [
      `Request ${t.number} (${t.category}) was raised on the website at ${at(t.createdAt)}.`,
      ...lrLine(t),
      `Acknowledge it by ${at(t.acknowledgeBy)}; resolve it by ${at(t.resolveBy)}.`,
    ],
    ticketLink(siteUrl, t),
    t.id,
  );

export const visitorReplyTeamEmail = (to: string, siteUrl: string, t: TicketFacts, when: Date) =>
  letter(
    to,
    `Customer replied: request ${t.number}`,
    [`The customer replied to request ${t.number} (${t.category}) at ${at(when)}.`, ...lrLine(t)],
    ticketLink(siteUrl, t),
    t.id,
  );

export const escalationTeamEmail = (to: string, siteUrl: string, t: TicketFacts, because: string) =>
  letter(
    to,
    `Escalated to the grievance officer: request ${t.number}`,
    [`Request ${t.number} (${t.category}) went to the grievance officer because ${because}.`],
    ticketLink(siteUrl, t),
    t.id,
  );

const PROMISE_WORDS = { acknowledge: "acknowledged", resolve: "resolved" } as const;

export const promiseReminderEmail = (
  to: string,
  siteUrl: string,
  t: TicketFacts,
  promise: keyof typeof PROMISE_WORDS,
  dueAt: Date,
) =>
  letter(
    to,
    `Due within the hour: request ${t.number} to be ${PROMISE_WORDS[promise]}`,
    [
      `Request ${t.number} (${t.category}) was promised to be ${PROMISE_WORDS[promise]} by ${at(dueAt)}.`,
      ...lrLine(t),
    ],
    ticketLink(siteUrl, t),
    t.id,
  );

export const deliveryRequestTeamEmail = (
  inbox: string,
  siteUrl: string,
  r: { id: string; lrNo: string; option: string; createdAt: Date; dueAt: Date },
) =>
  letter(
    inbox,
    `New delivery request for ${r.lrNo} (${r.option})`,
    [
      `The receiver of ${r.lrNo} asked for a change (${r.option}) at ${at(r.createdAt)}.`,
      `Answer it by ${at(r.dueAt)}.`,
    ],
    `${site(siteUrl)}/staff/delivery-requests`,
    r.id,
  );

/** Queues operations' e-mail about a new delivery request, in the request's transaction. */
export async function tellOperations(
  tx: Pick<Transaction, "insert">,
  request: Parameters<typeof deliveryRequestTeamEmail>[2],
  { siteUrl = "http://localhost:3000", opsInbox = DEFAULT_INBOXES.ops },
) {
  await enqueueEmails(tx, [deliveryRequestTeamEmail(opsInbox, siteUrl, request)]);
}
