import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field } from "~/components/ui/field";
import { LANGS, type Lang } from "@core/i18n";
import { LeadReplySchema } from "@core/schemas/lead-work";
import { StaffForm } from "./staff-form";

const languageNames: Record<Lang, string> = { en: "English", hi: "Hindi", mr: "Marathi" };

type Props = {
  email: string;
  /** The lead's own language: the template chosen first. */
  leadLanguage: string;
  draft: { language: Lang; subject: string; body: string };
  result?: SubmissionResult<string[]>;
  /** Remounts the form after a reply is sent, so it starts from the template again. */
  version: number;
};

/**
 * "Reply by e-mail": the template of the lead's kind in a
 * language (a plain GET form changes it, so it works without JavaScript),
 * subject and text editable, sent through the outbox.
 */
export function LeadReplyForm({ email, leadLanguage, draft, result, version }: Props) {
  return (
    <section
      id="reply"
      aria-labelledby="reply-heading"
      className="mt-6 rounded-2xl border border-navy-100 bg-white p-4"
    >
      <h2 id="reply-heading" className="text-lg font-extrabold text-navy-900">
        Reply by e-mail
      </h2>
      <p className="mt-1 text-sm text-muted">
        To <span className="break-all">{email}</span>. Their answer comes to the company's inbox.
      </p>
      <Form method="get" action="#reply" className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="reply-language" className="block text-sm font-bold text-navy-900">
            Template language
          </label>
          <select
            id="reply-language"
            name="reply"
            defaultValue={draft.language}
            className="mt-1.5 block min-h-11 rounded-xl border-2 border-navy-200 bg-white px-3 py-2"
          >
            {LANGS.map((lang) => (
              <option key={lang} value={lang}>
                {languageNames[lang]}
                {lang === leadLanguage ? " (theirs)" : ""}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-outline min-h-11">
          Use this language
        </button>
      </Form>
      <div className="mt-4">
        <StaffForm
          key={`${draft.language}-${version}`}
          id="lead-reply"
          intent="reply"
          schema={LeadReplySchema}
          result={result}
          defaultValue={draft}
          submit="Send reply"
          busyLabel="Sending..."
        >
          {(fields) => (
            <>
              <input type="hidden" name={fields.language.name} value={draft.language} />
              <Field meta={fields.subject} label="Subject" />
              <Field
                meta={fields.body}
                label="Text"
                hint="Replace each [[part in double brackets]] before sending."
                as="textarea"
                rows={14}
              />
            </>
          )}
        </StaffForm>
      </div>
    </section>
  );
}
