import { ContactCard } from "~/components/forms/contact-card";
import { RaiseRequestCard } from "~/components/ui/raise-request-card";
import { FormPage } from "~/components/forms/form-page";
import { leadClientAction } from "~/components/forms/lead-client-action";
import { leadFormLoader, shouldRevalidate } from "~/components/forms/lead-form-loader";
import { deferredForm } from "~/components/forms/deferred-form";
import { LeadForm } from "~/components/forms/lead-form";
import { MapOnRequest } from "~/components/forms/map-on-request";
import { texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import { pages } from "@core/content/routes";
import { pageMeta } from "~/lib/meta";
import { ContactMessageSchema } from "@core/schemas/contact-message";
import type { Route } from "./+types/contact-us";
import { submitLeadForm } from "./lead-action.server";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["forms", "validation", "help-contacts"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(pages.contactUs, args);

export const loader = leadFormLoader;
export { shouldRevalidate };
export const action = (args: Route.ActionArgs) =>
  submitLeadForm(args, "contact", ContactMessageSchema);
export const clientAction = leadClientAction;

const loadBody = () => import("~/components/forms/contact-body").then((m) => m.ContactBody);
/** The form's code loads with the first interaction (deferred-form.tsx); the server renders it in full. */
const ContactBody = import.meta.env.SSR ? await loadBody() : deferredForm(loadBody);

/** Contact us: the message form, office address, phone, support e-mail and a map on request (spec section 2). */
export default function ContactUs() {
  const t = useTexts(texts);
  const { heading, intro } = t.messages.contact;
  const aside = (
    <>
      <ContactCard title={t.contactCard.office} inbox="support" withAddress />
      <RaiseRequestCard />
      <MapOnRequest />
    </>
  );
  return (
    <FormPage page={pages.contactUs} heading={heading} intro={intro} aside={aside}>
      <LeadForm formId="contact" Body={ContactBody} />
    </FormPage>
  );
}
