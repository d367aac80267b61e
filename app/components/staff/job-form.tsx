import type { SubmissionResult } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { JOB_LIST_MAX, JobFormSchema, type Job } from "@core/schemas/job";
import { StaffForm } from "./staff-form";

const texts = [
  { name: "title", label: "Job title" },
  { name: "company", label: "Company" },
  { name: "location", label: "Location", hint: "Like Mumbai, Maharashtra." },
  { name: "experience", label: "Experience needed", hint: "Like 2-4 years." },
  { name: "salary", label: "Salary", hint: "Like ₹3,00,000 - ₹4,50,000 a year." },
  { name: "job_level", label: "Job level", hint: "Like Mid-level." },
  { name: "employment_type", label: "Employment type", hint: "Like Full-time." },
  { name: "industry", label: "Industry", hint: "Like Logistics." },
  { name: "workplace_type", label: "Workplace type", hint: "Like On-site." },
] as const;

const lists = [
  { name: "skills", label: "Skills" },
  { name: "languages", label: "Languages" },
  { name: "requirements", label: "Requirements" },
  { name: "responsibilities", label: "Responsibilities" },
  { name: "benefits", label: "Benefits" },
] as const;

/** A stored job as the form's starting values: each list one entry a line. */
export function jobFormValues(job: Job): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { name } of texts) values[name] = job[name];
  values.description = job.description;
  for (const { name } of lists) values[name] = job[name].join("\n");
  return values;
}

/** The form of /staff/jobs/new and /staff/jobs/{id}: the fields of spec section 3, Job. */
export function JobForm({
  result,
  defaultValue,
  submit,
}: {
  result?: SubmissionResult<string[]>;
  defaultValue?: Record<string, string>;
  submit: string;
}) {
  return (
    <StaffForm
      id="job"
      intent="save"
      schema={JobFormSchema}
      result={result}
      defaultValue={defaultValue}
      submit={submit}
      busyLabel="Saving..."
    >
      {(fields) => (
        <>
          <div className="grid gap-5 md:grid-cols-2">
            {texts.map((t) => (
              <Field
                key={t.name}
                meta={fields[t.name]}
                label={t.label}
                hint={"hint" in t ? t.hint : undefined}
                autoComplete="off"
              />
            ))}
          </div>
          <Field
            meta={fields.description}
            label="Description"
            as="textarea"
            rows={6}
            hint="Shown on the job's page; new lines are kept."
          />
          <div className="grid gap-5 md:grid-cols-2">
            {lists.map((l) => (
              <Field
                key={l.name}
                meta={fields[l.name]}
                label={l.label}
                as="textarea"
                rows={5}
                hint={`One entry a line, at most ${JOB_LIST_MAX}.`}
              />
            ))}
          </div>
        </>
      )}
    </StaffForm>
  );
}
