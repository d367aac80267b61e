import { AddressFields } from "~/components/forms/address-fields";
import { CaptchaField } from "~/components/forms/captcha-field";
import { captchaLoader, shouldRevalidate } from "~/components/forms/lead-form-loader";
import { ContactCard } from "~/components/forms/contact-card";
import { FormPage } from "~/components/forms/form-page";
import { leadClientAction } from "~/components/forms/lead-client-action";
import { LeadForm } from "~/components/forms/lead-form";
import { Field } from "~/components/ui/field";
import { formMessages } from "~/content/forms";
import { pages } from "~/content/routes";
import { pageMeta } from "~/lib/meta";
import { BUSINESS_TYPES, FranchiseEnquirySchema } from "~/schemas/franchise-enquiry";
import type { Route } from "./+types/franchise";
import { submitLeadForm } from "./lead-action.server";

export const meta: Route.MetaFunction = (args) => pageMeta(pages.franchise, args);

export const loader = captchaLoader;
export { shouldRevalidate };
export const action = (args: Route.ActionArgs) =>
  submitLeadForm(args, "franchise", FranchiseEnquirySchema);
export const clientAction = leadClientAction;

const businessTypeOptions = BUSINESS_TYPES.map((value) => ({ value, label: value }));

/** Franchise registration with the server's captcha (spec sections 2, 3, 5 and 8). */
export default function Franchise({ loaderData }: Route.ComponentProps) {
  const { heading, intro } = formMessages.franchise;
  return (
    <FormPage
      page={pages.franchise}
      parent={{ label: "Join Us", href: "/join-us" }}
      heading={heading}
      intro={intro}
      aside={<ContactCard />}
    >
      <LeadForm formId="franchise" schema={FranchiseEnquirySchema} captcha={loaderData.captcha}>
        {(fields, captcha) => (
          <>
            <Field meta={fields.name} label="Full name" autoComplete="name" />
            <Field meta={fields.company} label="Company or firm" autoComplete="organization" />
            <Field
              meta={fields.business_type}
              label="Business type"
              as="select"
              options={businessTypeOptions}
              placeholder="Choose a business type"
            />
            <Field
              meta={fields.experience}
              label="Experience"
              hint="Years in logistics or courier business"
              placeholder="e.g. 5 years in courier"
            />
            <Field
              meta={fields.investment}
              label="Investment capacity"
              placeholder="e.g. ₹10 lakh"
            />
            <Field
              meta={fields.preferred_city}
              label="Preferred city"
              hint="Where you want to run the franchise"
            />
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
            <Field
              meta={fields.message}
              label="Message"
              as="textarea"
              hint="Optional"
              rows={4}
              className="sm:col-span-2"
            />
            {captcha && <CaptchaField meta={fields.captchaInput} captcha={captcha} />}
          </>
        )}
      </LeadForm>
    </FormPage>
  );
}
