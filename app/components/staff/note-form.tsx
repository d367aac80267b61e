import type { SubmissionResult } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { NoteSchema } from "@core/schemas/staff-lists";
import { StaffForm } from "./staff-form";

/**
 * "Add a note" on a lead's or an application's page. `notes` remounts the
 * form when a note is added, so its box is empty again.
 */
export function NoteForm({
  id,
  notes,
  result,
}: {
  id: string;
  notes: number;
  result?: SubmissionResult<string[]>;
}) {
  return (
    <section
      aria-labelledby="note-heading"
      className="rounded-2xl border border-navy-100 bg-white p-4"
    >
      <h2 id="note-heading" className="mb-3 text-lg font-extrabold text-navy-900">
        Add a note
      </h2>
      <StaffForm
        key={notes}
        id={id}
        intent="note"
        schema={NoteSchema}
        result={result}
        submit="Add note"
        busyLabel="Saving..."
      >
        {(fields) => <Field meta={fields.body} label="Note" as="textarea" rows={3} />}
      </StaffForm>
    </section>
  );
}
