import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useActionData } from "react-router";
import { DeferredForm, deferredForm } from "~/components/forms/deferred-form";
import { FormPage } from "~/components/forms/form-page";
import { LOOKUP_FORM_ID, type LookupData } from "~/components/support/form-data";
import { supportPages } from "@core/content/support";
import { langOf, localizePath } from "@core/i18n";
import { TicketLookupSchema } from "@core/schemas/support-ticket";
import type { TextsHandle } from "@core/texts";
import { pageMeta } from "~/lib/meta";
import { usePageInfo } from "~/lib/texts";
import type { Route } from "./+types/ticket-lookup";

export const handle = { texts: ["support", "validation"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(supportPages.ticket, args);

export const headers = () => ({ "Cache-Control": "no-store" });

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

const loadBody = () =>
  import("~/components/support/ticket-lookup-form").then((m) => m.TicketLookupForm);
/** The form's code (Conform, zod, the schema) loads with the first interaction (decision 034); the server renders it in full. */
const TicketLookupForm = import.meta.env.SSR ? await loadBody() : deferredForm(loadBody);

/** /support/ticket: find your request by its number and the contact you gave. */
export default function TicketLookup() {
  const page = usePageInfo(supportPages.ticket);
  // An answer from the action (a post sent before the page's code ran): the form loads at once.
  const answered = useActionData<LookupData>() !== undefined;
  return (
    <FormPage page={supportPages.ticket} heading={page.heading} intro={page.intro}>
      <DeferredForm formId={LOOKUP_FORM_ID} Body={TicketLookupForm} eager={answered} />
    </FormPage>
  );
}
