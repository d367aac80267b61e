import type { SubmissionResult } from "@conform-to/react";
import { ShipmentFactsFormSchema } from "@core/schemas/shipment-facts";
import { Field } from "~/components/ui/field";
import { StaffForm } from "./staff-form";

/** A shipment's delivery facts as the console shows them: the phone by its last four digits only. */
export type FactsShown = {
  destinationPincode: string | null;
  phoneLast4: string | null;
  expectedDeliveryDate: string | null;
};

/**
 * The delivery facts the receiver proves a change with: the PIN
 * code and the expected date as stored, the phone never sent to the page
 * (only "•••• 4321"), so its field starts empty and empty keeps it.
 */
export function ShipmentFactsForm({
  facts,
  result,
}: {
  facts: FactsShown;
  result?: SubmissionResult<string[]>;
}) {
  return (
    <StaffForm
      id="facts"
      intent="facts"
      schema={ShipmentFactsFormSchema}
      result={result}
      defaultValue={{
        destination_pincode: facts.destinationPincode ?? "",
        expected_delivery_date: facts.expectedDeliveryDate ?? "",
      }}
      submit="Save delivery facts"
      busyLabel="Saving..."
    >
      {(fields) => (
        <>
          <Field
            meta={fields.destination_pincode}
            label="Delivery PIN code"
            inputMode="numeric"
            autoComplete="off"
            hint="6 digits. The receiver proves a change with it; empty removes it."
          />
          <div className="grid gap-2">
            <p className="text-sm text-ink">
              <span className="font-bold text-navy-900">Receiver&apos;s phone: </span>
              {facts.phoneLast4 ?? "none held"}
            </p>
            <Field
              meta={fields.consignee_phone}
              label={facts.phoneLast4 ? "Replace the receiver's phone" : "Receiver's phone"}
              type="tel"
              autoComplete="off"
              hint="10-digit mobile. Only its last 4 digits are ever shown; empty keeps the one held."
            />
            {facts.phoneLast4 && (
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name={fields.clear_phone.name}
                  className="size-5 accent-navy-700"
                />
                Remove the receiver&apos;s phone
              </label>
            )}
          </div>
          <Field
            meta={fields.expected_delivery_date}
            label="Expected delivery date"
            type="date"
            hint="Shown on the tracking page; empty when unknown."
          />
        </>
      )}
    </StaffForm>
  );
}
