import { AddressFields } from "~/components/forms/address-fields";
import { CaptchaField } from "~/components/forms/captcha-field";
import { captchaLoader, shouldRevalidate } from "~/components/forms/lead-form-loader";
import { ContactCard } from "~/components/forms/contact-card";
import { FormPage } from "~/components/forms/form-page";
import { leadClientAction } from "~/components/forms/lead-client-action";
import { LeadForm } from "~/components/forms/lead-form";
import { Field } from "~/components/ui/field";
import { texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import { pages } from "@core/content/routes";
import { pageMeta } from "~/lib/meta";
import { BUSINESS_TYPES, FranchiseEnquirySchema } from "@core/schemas/franchise-enquiry";
import type { Route } from "./+types/franchise";
import { submitLeadForm } from "./lead-action.server";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["forms", "validation"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(pages.franchise, args);

export const loader = captchaLoader;
export { shouldRevalidate };
export const action = (args: Route.ActionArgs) =>
  submitLeadForm(args, "franchise", FranchiseEnquirySchema);
export const clientAction = leadClientAction;

/** Franchise registration with the server's captcha (spec sections 2, 3, 5 and 8). */
export default function Franchise({ loaderData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const { heading, intro } = t.messages.franchise;
  const { labels, hints, placeholders } = t;
  const businessTypeOptions = BUSINESS_TYPES.map((value) => ({
    value,
    label: t.businessTypes[value],
  }));
  return (
    <FormPage
      page={pages.franchise}
      parent={{ label: t.joinUs, href: "/join-us" }}
      heading={heading}
      intro={intro}
      aside={<ContactCard />}
    >
      <LeadForm formId="franchise" schema={FranchiseEnquirySchema} captcha={loaderData.captcha}>
        {(fields, captcha) => (
          <>
            <Field meta={fields.name} label={labels.fullName} autoComplete="name" />
            <Field meta={fields.company} label={labels.companyOrFirm} autoComplete="organization" />
            <Field
              meta={fields.business_type}
              label={labels.businessType}
              as="select"
              options={businessTypeOptions}
              placeholder={placeholders.businessType}
            />
            <Field
              meta={fields.experience}
              label={labels.experience}
              hint={hints.experience}
              placeholder={placeholders.experience}
            />
            <Field
              meta={fields.investment}
              label={labels.investment}
              placeholder={placeholders.investment}
            />
            <Field
              meta={fields.preferred_city}
              label={labels.preferredCity}
              hint={hints.preferredCity}
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
            <Field
              meta={fields.message}
              label={labels.message}
              as="textarea"
              hint={hints.optional}
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
