import {
  FormProvider,
  getFormProps,
  useForm,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, ArrowRight, CircleCheck, TriangleAlert } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { APPLICATION_FORM_ID, applyPath, texts } from "@core/content/careers";
import { useLang, useLocalize } from "~/lib/i18n";
import { useMessage } from "~/lib/messages";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { HONEYPOT_FIELD } from "@core/schemas/honeypot";
import {
  ApplicationFormSchema,
  ApplicationStepOneSchema,
  RESUME_FIELD,
  stepOfField,
  type ApplicationStep,
} from "@core/schemas/job-application";
import { AboutYouFields, YourWorkFields } from "./application-fields";
import type { JobRef } from "@core/schemas/job";

type Props = {
  job: JobRef;
  /** Changes each time Apply is pressed, so the dialog opens again. */
  opened: number;
  /** The dialog has closed; the caller resets after 300 ms. */
  onClosed: () => void;
};

type Status = "editing" | "submitting" | "sent";
type Output = z.output<typeof ApplicationFormSchema>;
type Accepted = Extract<
  Submission<z.input<typeof ApplicationFormSchema>, string[], Output>,
  { status: "success" }
>;
type ApiAnswer = { ok?: boolean; message?: string; errors?: Record<string, string> };

const API_PATH = "/api/job-applications/apply";

/**
 * The two-step application (spec sections 4, 5 and 8) in a modal <dialog>:
 * step 1 moves on only when its fields are right, Back keeps everything,
 * and the application goes to POST /api/job-applications/apply as `data`
 * (the JSON of spec section 3) and `resume_file`.
 */
export default function ApplicationDialog({ job, opened, onClosed }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<ApplicationStep>(1);
  const [status, setStatus] = useState<Status>("editing");
  const [failure, setFailure] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>();
  // Focus goes to the new step's heading, or to the field the server refused.
  // One Idempotency-Key per application: a retry after a lost answer is stored once.
  const idempotencyKey = useRef<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ name?: string; at: number } | null>(null);
  const t = useTexts(texts);
  const lang = useLang();
  const message = useMessage();
  const { application } = t;
  const localize = useLocalize();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, [opened]);

  const [form, fields] = useForm<z.input<typeof ApplicationFormSchema>, Output>({
    id: APPLICATION_FORM_ID,
    lastResult,
    constraint: getZodConstraint(ApplicationFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // Step 1 checks its own fields only; step 2 checks everything.
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: step === 1 ? ApplicationStepOneSchema : ApplicationFormSchema,
      }) as Submission<z.input<typeof ApplicationFormSchema>, string[], Output>,
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (step === 1) {
        setStep(2);
        setFocusTarget({ at: Date.now() });
        return;
      }
      if (submission?.status === "success") void send(submission as Accepted);
    },
  });

  useEffect(() => {
    if (!focusTarget) return;
    const target = focusTarget.name
      ? formRef.current?.querySelector<HTMLElement>(`[name="${focusTarget.name}"]`)
      : stepHeadingRef.current;
    target?.focus();
  }, [focusTarget, step]);
  useEffect(() => {
    if (status === "sent") sentHeadingRef.current?.focus();
  }, [status]);

  async function send(submission: Accepted) {
    setStatus("submitting");
    setFailure(null);
    const { [RESUME_FIELD]: resume, ...data } = submission.value;
    const body = new FormData();
    body.set("data", JSON.stringify(data));
    body.set(RESUME_FIELD, resume);
    // The page's language: stored with the application, and the acknowledgement's.
    body.set("language", lang);
    const honeypot = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
    if (honeypot instanceof HTMLInputElement && honeypot.value)
      body.set(HONEYPOT_FIELD, honeypot.value);

    let answer: ApiAnswer | null = null;
    let httpStatus = 0;
    try {
      idempotencyKey.current ??= newIdempotencyKey();
      const response = await fetch(API_PATH, {
        method: "POST",
        body,
        headers: { "Idempotency-Key": idempotencyKey.current },
      });
      httpStatus = response.status;
      answer = (await response.json().catch(() => null)) as ApiAnswer | null;
    } catch (error) {
      console.warn("application not sent", error);
    }
    if (httpStatus === 201) {
      idempotencyKey.current = null;
      setStatus("sent");
      return;
    }
    setStatus("editing");
    const errors = Object.entries(answer?.errors ?? {}).filter(([name]) => name !== "job_id");
    if ((httpStatus === 400 || httpStatus === 413) && errors.length > 0) {
      // Bad input the browser could not see (say, a renamed picture): back to its field.
      const fieldErrors = Object.fromEntries(errors.map(([name, message]) => [name, [message]]));
      setLastResult(submission.reply({ fieldErrors }));
      const first = errors[0]![0];
      setStep(stepOfField(first));
      setFocusTarget({ name: first, at: Date.now() });
      return;
    }
    setFailure(
      answer?.errors?.job_id ??
        (httpStatus === 429 ? answer?.message : undefined) ??
        application.failure.text,
    );
  }

  const busy = status === "submitting";
  const titleId = `${APPLICATION_FORM_ID}-title`;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClosed}
      className="fixed inset-0 z-50 m-auto max-h-[94dvh] w-[min(96vw,46rem)] scroll-pt-32 overflow-y-auto rounded-card border border-navy-100 bg-white p-0 text-ink shadow-lift backdrop:bg-navy-950/60"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-navy-100 bg-white px-5 py-4 sm:px-8">
        <div>
          <h2 id={titleId} className="text-xl font-extrabold text-navy-900 sm:text-2xl">
            {fill(t.applyFor, { title: job.title })}
          </h2>
          {status !== "sent" && <StepProgress step={step} />}
        </div>
        <form method="dialog">
          <button
            type="submit"
            aria-label={application.close}
            className="-mr-2 grid size-11 place-items-center rounded-full text-navy-900 hover:bg-navy-50"
          >
            <CloseIcon />
          </button>
        </form>
      </div>

      {status === "sent" ? (
        <div className="px-5 py-10 text-center sm:px-8">
          <CircleCheck className="mx-auto size-16 text-success" aria-hidden="true" />
          <h3
            ref={sentHeadingRef}
            tabIndex={-1}
            className="mt-3 text-2xl font-extrabold text-navy-900 outline-none"
          >
            {application.success.title}
          </h3>
          <p className="mt-2 text-muted">{application.success.text}</p>
          <form method="dialog" className="mt-6">
            <button type="submit" className="btn-primary min-h-12 min-w-32">
              {application.close}
            </button>
          </form>
        </div>
      ) : (
        <FormProvider context={form.context}>
          <form
            ref={formRef}
            {...getFormProps(form)}
            method="post"
            encType="multipart/form-data"
            action={localize(applyPath(job.id))}
            noValidate
            className="px-5 py-6 sm:px-8"
          >
            <input type="hidden" name={fields.job_id.name} value={job.id} />
            <HoneypotField formId={APPLICATION_FORM_ID} />
            <h3
              ref={stepHeadingRef}
              tabIndex={-1}
              className="text-lg font-bold text-navy-900 outline-none"
            >
              {`${fill(application.stepOf, { step })}: ${application.steps[step]}`}
            </h3>
            <p className="mt-1 mb-5 text-sm text-muted">{application.intro}</p>
            <div hidden={step !== 1}>
              <AboutYouFields fields={fields} />
            </div>
            <div hidden={step !== 2}>
              <YourWorkFields fields={fields} />
            </div>

            {failure && (
              <div
                role="alert"
                className="mt-6 rounded-xl border-2 border-danger bg-red-50 p-4 text-ink"
              >
                <p className="flex items-center gap-2 text-lg font-extrabold text-danger">
                  <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
                  {application.failure.title}
                </p>
                <p className="mt-1 font-semibold">{message(failure)}</p>
              </div>
            )}

            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              {step === 2 ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    setStep(1);
                    setFailure(null);
                    setFocusTarget({ at: Date.now() });
                  }}
                  className="btn-outline min-h-12 text-navy-900"
                >
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  {application.back}
                </button>
              ) : (
                <span />
              )}
              {step === 1 ? (
                <button type="submit" className="btn-primary min-h-12 px-8">
                  {application.next}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </button>
              ) : (
                <SubmitButton
                  busy={busy}
                  label={application.submit}
                  busyLabel={application.submitting}
                />
              )}
            </div>
          </form>
        </FormProvider>
      )}
    </dialog>
  );
}

function StepProgress({ step }: { step: ApplicationStep }) {
  return (
    <div className="mt-2 flex items-center gap-3" aria-hidden="true">
      <span className="flex gap-1.5">
        {[1, 2].map((n) => (
          <span
            key={n}
            className={`h-1.5 w-10 rounded-full ${n <= step ? "bg-saffron-500" : "bg-navy-100"}`}
          />
        ))}
      </span>
    </div>
  );
}

/** The close cross, drawn here: importing the icon would split it out of the page shell's script. */
function CloseIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

/** 128 random bits as hex: crypto.randomUUID needs HTTPS, getRandomValues does not. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
