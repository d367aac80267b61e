import { AddressFields } from "./address-fields";
import { CaptchaField } from "./captcha-field";
import { Field } from "~/components/ui/field";
import { texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import { ClientRegistrationSchema } from "@core/schemas/client-registration";
import { LeadFormBody } from "./lead-form-body";

/** The client registration form's fields, with the server's captcha (spec sections 2, 3, 5 and 8); its code loads on demand (deferred-form.tsx). */
export function ClientBody() {
  const { labels, hints } = useTexts(texts);
  return (
    <LeadFormBody formId="client" schema={ClientRegistrationSchema}>
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
    </LeadFormBody>
  );
}
