import { leadClientAction } from "~/components/forms/lead-client-action";
import { leadFormLoader, shouldRevalidate } from "~/components/forms/lead-form-loader";
import { QuotePage } from "~/components/forms/quote-form";
import { pages } from "@core/content/routes";
import { pageMeta } from "~/lib/meta";
import { QuoteRequestSchema } from "@core/schemas/quote-request";
import type { Route } from "./+types/get-a-quote";
import { answerEstimate, asksForEstimate } from "./estimate-action.server";
import { submitLeadForm } from "./lead-action.server";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["forms", "validation"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(pages.getAQuote, args);

export const loader = leadFormLoader;
export { shouldRevalidate };
/** Sends the quote request, or (the Show estimate button, without JavaScript) only answers the estimate. */
export async function action(args: Route.ActionArgs) {
  if (await asksForEstimate(args.request)) return answerEstimate(args);
  return submitLeadForm(args, "quote", QuoteRequestSchema);
}
export const clientAction = leadClientAction;

/** Get a Quote (spec sections 2, 3, 5 and 8), with the instant estimate (decision 023). */
export default function GetAQuote() {
  return <QuotePage formId="quote" page={pages.getAQuote} />;
}
