import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useActionData, useLoaderData, useNavigation } from "react-router";
import { useFormHydrated } from "~/components/forms/deferred-form";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/local-link";
import { supportPages, texts } from "@core/content/support";
import { TicketLookupSchema } from "@core/schemas/support-ticket";
import { usePageInfo, useTexts } from "~/lib/texts";
import { LOOKUP_FORM_ID, type LookupData } from "./form-data";

/**
 * /support/ticket's form: the number and the e-mail address or mobile
 * number, checked in the browser by the server's schema. Its code loads
 * with the visitor's first interaction (deferred-form.tsx); what it shows
 * comes from the page's loader and action, not from props.
 */
export function TicketLookupForm() {
  const t = useTexts(texts);
  const page = usePageInfo(supportPages.ticket);
  const { expired } = useLoaderData<{ expired: boolean }>();
  const actionData = useActionData<LookupData>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: LOOKUP_FORM_ID,
    lastResult: actionData?.result,
    constraint: getZodConstraint(TicketLookupSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TicketLookupSchema }),
  });
  useFormHydrated(form.id);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData?.message) summaryRef.current?.focus();
  }, [actionData]);
  const message = actionData?.message ?? (expired ? t.ticket.expired : undefined);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="grid max-w-xl gap-5">
      {message && (
        <ErrorSummary
          ref={summaryRef}
          id={`${form.id}-summary`}
          title={page.heading}
          text={message}
          errors={[]}
        />
      )}
      <Field
        meta={fields.number}
        label={t.lookup.number}
        hint={t.lookup.numberHint}
        autoComplete="off"
      />
      <Field
        meta={fields.contact}
        label={t.lookup.contact}
        hint={t.lookup.contactHint}
        autoComplete="email"
      />
      <div>
        <SubmitButton
          busy={navigation.state === "submitting"}
          label={t.lookup.submit}
          busyLabel={t.lookup.submitting}
        />
      </div>
      <p className="text-sm text-muted">
        {t.lookup.noNumber}{" "}
        <Link
          to="/support/request"
          className="font-bold text-navy-800 underline underline-offset-2"
        >
          {t.lookup.raise}
        </Link>
      </p>
    </Form>
  );
}
