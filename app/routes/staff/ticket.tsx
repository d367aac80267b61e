import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { ContactLinks } from "~/components/staff/contact-links";
import { FormNotice } from "~/components/staff/form-notice";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { PromiseFacts, SentFacts } from "~/components/staff/ticket-facts";
import { Conversation, InternalNotes } from "~/components/staff/ticket-history";
import { StatusNote } from "~/components/staff/ticket-list";
import { TicketShipment } from "~/components/staff/ticket-shipment";
import {
  NoteForm,
  ReplyForm,
  TicketStateForms,
  type TicketIntent,
} from "~/components/staff/ticket-work-forms";
import { categoryLabel, replyReach } from "@core/content/staff-tickets";
import { staffTime } from "@core/content/staff-work";
import { LrNumberSchema } from "@core/schemas/lr-number";
import {
  TicketAssignSchema,
  TicketAuthorSchema,
  TicketNoteSchema,
  TicketReplySchema,
  TicketStatusChangeSchema,
} from "@core/schemas/staff-tickets";
import { mayOpen, staffPages } from "@core/staff-access";
import { ESCALATABLE, parseTicketNumber } from "@core/support";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/ticket";

export const staffPage = staffPages.ticket;
export const meta = ({ data: loaded }: Route.MetaArgs) =>
  staffMeta(loaded ? `Ticket ${loaded.ticket.number}` : "Ticket");

function notFound(): never {
  throw data({ message: "There is no such ticket. It may have been erased." }, { status: 404 });
}

/** What a change that went through says, after the redirect (so a refresh sends nothing twice). */
const DONE = {
  reply: "Reply sent. The customer is e-mailed it, with a link to their ticket.",
  note: "Note added. It stays inside the console.",
  status: "Status changed. The customer sees it on their ticket page.",
  unchanged: "The ticket already had that status.",
  assign: "Assignee changed.",
} as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const promise = (p: { by: Date; at: Date | null; broken: boolean }) => ({
  by: p.by.toISOString(),
  at: iso(p.at),
  broken: p.broken,
});

/**
 * A ticket's page: everything the customer sent, the promises, the
 * shipment's tracking, the files, the conversation and the internal notes.
 * The ticket desk audits the view.
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor, user } = await requireStaff(args, staffPage);
  const { ticketDesk, tracking, staff } = args.context.services;
  const found = await ticketDesk.get(args.params.number ?? "", actor);
  if (!found) notFound();
  const { ticket } = found;
  const lr = LrNumberSchema.safeParse(ticket.lrNo ?? "");
  const [people, names, shipment, phoneUpdates] = await Promise.all([
    ticketDesk.colleagues(),
    staff.accounts.displayNames(),
    lr.success ? tracking.findTracking(lr.data) : null,
    args.context.services.phoneAlerts.ofTicket(ticket.id),
  ]);
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? "a former colleague") : null);
  const base = `/staff/tickets/${ticket.number}/attachments/`;
  const filesOf = (messageId: number | null) =>
    found.attachments
      .filter((a) => a.messageId === messageId)
      .map((a) => ({ id: a.id, fileName: a.fileName, size: a.size, href: `${base}${a.id}` }));
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    me: actor.id,
    people,
    done:
      done === "reply" && !ticket.email
        ? `Reply sent. It shows on the customer's ticket page, and ${replyReach({ ...ticket, phoneUpdates })}.`
        : (Object.entries(DONE).find(([key]) => key === done)?.[1] ?? null),
    ticket: {
      number: ticket.number,
      category: ticket.category,
      lrNo: ticket.lrNo,
      name: ticket.name,
      email: ticket.email,
      phone: ticket.phone,
      phoneUpdates,
      description: ticket.description,
      declaredValue: ticket.declaredValue,
      language: ticket.language,
      status: ticket.status,
      raisedAt: ticket.createdAt.toISOString(),
      open: ESCALATABLE.includes(ticket.status),
      escalated: ticket.escalatedAt !== null && ESCALATABLE.includes(ticket.status),
      acknowledgement: promise(ticket.acknowledgement),
      resolution: promise(ticket.resolution),
      escalatedAt: iso(ticket.escalatedAt),
      escalatedBecause: ticket.escalatedBecause,
      rating: ticket.rating,
      ratingComment: ticket.ratingComment,
      assigneeId: ticket.assigneeId,
      assignee: ticket.assignee,
    },
    files: filesOf(null),
    history: found.messages.map((m) => ({
      id: m.id,
      author: TicketAuthorSchema.parse(m.author),
      staff: m.staff,
      kind: m.kind,
      public: m.public,
      body: m.body,
      from: m.kind === "assign" ? nameOf(m.fromValue) : m.fromValue,
      to: m.kind === "assign" ? nameOf(m.toValue) : m.toValue,
      at: m.createdAt.toISOString(),
      files: filesOf(m.id),
    })),
    shipment: ticket.lrNo ? { lrNo: ticket.lrNo, tracking: shipment } : null,
    staffShipmentPage: mayOpen(user.role, staffPages.shipment),
  };
}

/** What the action answers when a change did not go through, told apart by `intent`. */
export type TicketAnswer =
  | { intent: TicketIntent; result: SubmissionResult<string[]> }
  | { intent: null; refused: string };

/** Reply, note, status and assignee, each a plain form with its `intent`; the desk audits each. */
export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { ticketDesk } = args.context.services;
  const number = parseTicketNumber(args.params.number);
  if (!number) notFound();
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  const done = (what: keyof typeof DONE) => redirect(`/staff/tickets/${number}?done=${what}`);
  const refuse = (intent: TicketIntent, result: SubmissionResult<string[]>) =>
    data<TicketAnswer>({ intent, result }, 400);

  if (intent === "reply" || intent === "note") {
    const schema = intent === "reply" ? TicketReplySchema : TicketNoteSchema;
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return refuse(intent, submission.reply());
    const { body } = submission.value;
    const stored =
      intent === "reply"
        ? await ticketDesk.reply(number, body, actor)
        : await ticketDesk.note(number, body, actor);
    if (!stored) notFound();
    return done(intent);
  }
  if (intent === "status") {
    const submission = parseWithZod(formData, { schema: TicketStatusChangeSchema });
    if (submission.status !== "success") return refuse(intent, submission.reply());
    const outcome = await ticketDesk.setStatus(number, submission.value.status, actor);
    if (outcome === "no-such-ticket") notFound();
    if (outcome === "not-back-to-open")
      return refuse(
        intent,
        submission.reply({
          fieldErrors: {
            status: ["A ticket does not go back to Open: choose Acknowledged or In progress."],
          },
        }),
      );
    return done(outcome === "unchanged" ? "unchanged" : "status");
  }
  if (intent === "assign") {
    const submission = parseWithZod(formData, { schema: TicketAssignSchema });
    if (submission.status !== "success") return refuse(intent, submission.reply());
    const { assignee } = submission.value;
    const to = assignee === "me" ? actor.id : assignee === "none" ? null : assignee;
    const outcome = await ticketDesk.assign(number, to, actor);
    if (outcome === "no-such-ticket") notFound();
    if (outcome === "not-a-colleague")
      return refuse(
        intent,
        submission.reply({
          fieldErrors: { assignee: ["Choose an administrator or customer-care colleague."] },
        }),
      );
    return done("assign");
  }
  return data<TicketAnswer>({ intent: null, refused: "Choose what to change." }, 400);
}

export default function StaffTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { ticket, files, history, shipment, people, me, done } = loaderData;
  const answer = actionData?.intent ? actionData : undefined;
  const resultOf = (intent: TicketIntent) =>
    answer?.intent === intent ? answer.result : undefined;
  const refused = actionData?.intent === null ? actionData.refused : undefined;
  return (
    <article>
      <p className="mb-2">
        <a href="/staff/tickets" className="font-semibold text-navy-700 underline">
          ← All tickets
        </a>
      </p>
      <StaffHeading title={`Ticket ${ticket.number}`}>
        <p>
          {categoryLabel(ticket.category)} · <StatusNote row={ticket} /> · raised{" "}
          {staffTime(ticket.raisedAt)} by <bdi className="font-semibold">{ticket.name}</bdi>
        </p>
      </StaffHeading>
      {done && !actionData && <FormNotice kind="done">{done}</FormNotice>}
      {refused && <FormNotice kind="error">{refused}</FormNotice>}
      <ContactLinks name={ticket.name} email={ticket.email} phone={ticket.phone} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="grid gap-6">
          <SentFacts ticket={ticket} files={files} />
          <PromiseFacts ticket={ticket} />
          <Conversation items={history}>
            <ReplyForm
              result={resultOf("reply")}
              version={history.length}
              reach={replyReach(ticket)}
              open={ticket.status === "open"}
            />
          </Conversation>
          <InternalNotes items={history}>
            <NoteForm result={resultOf("note")} version={history.length} />
          </InternalNotes>
        </div>
        <div className="grid gap-6">
          <TicketStateForms ticket={ticket} me={me} people={people} answer={answer} />
          {shipment && (
            <TicketShipment
              lrNo={shipment.lrNo}
              tracking={shipment.tracking}
              staffPage={loaderData.staffShipmentPage}
            />
          )}
        </div>
      </div>
    </article>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
