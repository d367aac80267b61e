import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field } from "~/components/ui/field";
import { leadStatusLabels } from "@core/content/staff-work";
import {
  AssignSchema,
  LEAD_STATUSES,
  LeadStatusChangeSchema,
  type LeadStatus,
} from "@core/schemas/staff-lists";
import { NoteForm } from "./note-form";
import { StaffForm } from "./staff-form";

type Props = {
  lead: { status: LeadStatus; assigneeId: string | null; assignee: string | null };
  me: string;
  people: { id: string; email: string }[];
  /** The action's answer when a form came back refused. */
  answer?: { intent: unknown; result: SubmissionResult<string[]> };
  /** Remounts the note form after a note is added, so its box is empty again. */
  notes: number;
};

const statuses = LEAD_STATUSES.map((s) => ({ value: s, label: leadStatusLabels[s] }));

/** A lead's status, assignee and a new note: three plain forms to the page's action. */
export function LeadWorkForms({ lead, me, people, answer, notes }: Props) {
  const resultOf = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  return (
    <div className="grid content-start gap-6">
      <section
        aria-labelledby="status-heading"
        className="rounded-2xl border border-navy-100 bg-white p-4"
      >
        <h2 id="status-heading" className="mb-3 text-lg font-extrabold text-navy-900">
          Status
        </h2>
        <StaffForm
          id="lead-status"
          intent="status"
          defaultValue={{ status: lead.status }}
          schema={LeadStatusChangeSchema}
          result={resultOf("status")}
          submit="Change status"
          busyLabel="Saving..."
        >
          {(fields) => (
            <>
              <Field
                meta={fields.status}
                label="Status"
                as="select"
                options={statuses}
                placeholder="Choose a status"
              />
              <Field
                meta={fields.reason}
                label="Reason, when lost"
                hint="Needed for Lost, e.g. chose another carrier."
                as="textarea"
                rows={2}
              />
            </>
          )}
        </StaffForm>
      </section>
      <section
        aria-labelledby="assignee-heading"
        className="rounded-2xl border border-navy-100 bg-white p-4"
      >
        <h2 id="assignee-heading" className="text-lg font-extrabold text-navy-900">
          Assignee
        </h2>
        <p className="mt-1 mb-3 break-all">{lead.assignee ?? "Nobody has taken it yet."}</p>
        {lead.assigneeId !== me && (
          <Form method="post" className="mb-4">
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="assignee" value="me" />
            <button type="submit" className="btn-dark">
              Take it
            </button>
          </Form>
        )}
        <StaffForm
          id="lead-assign"
          intent="assign"
          schema={AssignSchema}
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
      </section>
      <NoteForm id="lead-note" notes={notes} result={resultOf("note")} />
    </div>
  );
}
