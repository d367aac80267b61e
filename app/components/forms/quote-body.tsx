import { Field } from "~/components/ui/field";
import { texts, type LeadFormId } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import { services } from "@core/content/services";
import { QuoteRequestSchema } from "@core/schemas/quote-request";
import { useActionData } from "react-router";
import type { LeadActionData } from "./lead-action-data";
import { LeadFormBody } from "./lead-form-body";
import { QuoteEstimate } from "./quote-estimate";

/**
 * The quote form's fields (spec sections 3 and 5), with the instant estimate
 * on /get-a-quote; its code loads on demand (deferred-form.tsx).
 */
export function QuoteBody({ formId }: { formId: LeadFormId }) {
  const t = useTexts(texts);
  const { labels, hints, placeholders } = t;
  const serviceOptions = services.map((s) => ({
    value: s.quoteValue,
    label: t.services[s.quoteValue],
  }));
  const actionData = useActionData<LeadActionData>();
  return (
    <LeadFormBody formId={formId} schema={QuoteRequestSchema}>
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
    </LeadFormBody>
  );
}

/** Conform gives a field's current value as typed: a string, or nothing yet. */
const asText = (value: unknown) => (typeof value === "string" ? value : undefined);
