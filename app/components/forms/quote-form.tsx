import { texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import type { PageInfo } from "@core/content/routes";
import { ContactCard } from "./contact-card";
import { deferredForm } from "./deferred-form";
import { FormPage } from "./form-page";
import { LeadForm } from "./lead-form";

const loadBody = () => import("./quote-body").then((m) => m.QuoteBody);
/** The form's code loads with the first interaction (deferred-form.tsx); the server renders it in full. */
const QuoteBody = import.meta.env.SSR ? await loadBody() : deferredForm(loadBody);

/**
 * The quote form's page (spec sections 3 and 5): /get-a-quote stores kind
 * 'quote', with the instant estimate, /request-quote ('Request a Custom
 * Quote') kind 'custom'.
 */
export function QuotePage({ formId, page }: { formId: "quote" | "customQuote"; page: PageInfo }) {
  const { heading, intro } = useTexts(texts).messages[formId];
  return (
    <FormPage page={page} heading={heading} intro={intro} aside={<ContactCard />}>
      <LeadForm formId={formId} Body={QuoteBody} />
    </FormPage>
  );
}
