import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { data, redirect, useActionData, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import { FormPage } from "~/components/forms/form-page";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/local-link";
import { supportPages, texts } from "@core/content/support";
import { langOf, localizePath } from "@core/i18n";
import { TicketLookupSchema } from "@core/schemas/support-ticket";
import type { TextsHandle } from "@core/texts";
import { pageMeta } from "~/lib/meta";
import { usePageInfo, useTexts } from "~/lib/texts";
import type { Route } from "./+types/ticket-lookup";

export const handle = { texts: ["support", "validation"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(supportPages.ticket, args);

export const headers = () => ({ "Cache-Control": "no-store" });

type LookupData = { result?: SubmissionResult<string[]>; message?: string };

/** ?expired=1: a link from an e-mail that no longer opens the ticket. */
export function loader({ request }: Route.LoaderArgs) {
  return { expired: new URL(request.url).searchParams.get("expired") === "1" };
}

/**
 * The number and the e-mail address or mobile number given: the ticket's
 * page with a fresh link, or one answer for a wrong number and a wrong
 * second fact alike (and 429 once five were wrong).
 */
export async function action({ request, context }: Route.ActionArgs) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data<LookupData>({ message: "leadSpam" }, 400);
  }
  const submission = parseWithZod(formData, { schema: TicketLookupSchema });
  if (submission.status !== "success") return data<LookupData>({ result: submission.reply() }, 400);
  const { number, contact } = submission.value;
  const outcome = await context.services.tickets.lookup(number, contact, context.visitor);
  const lang = langOf(new URL(request.url).pathname);
  switch (outcome.status) {
    case "found":
      return redirect(
        `${localizePath(lang, `/support/ticket/${outcome.number}`)}?t=${outcome.token}`,
        303,
      );
    case "not-found":
      return data<LookupData>({ result: submission.reply(), message: outcome.message }, 404);
    case "limited":
      return data<LookupData>(
        { result: submission.reply(), message: outcome.message },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
  }
}

/** /support/ticket: find your request by its number and the contact you gave. */
export default function TicketLookup({ loaderData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const page = usePageInfo(supportPages.ticket);
  const actionData = useActionData<LookupData>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "ticket-lookup",
    lastResult: actionData?.result,
    constraint: getZodConstraint(TicketLookupSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TicketLookupSchema }),
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData?.message) summaryRef.current?.focus();
  }, [actionData]);
  const message = actionData?.message ?? (loaderData.expired ? t.ticket.expired : undefined);
  return (
    <FormPage page={supportPages.ticket} heading={page.heading} intro={page.intro}>
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
    </FormPage>
  );
}
