import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field } from "~/components/ui/field";
import { leadStatusLabels } from "@core/content/staff-work";
import { LeadWorkSchema, type WorkAction } from "@core/schemas/lead-work";
import { LEAD_STATUSES, type LeadStatus } from "@core/schemas/staff-lists";
import { StaffForm } from "./staff-form";

export type WorkPanelLead = {
  status: LeadStatus;
  lostReason: string | null;
  assigneeId: string | null;
  assignee: string | null;
  followUpOn: string | null;
};

type Props = {
  lead: WorkPanelLead;
  me: string;
  /** Who may be given this kind of lead, by name. */
  people: { id: string; name: string }[];
  /** India's today, the earliest follow-up day. */
  today: string;
  /** The action's answer when the panel came back refused. */
  result?: SubmissionResult<string[]>;
  /**
   * With the lead's own state, remounts the form after a change, so it starts
   * from the lead as it now is (a "Take it" shows the new assignee), the note empty.
   */
  version: number;
};

const statuses = LEAD_STATUSES.map((s) => ({ value: s, label: leadStatusLabels[s] }));

/**
 * "Work this lead": assignee, status with the reason for
 * Lost, follow-up day and a note, one plain form post; "Take it" stays as a
 * one-button shortcut.
 */
export function LeadWorkPanel({ lead, me, people, today, result, version }: Props) {
  const options = [
    { value: "none", label: "Nobody" },
    ...people.map((p) => ({ value: p.id, label: p.id === me ? `Me (${p.name})` : p.name })),
  ];
  // Someone who no longer works these leads stays shown while they hold it.
  if (lead.assigneeId && !people.some((p) => p.id === lead.assigneeId))
    options.push({ value: lead.assigneeId, label: `${lead.assignee} (cannot be chosen again)` });
  return (
    <section
      aria-labelledby="work-heading"
      className="content-start rounded-2xl border border-navy-100 bg-white p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="work-heading" className="text-lg font-extrabold text-navy-900">
          Work this lead
        </h2>
        {lead.assigneeId !== me && people.some((p) => p.id === me) && (
          <Form method="post">
            <input type="hidden" name="intent" value="take" />
            <button type="submit" className="btn-dark min-h-11">
              Take it
            </button>
          </Form>
        )}
      </div>
      <StaffForm
        key={`${version}:${lead.assigneeId}:${lead.status}:${lead.followUpOn}`}
        id="lead-work"
        intent="work"
        schema={LeadWorkSchema}
        result={result}
        defaultValue={{
          assignee: lead.assigneeId ?? "none",
          status: lead.status,
          reason: lead.lostReason ?? "",
          followUpOn: lead.followUpOn ?? "",
        }}
        submit="Save"
        busyLabel="Saving..."
      >
        {(fields) => (
          <>
            <Field
              meta={fields.assignee}
              label="Assignee"
              as="select"
              options={options}
              placeholder="Choose who works it"
            />
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
            <Field
              meta={fields.followUpOn}
              label="Follow up on"
              hint="India's date. The assignee gets a reminder e-mail that morning. Empty: no follow-up."
              type="date"
              min={today}
            />
            <Field meta={fields.note} label="Note" as="textarea" rows={3} />
          </>
        )}
      </StaffForm>
    </section>
  );
}

/** What the page says after a post of the panel that went through. */
export function workDone(changed: WorkAction[], status: LeadStatus): string {
  if (changed.length === 0) return "Nothing to change: the lead was already so.";
  const words: Record<WorkAction, string> = {
    assign: "assignee",
    status: `status (${leadStatusLabels[status]})`,
    follow_up: "follow-up day",
    note: "note",
  };
  return `Saved: ${changed.map((c) => words[c]).join(", ")}.`;
}
