import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormNotice } from "./form-notice";

type Schema = z.ZodObject;
export type StaffFields<S extends Schema> = ReturnType<typeof useForm<z.input<S>, z.output<S>>>[1];

type Props<S extends Schema> = {
  id: string;
  schema: S;
  /** The action's answer for this form, if it came back. */
  result?: SubmissionResult<string[]>;
  submit: string;
  busyLabel?: string;
  /** Sent as `intent`, for pages with several forms. */
  intent?: string;
  /** What the fields start with (an edit form, a lead's status); what was typed wins after a refusal. */
  defaultValue?: Partial<z.input<S>> | Record<string, string>;
  children: (fields: StaffFields<S>) => ReactNode;
};

/**
 * A staff form (STYLE.md "Forms, end to end"): a plain POST to the page's
 * action, so it works without JavaScript; checked in the browser by the same
 * schema as on the server; a refusal from the server shows above the fields
 * and takes focus, so a screen reader reads it first.
 */
export function StaffForm<S extends Schema>({
  id,
  schema,
  result,
  submit,
  busyLabel,
  intent,
  defaultValue,
  children,
}: Props<S>) {
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id,
    lastResult: result,
    defaultValue: defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const noticeRef = useRef<HTMLDivElement>(null);
  const message = form.errors?.[0];
  useEffect(() => {
    if (result && message) noticeRef.current?.focus();
  }, [result, message]);
  const busy =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="grid gap-5">
      {message && (
        <FormNotice ref={noticeRef} kind="error">
          {message}
        </FormNotice>
      )}
      {intent && <input type="hidden" name="intent" value={intent} />}
      {children(fields)}
      <div>
        <SubmitButton busy={busy} label={submit} busyLabel={busyLabel ?? "Please wait..."} />
      </div>
    </Form>
  );
}
