import { useActionData, type ShouldRevalidateFunctionArgs } from "react-router";
import { ContactCard } from "~/components/forms/contact-card";
import { DeferredForm, deferredForm } from "~/components/forms/deferred-form";
import { FormPage } from "~/components/forms/form-page";
import { RaisedPanel } from "~/components/support/raised-panel";
import {
  RAISED_PARAM,
  TOKEN_PARAM,
  type RaisedFollow,
  type RequestActionData,
} from "~/components/support/form-data";
import { phoneStartOf } from "~/lib/phone-alerts-form";
import { Link } from "~/components/ui/local-link";
import { supportPages, texts } from "@core/content/support";
import { pageMeta } from "~/lib/meta";
import { usePageInfo, useTexts } from "~/lib/texts";
import { normalizeLrNumber } from "@core/schemas/tracking";
import { newSubmissionToken } from "@core/schemas/new-submission-token";
import { parseTicketNumber, TICKET_CATEGORIES, TICKET_FORM_ID } from "@core/support";
import type { TextsHandle } from "@core/texts";
import type { Route } from "./+types/request";
import { raiseRequest } from "./request-action.server";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["support", "forms", "validation", "phone-alerts"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(supportPages.request, args);

/** What a visitor types is personal: no browser or proxy keeps a copy of the page. */
export const headers = () => ({ "Cache-Control": "no-store" });

/**
 * The form's one-time token, the LR number and category of a shipment's
 * "Report a problem" links (?lr=, ?category=delay or attempt), whether it
 * offers SMS updates, or the number of the request just raised (?raised=),
 * and with SMS updates (&t=) its page and the code step.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const raised = parseTicketNumber(params.get(RAISED_PARAM)) ?? undefined;
  return {
    submissionToken: newSubmissionToken(),
    lrNo: normalizeLrNumber(params.get("lr") ?? "") ?? undefined,
    category: TICKET_CATEGORIES.find((c) => c === params.get("category")),
    smsUpdates: context.services.tickets.smsUpdatesOn(),
    raised,
    follow: raised ? await followOf(context, raised, params.get(TOKEN_PARAM) ?? "") : null,
  };
}

/** The raised ticket a token opens: its page's address, whether it has an address, its code step. */
async function followOf(context: Route.LoaderArgs["context"], number: string, token: string) {
  if (!token) return null;
  const ticket = await context.services.tickets.open(number, token);
  if (!ticket) return null;
  return {
    url: `/support/ticket/${ticket.number}?${TOKEN_PARAM}=${encodeURIComponent(token)}`,
    hasEmail: ticket.email !== "",
    phoneStart: phoneStartOf(await context.services.phoneAlerts.pendingForTicket(ticket.id)),
  } satisfies RaisedFollow;
}

/**
 * After a post that came back, the form keeps its token: sending it again
 * is a retry. After a success (?raised=) the page shows the number.
 */
export function shouldRevalidate({
  formMethod,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (nextUrl.searchParams.has(RAISED_PARAM)) return true;
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export const action = (args: Route.ActionArgs) => raiseRequest(args);

const loadBody = () => import("~/components/support/request-form").then((m) => m.RequestBody);
/** The form's code (Conform, zod, the schema) loads with the first interaction (decision 034); the server renders it in full. */
const RequestBody = import.meta.env.SSR ? await loadBody() : deferredForm(loadBody);

/** Raise a request: a ticket number for every problem. */
export default function SupportRequest({ loaderData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const page = usePageInfo(supportPages.request);
  // An answer from the action (a post sent before the page's code ran): the form loads at once.
  const answered = useActionData<RequestActionData>() !== undefined;
  const aside = (
    <>
      <ContactCard title={t.raiseRequest} inbox="support" />
      <p className="rounded-card border border-navy-100 bg-white p-5 text-sm">
        <Link to="/grievance" className="font-bold text-navy-800 underline underline-offset-2">
          {t.ticket.grievance}
        </Link>
      </p>
    </>
  );
  if (loaderData.raised)
    return (
      <FormPage
        page={supportPages.request}
        heading={t.raised.heading}
        intro={loaderData.follow?.hasEmail === false ? t.raised.textNoEmail : t.raised.text}
        aside={aside}
      >
        <RaisedPanel number={loaderData.raised} follow={loaderData.follow} />
      </FormPage>
    );
  return (
    <FormPage page={supportPages.request} heading={page.heading} intro={page.intro} aside={aside}>
      <DeferredForm formId={TICKET_FORM_ID} Body={RequestBody} eager={answered} />
    </FormPage>
  );
}
