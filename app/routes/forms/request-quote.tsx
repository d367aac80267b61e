import { leadClientAction } from "~/components/forms/lead-client-action";
import { leadFormLoader, shouldRevalidate } from "~/components/forms/lead-form-loader";
import { QuotePage } from "~/components/forms/quote-form";
import { pages } from "@core/content/routes";
import { pageMeta } from "~/lib/meta";
import { QuoteRequestSchema } from "@core/schemas/quote-request";
import type { Route } from "./+types/request-quote";
import { submitLeadForm } from "./lead-action.server";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["forms", "validation"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(pages.requestQuote, args);

export const loader = leadFormLoader;
export { shouldRevalidate };
export const action = (args: Route.ActionArgs) =>
  submitLeadForm(args, "customQuote", QuoteRequestSchema);
export const clientAction = leadClientAction;

/** Request a Custom Quote: the same form, stored with kind 'custom' (spec section 2). */
export default function RequestQuote() {
  return <QuotePage formId="customQuote" page={pages.requestQuote} />;
}
