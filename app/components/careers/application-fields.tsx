import {
  getInputProps,
  useFormMetadata,
  type FieldMetadata,
  type useForm,
} from "@conform-to/react";
import { FileText } from "~/components/ui/icons";
import { useState } from "react";
import { Field } from "~/components/ui/field";
import { FieldError, FieldLabel, RequiredMark } from "~/components/ui/field-parts";
import { texts } from "@core/content/careers";
import { useMessage } from "~/lib/messages";
import { useTexts } from "~/lib/texts";
import { RESUME_ACCEPT, type ApplicationFormSchema } from "@core/schemas/job-application";
import type { z } from "zod";
import { SkillsField } from "./skills-combobox";

type Form = ReturnType<
  typeof useForm<z.input<typeof ApplicationFormSchema>, z.output<typeof ApplicationFormSchema>>
>;
export type ApplicationFields = Form[1];

/** Step 1 (spec section 4): who you are, your résumé and links. */
export function AboutYouFields({
  fields,
  resumeNote,
}: {
  fields: ApplicationFields;
  resumeNote?: string;
}) {
  const { labels, hints } = useTexts(texts).application;
  const basic = fields.basicInformation.getFieldset();
  const links = fields.jobRelatedInformation.getFieldset();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field meta={basic.name} label={labels.name} autoComplete="name" />
      <Field meta={basic.email} label={labels.email} type="email" autoComplete="email" />
      <Field
        meta={basic.number}
        label={labels.number}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={hints.number}
      />
      <Field
        meta={basic.location}
        label={labels.location}
        autoComplete="address-level2"
        hint={hints.location}
      />
      <ResumeField meta={fields.resume_file} note={resumeNote} className="sm:col-span-2" />
      <Field
        as="textarea"
        rows={4}
        meta={links.cover_letter}
        label={labels.coverLetter}
        hint={hints.coverLetter}
        className="sm:col-span-2"
      />
      <Field
        meta={links.linkedin_profile}
        label={labels.linkedin}
        inputMode="url"
        autoComplete="url"
        hint={hints.link}
      />
      <Field
        meta={links.portfolio_link}
        label={labels.portfolio}
        inputMode="url"
        hint={hints.link}
      />
      <Field meta={links.github_profile} label={labels.github} inputMode="url" hint={hints.link} />
    </div>
  );
}

/** Step 2 (spec section 4): experience, skills, salary and the two questions. */
export function YourWorkFields({ fields }: { fields: ApplicationFields }) {
  const { labels, hints } = useTexts(texts).application;
  const work = fields.professionalInformation.getFieldset();
  const logistics = fields.logistics.getFieldset();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        meta={work.experience_years}
        label={labels.experience}
        inputMode="decimal"
        hint={hints.experience}
      />
      <Field
        meta={work.current_jobtitle}
        label={labels.jobTitle}
        autoComplete="organization-title"
      />
      <div className="sm:col-span-2">
        <SkillsField meta={work.skills} label={labels.skills} hint={hints.skills} />
      </div>
      <Field meta={logistics.current_salary} label={labels.currentSalary} hint={hints.salary} />
      <Field meta={logistics.expected_salary} label={labels.expectedSalary} hint={hints.salary} />
      <YesNoField meta={logistics.willing_to_relocate} legend={labels.relocate} />
      <YesNoField meta={logistics.authorized_to_work} legend={labels.authorized} />
    </div>
  );
}

/**
 * The résumé: a file picker with the limit shown beside it. The browser
 * explains a wrong type or a file over 5 MB as soon as it is chosen; the
 * server checks the bytes again.
 */
function ResumeField({
  meta,
  note,
  className,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any>;
  note?: string;
  className?: string;
}) {
  const { labels, hints } = useTexts(texts).application;
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const form = useFormMetadata(meta.formId);
  const hintId = `${meta.id}-hint`;
  const noteId = `${meta.id}-note`;
  const { key, ...inputProps } = getInputProps(meta, {
    type: "file",
    ariaDescribedBy: note ? `${hintId} ${noteId}` : hintId,
  });
  const error = meta.errors?.[0];
  const message = useMessage();
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} required>
        {labels.resume}
      </FieldLabel>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <input
          key={key}
          {...inputProps}
          accept={RESUME_ACCEPT}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setChosen(file ? { name: file.name, size: file.size } : null);
            // A wrong type or a file over 5 MB is explained as soon as it is chosen.
            form.validate({ name: meta.name });
          }}
          className="block min-h-12 w-full rounded-xl border-2 border-dashed border-navy-200 bg-white px-3 py-2.5 text-base text-ink file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-lg file:border-0 file:bg-navy-800 file:px-4 file:font-semibold file:text-white hover:border-navy-300 focus:border-navy-600 aria-invalid:border-danger aria-invalid:bg-red-50/40 sm:max-w-md"
        />
        <p id={hintId} className="flex items-center gap-1.5 text-sm text-muted">
          <FileText className="size-4 shrink-0" aria-hidden="true" />
          {hints.resume}
        </p>
      </div>
      {chosen && !error && (
        <p className="mt-1 text-sm text-navy-800">
          {chosen.name} · {formatSize(chosen.size)}
        </p>
      )}
      {note && !chosen && (
        <p id={noteId} className="mt-1 text-sm font-semibold text-navy-800">
          {note}
        </p>
      )}
      {error && <FieldError id={meta.errorId}>{message(error)}</FieldError>}
    </div>
  );
}

function formatSize(bytes: number) {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A required Yes / No question as two radio buttons in a fieldset. */
function YesNoField({
  meta,
  legend,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any>;
  legend: string;
}) {
  const { labels } = useTexts(texts).application;
  const error = meta.errors?.[0];
  const message = useMessage();
  const options = [
    { value: "yes", label: labels.yes },
    { value: "no", label: labels.no },
  ];
  const initial =
    meta.initialValue === "true" ? "yes" : meta.initialValue === "false" ? "no" : meta.initialValue;
  return (
    <fieldset
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? meta.errorId : undefined}
    >
      <legend className="text-sm font-bold text-navy-900">
        {legend}
        <RequiredMark />
      </legend>
      <div className="mt-1.5 flex gap-3">
        {options.map((option) => {
          const id = `${meta.id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex min-h-12 flex-1 cursor-pointer items-center gap-2.5 rounded-xl border-2 border-navy-200 bg-white px-3.5 font-semibold text-ink hover:border-navy-300 has-checked:border-navy-700 has-checked:bg-navy-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-saffron-500"
            >
              <input
                id={id}
                type="radio"
                name={meta.name}
                form={meta.formId}
                value={option.value}
                defaultChecked={initial === option.value}
                required
                className="size-5 accent-navy-800"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {error && <FieldError id={meta.errorId}>{message(error)}</FieldError>}
    </fieldset>
  );
}
