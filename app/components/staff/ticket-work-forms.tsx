import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field } from "~/components/ui/field";
import { languageName, ticketStatusLabels } from "@core/content/staff-tickets";
import {
  TicketAssignSchema,
  TicketNoteSchema,
  TicketReplySchema,
  TicketStatusChangeSchema,
} from "@core/schemas/staff-tickets";
import { TICKET_STATUSES, type TicketStatus } from "@core/support";
import { StaffForm } from "./staff-form";
import { Panel } from "./ticket-facts";

export type TicketIntent = "reply" | "note" | "status" | "assign";

type Props = {
  ticket: {
    status: TicketStatus;
    language: string;
    assigneeId: string | null;
    assignee: string | null;
  };
  me: string;
  people: { id: string; email: string }[];
  /** The action's answer when one of these forms came back refused. */
  answer?: { intent: TicketIntent; result: SubmissionResult<string[]> };
  /** Remounts the text forms after a change, so their boxes are empty again. */
  version: number;
};

const statuses = TICKET_STATUSES.map((s) => ({ value: s, label: ticketStatusLabels[s] }));

/** A public reply and an internal note: two forms told apart by look and words. */
export function TicketTextForms({ ticket, answer, version }: Omit<Props, "me" | "people">) {
  const resultOf = (intent: TicketIntent) =>
    answer?.intent === intent ? answer.result : undefined;
  const language = languageName(ticket.language);
  return (
    <div className="grid gap-6">
      <Panel id="reply" title="Reply to the customer">
        <StaffForm
          key={`reply-${version}`}
          id="ticket-reply"
          intent="reply"
          schema={TicketReplySchema}
          result={resultOf("reply")}
          submit="Send reply"
          busyLabel="Sending..."
        >
          {(fields) => (
            <Field
              meta={fields.body}
              label="Reply"
              hint={`Sent to the customer: it shows on their ticket page, and an e-mail in ${language} tells them and links to it.${ticket.status === "open" ? " Replying acknowledges the ticket." : ""}`}
              as="textarea"
              rows={5}
            />
          )}
        </StaffForm>
      </Panel>
      <section
        aria-labelledby="note-heading"
        className="rounded-2xl border-2 border-dashed border-saffron-500 bg-saffron-50 p-4 sm:p-5"
      >
        <h2 id="note-heading" className="mb-3 text-lg font-extrabold text-navy-900">
          Add an internal note
        </h2>
        <StaffForm
          key={`note-${version}`}
          id="ticket-note"
          intent="note"
          schema={TicketNoteSchema}
          result={resultOf("note")}
          submit="Add note"
          busyLabel="Saving..."
        >
          {(fields) => (
            <Field
              meta={fields.body}
              label="Note"
              hint="Never sent: only colleagues see it."
              as="textarea"
              rows={3}
            />
          )}
        </StaffForm>
      </section>
    </div>
  );
}

/** The ticket's status and who has it: plain forms to the page's action. */
export function TicketStateForms({ ticket, me, people, answer }: Omit<Props, "version">) {
  const resultOf = (intent: TicketIntent) =>
    answer?.intent === intent ? answer.result : undefined;
  return (
    <div className="grid gap-6">
      <Panel id="status" title="Status">
        <StaffForm
          id="ticket-status"
          intent="status"
          defaultValue={{ status: ticket.status }}
          schema={TicketStatusChangeSchema}
          result={resultOf("status")}
          submit="Change status"
          busyLabel="Saving..."
        >
          {(fields) => (
            <Field
              meta={fields.status}
              label="Status"
              hint="The customer sees every change. Resolved e-mails them, with a link to rate our help."
              as="select"
              options={statuses}
              placeholder="Choose a status"
            />
          )}
        </StaffForm>
      </Panel>
      <Panel id="assignee" title="Assignee">
        <p className="mb-3 break-all">{ticket.assignee ?? "Nobody has taken it yet."}</p>
        {ticket.assigneeId !== me && (
          <Form method="post" className="mb-4">
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="assignee" value="me" />
            <button type="submit" className="btn-dark">
              Take it
            </button>
          </Form>
        )}
        <StaffForm
          id="ticket-assign"
          intent="assign"
          schema={TicketAssignSchema}
          result={resultOf("assign")}
          submit="Give it"
          busyLabel="Saving..."
        >
          {(fields) => (
            <Field
              meta={fields.assignee}
              label="Give it to"
              as="select"
              options={[
                { value: "none", label: "Nobody" },
                ...people.map((p) => ({ value: p.id, label: p.email })),
              ]}
              placeholder="Choose a colleague"
            />
          )}
        </StaffForm>
      </Panel>
    </div>
  );
}
