import { ContactCard } from "~/components/forms/contact-card";
import { RaiseRequestCard } from "~/components/ui/raise-request-card";
import { FormPage } from "~/components/forms/form-page";
import { leadClientAction } from "~/components/forms/lead-client-action";
import { leadFormLoader, shouldRevalidate } from "~/components/forms/lead-form-loader";
import { LeadForm } from "~/components/forms/lead-form";
import { MapOnRequest } from "~/components/forms/map-on-request";
import { Field } from "~/components/ui/field";
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

/** Contact us: the message form, office address, phone, support e-mail and a map on request (spec section 2). */
export default function ContactUs() {
  const t = useTexts(texts);
  const { heading, intro } = t.messages.contact;
  const { labels } = t;
  const aside = (
    <>
      <ContactCard title={t.contactCard.office} inbox="support" withAddress />
      <RaiseRequestCard />
      <MapOnRequest />
    </>
  );
  return (
    <FormPage page={pages.contactUs} heading={heading} intro={intro} aside={aside}>
      <LeadForm formId="contact" schema={ContactMessageSchema}>
        {(fields) => (
          <>
            <Field meta={fields.name} label={labels.name} autoComplete="name" />
            <Field meta={fields.email} label={labels.email} type="email" autoComplete="email" />
            <Field meta={fields.subject} label={labels.subject} className="sm:col-span-2" />
            <Field
              meta={fields.message}
              label={labels.message}
              as="textarea"
              rows={6}
              className="sm:col-span-2"
            />
          </>
        )}
      </LeadForm>
    </FormPage>
  );
}
