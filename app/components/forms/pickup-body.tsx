import { AddressFields } from "./address-fields";
import { Field } from "~/components/ui/field";
import { texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import { todayInIndia } from "@core/schemas/lead-fields";
import { LOAD_TYPES, PickupRequestSchema } from "@core/schemas/pickup-request";
import { LeadFormBody } from "./lead-form-body";

/** The pickup form's fields (spec sections 2, 3, 5); its code loads on demand (deferred-form.tsx). */
export function PickupBody() {
  const t = useTexts(texts);
  const { labels, hints, placeholders } = t;
  const loadTypeOptions = LOAD_TYPES.map((value) => ({ value, label: t.loadTypes[value] }));
  return (
    <LeadFormBody formId="pickup" schema={PickupRequestSchema}>
      {(fields) => {
        const time = fields.pickupTime.getFieldset();
        return (
          <>
            <Field meta={fields.name} label={labels.fullName} autoComplete="name" />
            <Field
              meta={fields.phone_number}
              label={labels.phone}
              type="tel"
              hint={hints.mobile}
              autoComplete="tel"
            />
            <Field
              meta={fields.email}
              label={labels.email}
              type="email"
              autoComplete="email"
              className="sm:col-span-2"
            />
            <AddressFields
              address={fields.address}
              city={fields.city}
              state={fields.state}
              pincode={fields.pincode}
            />
            <Field
              meta={fields.pickUpDate}
              label={labels.pickupDate}
              type="date"
              min={todayInIndia()}
            />
            <Field meta={time.from} label={labels.pickupTime} type="time" hint={hints.optional} />
            <Field
              meta={fields.expectedPackages}
              label={labels.boxes}
              type="number"
              min={1}
              inputMode="numeric"
            />
            <Field
              meta={fields.load_type}
              label={labels.loadType}
              as="select"
              options={loadTypeOptions}
              placeholder={placeholders.loadType}
            />
          </>
        );
      }}
    </LeadFormBody>
  );
}
