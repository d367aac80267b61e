import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field } from "~/components/ui/field";
import { ticketStatusLabels } from "@core/content/staff-tickets";
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
  ticket: { status: TicketStatus; assigneeId: string | null; assignee: string | null };
  me: string;
  people: { id: string; displayName: string }[];
  /** The action's answer when one of these forms came back refused. */
  answer?: { intent: TicketIntent; result: SubmissionResult<string[]> };
};

const statuses = TICKET_STATUSES.map((s) => ({ value: s, label: ticketStatusLabels[s] }));

type TextFormProps = {
  /** The action's answer when this form came back refused. */
  result?: SubmissionResult<string[]>;
  /** Remounts the form after a change, so its box is empty again. */
  version: number;
};

/** The public reply, at the foot of the conversation it joins. */
export function ReplyForm({
  result,
  version,
  reach,
  open,
}: TextFormProps & {
  /** How the reply reaches the customer (replyReach). */
  reach: string;
  open: boolean;
}) {
  return (
    <StaffForm
      key={version}
      id="ticket-reply"
      intent="reply"
      schema={TicketReplySchema}
      result={result}
      submit="Send reply"
      busyLabel="Sending..."
    >
      {(fields) => (
        <Field
          meta={fields.body}
          label="Reply to the customer"
          hint={`Sent to the customer: it shows on their ticket page, and ${reach}.${open ? " Replying acknowledges the ticket." : ""}`}
          as="textarea"
          rows={4}
        />
      )}
    </StaffForm>
  );
}

/** An internal note, at the foot of the notes it joins. */
export function NoteForm({ result, version }: TextFormProps) {
  return (
    <StaffForm
      key={version}
      id="ticket-note"
      intent="note"
      schema={TicketNoteSchema}
      result={result}
      submit="Add note"
      busyLabel="Saving..."
    >
      {(fields) => (
        <Field
          meta={fields.body}
          label="Internal note"
          hint="Never sent: only colleagues see it."
          as="textarea"
          rows={3}
        />
      )}
    </StaffForm>
  );
}

/** The ticket's status and who has it: plain forms to the page's action. */
export function TicketStateForms({ ticket, me, people, answer }: Props) {
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
        <p className="mb-3 wrap-anywhere">{ticket.assignee ?? "Nobody has taken it yet."}</p>
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
                ...people.map((p) => ({ value: p.id, label: p.displayName })),
              ]}
              placeholder="Choose a colleague"
            />
          )}
        </StaffForm>
      </Panel>
    </div>
  );
}
