import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { texts, type LeadFormId } from "@core/content/forms";
import { submitterOf } from "~/lib/submitter";
import { useTexts } from "~/lib/texts";
import type { Captcha } from "@core/schemas/captcha";
import { ErrorSummary } from "./error-summary";
import { useFormHydrated } from "./deferred-form";
import { HoneypotField } from "./honeypot-field";
import type { LeadActionData, LeadNotice } from "./lead-action-data";
import { noticeText } from "./notice-text";
import { SubmissionTokenField } from "./submission-token-field";
import { SubmitButton } from "./submit-button";

type Schema = z.ZodObject;

/** The name of Conform's own submit button (validation intents); not a visitor's submission. */
const INTENT = "__intent__";
export type Fields<S extends Schema> = ReturnType<typeof useForm<z.input<S>, z.output<S>>>[1];

type Props<S extends Schema> = {
  formId: LeadFormId;
  schema: S;
  children: (fields: Fields<S>, captcha: Captcha | undefined) => ReactNode;
};

/**
 * Every lead form (STYLE.md "Forms, end to end"): a <Form> posting to the
 * route's action, checked in the browser by the same schema as on the
 * server, with the error summary, the honeypot and the submit button. Its
 * code loads with the first interaction (deferred-form.tsx); the page's
 * LeadForm (lead-form.tsx) keeps the success dialog.
 */
export function LeadFormBody<S extends Schema>({ formId, schema, children }: Props<S>) {
  const t = useTexts(texts);
  const messages = t.messages[formId];
  const actionData = useActionData<LeadActionData>();
  // Every lead route's loader issues the form's one-time token, and the captcha forms' a question (lead-form-loader.ts).
  const { submissionToken, captcha: loaderCaptcha } =
    useLoaderData<{ submissionToken?: string; captcha?: Captcha }>() ?? {};
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id: formId,
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // A refusal in the browser is newer than the last answer from the server.
  const [refusedHere, setRefusedHere] = useState(0);
  const [lastRefusal, setLastRefusal] = useState<"here" | "server">("server");
  const notice: LeadNotice | undefined =
    lastRefusal === "here" ? { kind: "invalid" } : actionData?.notice;
  const captcha = actionData?.captcha ?? loaderCaptcha;
  const errors = Object.entries(form.allErrors)
    .filter(([, list]) => list.length > 0)
    .map(([name, list]): [string, string] => [`${form.id}-${name}`, list[0]!]);

  useFormHydrated(form.id);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const captchaInput = formRef.current?.elements.namedItem("captchaInput");
    if (actionData?.notice?.kind === "captcha" && captchaInput instanceof HTMLInputElement)
      captchaInput.focus();
    else if (actionData?.notice) summaryRef.current?.focus();
  }, [actionData]);
  useEffect(() => {
    if (refusedHere > 0) summaryRef.current?.focus();
  }, [refusedHere]);

  const showSummary = notice && (notice.kind !== "invalid" || errors.length > 0);
  const busy = navigation.state === "submitting";
  const { onSubmit, ...formProps } = getFormProps(form);
  return (
    <Form
      ref={formRef}
      method="post"
      action={`${pathname}#${form.id}`}
      {...formProps}
      noValidate
      preventScrollReset
      onSubmit={(event) => {
        onSubmit(event);
        // Conform checks a field (on blur, on input) by submitting with its own intent button.
        if (submitterOf(event.nativeEvent)?.getAttribute("name") === INTENT) return;
        const refused = event.defaultPrevented;
        setLastRefusal(refused ? "here" : "server");
        if (refused) setRefusedHere((n) => n + 1);
      }}
      className="grid gap-5 sm:grid-cols-2"
    >
      {showSummary && (
        <div className="sm:col-span-2">
          <ErrorSummary
            ref={summaryRef}
            id={`${form.id}-summary`}
            {...noticeText(notice, messages, errors.length, t)}
            errors={notice.kind === "failed" ? [] : errors}
          />
        </div>
      )}
      <HoneypotField formId={form.id} />
      <SubmissionTokenField token={submissionToken} />
      {children(fields, captcha)}
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
        <SubmitButton busy={busy} label={messages.submit} busyLabel={messages.submitting} />
        <p className="text-sm text-muted">
          <span className="text-danger" aria-hidden="true">
            *
          </span>{" "}
          {t.required}
        </p>
      </div>
    </Form>
  );
}
