import { AddressFields } from "~/components/forms/address-fields";
import { CaptchaField } from "~/components/forms/captcha-field";
import { ContactCard } from "~/components/forms/contact-card";
import { FormPage } from "~/components/forms/form-page";
import { leadClientAction } from "~/components/forms/lead-client-action";
import { LeadForm } from "~/components/forms/lead-form";
import { captchaLoader, shouldRevalidate } from "~/components/forms/lead-form-loader";
import { Field } from "~/components/ui/field";
import { texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import { pages } from "@core/content/routes";
import { pageMeta } from "~/lib/meta";
import { ClientRegistrationSchema } from "@core/schemas/client-registration";
import type { Route } from "./+types/client-registration";
import { submitLeadForm } from "./lead-action.server";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["forms", "validation"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(pages.clientRegistration, args);

export const loader = captchaLoader;
export { shouldRevalidate };
export const action = (args: Route.ActionArgs) =>
  submitLeadForm(args, "client", ClientRegistrationSchema);
export const clientAction = leadClientAction;

/** Client registration with the server's captcha (spec sections 2, 3, 5 and 8). */
export default function ClientRegistration({ loaderData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const { heading, intro } = t.messages.client;
  const { labels, hints } = t;
  return (
    <FormPage
      page={pages.clientRegistration}
      parent={{ label: t.joinUs, href: "/join-us" }}
      heading={heading}
      intro={intro}
      aside={<ContactCard />}
    >
      <LeadForm formId="client" schema={ClientRegistrationSchema} captcha={loaderData.captcha}>
        {(fields, captcha) => (
          <>
            <Field meta={fields.name} label={labels.fullName} autoComplete="name" />
            <Field
              meta={fields.company_name}
              label={labels.companyName}
              autoComplete="organization"
            />
            <Field
              meta={fields.contact}
              label={labels.contactNumber}
              type="tel"
              hint={hints.mobile}
              autoComplete="tel"
            />
            <Field meta={fields.email} label={labels.email} type="email" autoComplete="email" />
            <AddressFields
              address={fields.address}
              city={fields.city}
              state={fields.state}
              pincode={fields.pincode}
            />
            {captcha && <CaptchaField meta={fields.captchaInput} captcha={captcha} />}
          </>
        )}
      </LeadForm>
    </FormPage>
  );
}
