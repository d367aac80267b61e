import { Field } from "~/components/ui/field";
import { texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import type { PageInfo } from "@core/content/routes";
import { services } from "@core/content/services";
import { QuoteRequestSchema } from "@core/schemas/quote-request";
import { useActionData } from "react-router";
import { ContactCard } from "./contact-card";
import type { LeadActionData } from "./lead-action-data";
import { QuoteEstimate } from "./quote-estimate";
import { FormPage } from "./form-page";
import { LeadForm } from "./lead-form";

/**
 * The quote form (spec sections 3 and 5) and its page: /get-a-quote stores
 * kind 'quote', /request-quote ('Request a Custom Quote') kind 'custom'.
 */
export function QuotePage({ formId, page }: { formId: "quote" | "customQuote"; page: PageInfo }) {
  const t = useTexts(texts);
  const { heading, intro } = t.messages[formId];
  const { labels, hints, placeholders } = t;
  const serviceOptions = services.map((s) => ({
    value: s.quoteValue,
    label: t.services[s.quoteValue],
  }));
  const actionData = useActionData<LeadActionData>();
  return (
    <FormPage page={page} heading={heading} intro={intro} aside={<ContactCard />}>
      <LeadForm formId={formId} schema={QuoteRequestSchema}>
        {(fields) => (
          <>
            <Field meta={fields.name} label={labels.fullName} autoComplete="name" />
            <Field meta={fields.email} label={labels.email} type="email" autoComplete="email" />
            <Field
              meta={fields.phone}
              label={labels.phone}
              type="tel"
              hint={hints.phoneOptional}
              autoComplete="tel"
            />
            <Field
              meta={fields.service}
              label={labels.service}
              as="select"
              options={serviceOptions}
              placeholder={placeholders.service}
            />
            <Field
              meta={fields.origin}
              label={labels.origin}
              hint={hints.cityState}
              placeholder={placeholders.origin}
              autoComplete="off"
            />
            <Field
              meta={fields.destination}
              label={labels.destination}
              hint={hints.cityState}
              placeholder={placeholders.destination}
              autoComplete="off"
            />
            {formId === "quote" && (
              <>
                <Field
                  meta={fields.origin_pincode}
                  label={labels.originPincode}
                  hint={hints.estimatePincode}
                  inputMode="numeric"
                  autoComplete="off"
                />
                <Field
                  meta={fields.destination_pincode}
                  label={labels.destinationPincode}
                  hint={hints.estimatePincode}
                  inputMode="numeric"
                  autoComplete="off"
                />
                <Field
                  meta={fields.weight_kg}
                  label={labels.weight}
                  hint={hints.weight}
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
              label={labels.notes}
              as="textarea"
              hint={hints.notes}
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
