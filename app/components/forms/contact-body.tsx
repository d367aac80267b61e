import { Field } from "~/components/ui/field";
import { texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import { ContactMessageSchema } from "@core/schemas/contact-message";
import { LeadFormBody } from "./lead-form-body";

/** The contact form's fields (spec section 2); its code loads on demand (deferred-form.tsx). */
export function ContactBody() {
  const { labels } = useTexts(texts);
  return (
    <LeadFormBody formId="contact" schema={ContactMessageSchema}>
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
    </LeadFormBody>
  );
}
