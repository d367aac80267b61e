import { Field } from "~/components/ui/field";
import { formMessages } from "~/content/forms";
import type { PageInfo } from "~/content/routes";
import { services } from "~/content/services";
import { QuoteRequestSchema } from "~/schemas/quote-request";
import { useActionData } from "react-router";
import { ContactCard } from "./contact-card";
import type { LeadActionData } from "./lead-action-data";
import { QuoteEstimate } from "./quote-estimate";
import { FormPage } from "./form-page";
import { LeadForm } from "./lead-form";

const serviceOptions = services.map((s) => ({
  value: s.quoteValue,
  label: s.fullName === s.title ? s.title : `${s.fullName} (${s.title})`,
}));

/**
 * The quote form (spec sections 3 and 5) and its page: /get-a-quote stores
 * kind 'quote', /request-quote ('Request a Custom Quote') kind 'custom'.
 */
export function QuotePage({ formId, page }: { formId: "quote" | "customQuote"; page: PageInfo }) {
  const { heading, intro } = formMessages[formId];
  const actionData = useActionData<LeadActionData>();
  return (
    <FormPage page={page} heading={heading} intro={intro} aside={<ContactCard />}>
      <LeadForm formId={formId} schema={QuoteRequestSchema}>
        {(fields) => (
          <>
            <Field meta={fields.name} label="Full name" autoComplete="name" />
            <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
            <Field
              meta={fields.phone}
              label="Phone"
              type="tel"
              hint="Optional. We may call to confirm details."
              autoComplete="tel"
            />
            <Field
              meta={fields.service}
              label="Service"
              as="select"
              options={serviceOptions}
              placeholder="Choose a service"
            />
            <Field
              meta={fields.origin}
              label="Origin"
              hint="City, State"
              placeholder="e.g. Pune, Maharashtra"
              autoComplete="off"
            />
            <Field
              meta={fields.destination}
              label="Destination"
              hint="City, State"
              placeholder="e.g. Delhi, Delhi"
              autoComplete="off"
            />
            {formId === "quote" && (
              <>
                <Field
                  meta={fields.origin_pincode}
                  label="Origin PIN code"
                  hint="Optional. 6 digits, for the instant estimate."
                  inputMode="numeric"
                  autoComplete="off"
                />
                <Field
                  meta={fields.destination_pincode}
                  label="Destination PIN code"
                  hint="Optional. 6 digits, for the instant estimate."
                  inputMode="numeric"
                  autoComplete="off"
                />
                <Field
                  meta={fields.weight_kg}
                  label="Weight (kg)"
                  hint="Optional. The total weight, like 25 or 2.5."
                  inputMode="decimal"
                  autoComplete="off"
                />
                <QuoteEstimate
                  fromServer={actionData?.estimate}
                  inputs={{
                    from: fields.origin_pincode.value,
                    to: fields.destination_pincode.value,
                    weight: asText(fields.weight_kg.value),
                    service: fields.service.value,
                  }}
                />
              </>
            )}
            <Field
              meta={fields.notes}
              label="Notes"
              as="textarea"
              hint="Optional. What you are sending, its weight and size, and when."
              rows={4}
              className="sm:col-span-2"
            />
          </>
        )}
      </LeadForm>
    </FormPage>
  );
}

/** Conform gives a field's current value as typed: a string, or nothing yet. */
const asText = (value: unknown) => (typeof value === "string" ? value : undefined);
