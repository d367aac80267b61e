import { FormProvider, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useActionData, useLoaderData, useNavigation } from "react-router";
import type { z } from "zod";
import { useFormHydrated } from "~/components/forms/deferred-form";
import { ErrorSummary } from "~/components/forms/error-summary";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { SubmissionTokenField } from "~/components/forms/submission-token-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Form } from "~/components/ui/local-link";
import { APPLICATION_FORM_ID, applyPath, texts } from "@core/content/careers";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";
import { ApplicationFormSchema } from "@core/schemas/job-application";
import type { ApplicationActionData, ApplicationLoaderData } from "./application-data";
import { AboutYouFields, YourWorkFields } from "./application-fields";
import type { JobRef } from "@core/schemas/job";

type Output = z.output<typeof ApplicationFormSchema>;

/**
 * The form as the application page shows it, its code loaded on demand
 * (deferred-form.tsx): the job and the token come from the page's loader,
 * not from props, so the form waiting for its code never receives new ones.
 */
export function ApplicationBody() {
  const { job, submissionToken } = useLoaderData<ApplicationLoaderData>();
  return <ApplicationPageForm job={job} submissionToken={submissionToken} />;
}

/**
 * The application as one page form: what the two-step dialog becomes
 * without JavaScript. It posts multipart to the page's action, which hands
 * it to the same service as POST /api/job-applications/apply.
 */
export function ApplicationPageForm({
  job,
  submissionToken,
}: {
  job: JobRef;
  /** The form's one-time token, from the page's loader. */
  submissionToken: string;
}) {
  const { application } = useTexts(texts);
  const actionData = useActionData<ApplicationActionData>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof ApplicationFormSchema>, Output>({
    id: APPLICATION_FORM_ID,
    lastResult: actionData?.result,
    constraint: getZodConstraint(ApplicationFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ApplicationFormSchema }),
  });
  useFormHydrated(form.id);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData) summaryRef.current?.focus();
  }, [actionData]);

  const notice = actionData?.notice;
  const errors = Object.entries(form.allErrors)
    .filter(([name, list]) => list.length > 0 && name !== "job_id")
    .map(([name, list]): [string, string] => [`${form.id}-${name}`, list[0]!]);
  const busy = navigation.state === "submitting";
  const summary =
    notice?.kind === "invalid"
      ? {
          title: application.invalidTitle,
          text:
            errors.length === 1
              ? application.correctOne
              : fill(application.correctMany, { count: errors.length }),
        }
      : notice?.kind === "rejected"
        ? { title: application.failure.title, text: notice.text }
        : notice
          ? application.failure
          : null;

  return (
    <FormProvider context={form.context}>
      <Form
        method="post"
        encType="multipart/form-data"
        action={applyPath(job.id)}
        {...getFormProps(form)}
        noValidate
        className="grid gap-8"
      >
        {summary && (
          <ErrorSummary
            ref={summaryRef}
            id={`${form.id}-summary`}
            title={summary.title}
            text={summary.text}
            errors={notice?.kind === "invalid" ? errors : []}
          />
        )}
        <input type="hidden" name={fields.job_id.name} value={job.id} />
        <HoneypotField formId={form.id} />
        <SubmissionTokenField token={submissionToken} />
        <fieldset>
          <legend className="mb-4 text-lg font-bold text-navy-900">{application.steps[1]}</legend>
          <AboutYouFields
            fields={fields}
            resumeNote={actionData?.resumeAgain ? application.resumeAgain : undefined}
          />
        </fieldset>
        <fieldset>
          <legend className="mb-4 text-lg font-bold text-navy-900">{application.steps[2]}</legend>
          <YourWorkFields fields={fields} />
        </fieldset>
        <div>
          <SubmitButton busy={busy} label={application.submit} busyLabel={application.submitting} />
        </div>
      </Form>
    </FormProvider>
  );
}
