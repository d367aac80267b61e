import { AddressFields } from "./address-fields";
import { CaptchaField } from "./captcha-field";
import { Field } from "~/components/ui/field";
import { texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import { BUSINESS_TYPES, FranchiseEnquirySchema } from "@core/schemas/franchise-enquiry";
import { LeadFormBody } from "./lead-form-body";

/** The franchise form's fields, with the server's captcha (spec sections 2, 3, 5 and 8); its code loads on demand (deferred-form.tsx). */
export function FranchiseBody() {
  const t = useTexts(texts);
  const { labels, hints, placeholders } = t;
  const businessTypeOptions = BUSINESS_TYPES.map((value) => ({
    value,
    label: t.businessTypes[value],
  }));
  return (
    <LeadFormBody formId="franchise" schema={FranchiseEnquirySchema}>
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
    </LeadFormBody>
  );
}
