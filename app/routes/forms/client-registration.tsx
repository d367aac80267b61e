import { AddressFields } from "~/components/forms/address-fields";
import { CaptchaField } from "~/components/forms/captcha-field";
import { ContactCard } from "~/components/forms/contact-card";
import { FormPage } from "~/components/forms/form-page";
import { leadClientAction } from "~/components/forms/lead-client-action";
import { LeadForm } from "~/components/forms/lead-form";
import { captchaLoader, shouldRevalidate } from "~/components/forms/lead-form-loader";
import { Field } from "~/components/ui/field";
import { formMessages } from "~/content/forms";
import { pages } from "~/content/routes";
import { pageMeta } from "~/lib/meta";
import { ClientRegistrationSchema } from "~/schemas/client-registration";
import type { Route } from "./+types/client-registration";
import { submitLeadForm } from "./lead-action.server";

export const meta: Route.MetaFunction = (args) => pageMeta(pages.clientRegistration, args);

export const loader = captchaLoader;
export { shouldRevalidate };
export const action = (args: Route.ActionArgs) =>
  submitLeadForm(args, "client", ClientRegistrationSchema);
export const clientAction = leadClientAction;

/** Client registration with the server's captcha (spec sections 2, 3, 5 and 8). */
export default function ClientRegistration({ loaderData }: Route.ComponentProps) {
  const { heading, intro } = formMessages.client;
  return (
    <FormPage
      page={pages.clientRegistration}
      parent={{ label: "Join Us", href: "/join-us" }}
      heading={heading}
      intro={intro}
      aside={<ContactCard />}
    >
      <LeadForm formId="client" schema={ClientRegistrationSchema} captcha={loaderData.captcha}>
        {(fields, captcha) => (
          <>
            <Field meta={fields.name} label="Full name" autoComplete="name" />
            <Field meta={fields.company_name} label="Company name" autoComplete="organization" />
            <Field
              meta={fields.contact}
              label="Contact number"
              type="tel"
              hint="10-digit mobile number"
              autoComplete="tel"
            />
            <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
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
