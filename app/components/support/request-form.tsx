import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { useFormHydrated } from "~/components/forms/deferred-form";
import { submitterOf } from "~/lib/submitter";
import { ErrorSummary } from "~/components/forms/error-summary";
import { HoneypotField } from "~/components/forms/honeypot-field";
import type { LeadNotice } from "~/components/forms/lead-action-data";
import { SubmissionTokenField } from "~/components/forms/submission-token-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field } from "~/components/ui/field";
import { FieldError, FieldHint, FieldLabel, controlClass } from "~/components/ui/field-parts";
import { Form } from "~/components/ui/local-link";
import { texts } from "@core/content/support";
import { fill } from "@core/texts";
import { useMessage } from "~/lib/messages";
import { useTexts } from "~/lib/texts";
import {
  ATTACHMENTS_FIELD,
  TICKET_FORM_ID,
  TicketFieldsSchema,
  TicketFormSchema,
} from "@core/schemas/support-ticket";
import { ATTACHMENTS, TICKET_CATEGORIES, type TicketCategory } from "@core/support";
import type { RequestActionData } from "./form-data";

/** What the request page's loader gives its form (routes/support/request.tsx). */
type RequestLoaderData = {
  submissionToken: string;
  lrNo?: string;
  category?: TicketCategory;
  /** SMS is on: the form offers SMS updates, and with them no e-mail address is needed. */
  smsUpdates: boolean;
};

/**
 * The browser's checks from the schema; the e-mail address is required
 * (marked and checked) only while the form offers no SMS updates.
 */
function constraintOf(smsUpdates: boolean) {
  const constraint = getZodConstraint(TicketFieldsSchema);
  return { ...constraint, email: { ...constraint.email, required: !smsUpdates } };
}

/**
 * The form as the request page shows it, its code loaded on demand
 * (deferred-form.tsx): what it starts from comes from the page's loader, not
 * from props, so the form waiting for its code never receives new ones.
 */
export function RequestBody() {
  const { submissionToken, lrNo, category, smsUpdates } = useLoaderData<RequestLoaderData>();
  return (
    <RequestForm
      submissionToken={submissionToken}
      lrNo={lrNo}
      category={category}
      smsUpdates={smsUpdates}
    />
  );
}

/**
 * "Raise a request": the category as radio buttons with a line of
 * help each (a phone shows them all at once, unlike a select), the LR
 * number, contact details, what happened, the value for damage and loss,
 * and up to three files. Checked in the browser by the same schema as on
 * the server; without JavaScript the server answers beside each field.
 */
export function RequestForm({
  submissionToken,
  lrNo,
  category: chosenCategory,
  smsUpdates = false,
}: {
  submissionToken: string;
  /** Offer "Send me updates about this request by SMS" (SMS is on). */
  smsUpdates?: boolean;
  /** From a shipment's "Report a problem" link. */
  lrNo?: string;
  /** From a link that knows the problem: a shipment gone quiet (delay), a missed delivery (attempt). */
  category?: TicketCategory;
}) {
  const t = useTexts(texts);
  const f = t.form;
  const actionData = useActionData<RequestActionData>();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const message = useMessage();
  const [form, fields] = useForm<
    z.input<typeof TicketFormSchema>,
    z.output<typeof TicketFormSchema>
  >({
    id: TICKET_FORM_ID,
    lastResult: actionData?.result,
    defaultValue: lrNo || chosenCategory ? { lr_no: lrNo, category: chosenCategory } : undefined,
    constraint: constraintOf(smsUpdates),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TicketFormSchema }),
  });
  useFormHydrated(form.id);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData) summaryRef.current?.focus();
  }, [actionData]);
  // A refusal in the browser is newer than the last answer from the server.
  const [refusedHere, setRefusedHere] = useState(0);
  const [lastRefusal, setLastRefusal] = useState<"here" | "server">("server");
  useEffect(() => {
    if (refusedHere > 0) summaryRef.current?.focus();
  }, [refusedHere]);

  const notice: LeadNotice | undefined =
    lastRefusal === "here" ? { kind: "invalid" } : actionData?.notice;
  const errors = Object.entries(form.allErrors)
    .filter(([, list]) => list.length > 0)
    .map(([name, list]): [string, string] => [`${form.id}-${name}`, list[0]!]);
  const summary =
    notice?.kind === "invalid" && errors.length > 0
      ? {
          title: f.invalidTitle,
          text: errors.length === 1 ? f.correctOne : fill(f.correctMany, { count: errors.length }),
        }
      : notice?.kind === "rejected"
        ? { title: f.failedTitle, text: notice.text }
        : notice?.kind === "failed"
          ? { title: f.failedTitle, text: f.failedText }
          : null;
  const busy = navigation.state === "submitting";
  const { onSubmit, ...formProps } = getFormProps(form);
  const category = fields.category;
  const categoryError = category.errors?.[0];
  const fileError = fields[ATTACHMENTS_FIELD].errors;
  const fileHintId = `${form.id}-attachments-hint`;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={`${pathname}#${form.id}`}
      {...formProps}
      noValidate
      preventScrollReset
      onSubmit={(event) => {
        onSubmit(event);
        // Conform checks a field (on blur, on input) by submitting with its own intent button.
        if (submitterOf(event.nativeEvent)?.getAttribute("name") === "__intent__") return;
        const refused = event.defaultPrevented;
        setLastRefusal(refused ? "here" : "server");
        if (refused) setRefusedHere((n) => n + 1);
      }}
      className="grid gap-6 sm:grid-cols-2"
    >
      {summary && (
        <div className="sm:col-span-2">
          <ErrorSummary
            ref={summaryRef}
            id={`${form.id}-summary`}
            title={summary.title}
            text={summary.text}
            errors={notice?.kind === "invalid" ? errors : []}
          />
        </div>
      )}
      <HoneypotField formId={form.id} />
      <SubmissionTokenField token={submissionToken} />
      <fieldset
        className="sm:col-span-2"
        aria-describedby={categoryError ? category.errorId : undefined}
        aria-invalid={categoryError ? true : undefined}
      >
        <legend className="text-sm font-bold text-navy-900">
          {f.category}
          <span className="text-danger" aria-hidden="true">
            {" "}
            *
          </span>
        </legend>
        {/* The first radio carries the field's id, so the error summary's link reaches the group. */}
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {TICKET_CATEGORIES.map((value, i) => {
            const id = i === 0 ? category.id : `${category.id}-${value}`;
            const c = t.categories[value];
            return (
              // The rule cannot see the words inside the spans; the label holds its radio and its text.
              // eslint-disable-next-line jsx-a11y/label-has-associated-control
              <label
                key={value}
                htmlFor={id}
                className="flex min-h-12 cursor-pointer gap-3 rounded-xl border-2 border-navy-200 bg-white p-3 hover:border-navy-300 has-[:checked]:border-navy-600 has-[:checked]:bg-navy-50"
              >
                <input
                  id={id}
                  type="radio"
                  name={category.name}
                  value={value}
                  defaultChecked={category.initialValue === value}
                  required
                  aria-describedby={`${id}-hint`}
                  className="mt-1 size-5 shrink-0 accent-navy-700"
                />
                <span>
                  <span className="block font-bold text-navy-900">{c.label}</span>
                  <span id={`${id}-hint`} className="block text-sm text-muted">
                    {c.hint}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {categoryError && <FieldError id={category.errorId}>{message(categoryError)}</FieldError>}
      </fieldset>
      <Field
        meta={fields.lr_no}
        label={f.lrNo}
        hint={f.lrNoHint}
        autoComplete="off"
        className="sm:col-span-2"
      />
      <Field meta={fields.name} label={f.name} autoComplete="name" />
      <Field meta={fields.phone} label={f.phone} type="tel" inputMode="tel" autoComplete="tel" />
      <Field
        meta={fields.email}
        label={f.email}
        hint={smsUpdates ? f.emailSmsHint : undefined}
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
      />
      {smsUpdates && (
        <div className="sm:col-span-2">
          <label
            htmlFor={fields.sms_updates.id}
            className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-navy-200 bg-white p-3 hover:border-navy-300 has-[:checked]:border-navy-600 has-[:checked]:bg-navy-50"
          >
            <input
              id={fields.sms_updates.id}
              name={fields.sms_updates.name}
              type="checkbox"
              defaultChecked={fields.sms_updates.initialValue === "on"}
              // The address is needed or not by this box: its message follows the box at once.
              onChange={() => {
                if (fields.email.errors) form.validate({ name: fields.email.name });
              }}
              aria-describedby={`${fields.sms_updates.id}-hint`}
              className="mt-1 size-5 shrink-0 accent-navy-700"
            />
            <span className="font-semibold text-navy-900">{f.smsUpdates}</span>
          </label>
          <FieldHint id={`${fields.sms_updates.id}-hint`}>{f.smsUpdatesHint}</FieldHint>
        </div>
      )}
      <Field
        meta={fields.description}
        label={f.description}
        hint={f.descriptionHint}
        as="textarea"
        rows={6}
        className="sm:col-span-2"
      />
      <Field
        meta={fields.declared_value}
        label={f.declaredValue}
        hint={f.declaredValueHint}
        inputMode="numeric"
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <FieldLabel htmlFor={fields[ATTACHMENTS_FIELD].id}>{f.attachments}</FieldLabel>
        <input
          id={fields[ATTACHMENTS_FIELD].id}
          name={fields[ATTACHMENTS_FIELD].name}
          type="file"
          multiple
          accept={ATTACHMENTS.accept}
          aria-describedby={[fileHintId, fileError?.length ? fields[ATTACHMENTS_FIELD].errorId : ""]
            .filter(Boolean)
            .join(" ")}
          aria-invalid={fileError?.length ? true : undefined}
          className={`${controlClass} file:mr-3 file:rounded-lg file:border-0 file:bg-navy-100 file:px-3 file:py-1.5 file:font-bold file:text-navy-900`}
        />
        <FieldHint id={fileHintId}>
          {actionData?.filesAgain ? `${f.filesAgain} ${f.attachmentsHint}` : f.attachmentsHint}
        </FieldHint>
        {fileError?.length ? (
          <FieldError id={fields[ATTACHMENTS_FIELD].errorId}>
            {fileError.map((e) => message(e)).join(" ")}
          </FieldError>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
        <SubmitButton busy={busy} label={f.submit} busyLabel={f.submitting} />
        <p className="text-sm text-muted">
          <span className="text-danger" aria-hidden="true">
            *
          </span>{" "}
          {f.required}
        </p>
      </div>
    </Form>
  );
}
