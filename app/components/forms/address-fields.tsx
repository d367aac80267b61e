import type { FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";

type Meta = FieldMetadata<string | undefined>;

/** Address, city, state and PIN code: the same four fields on the pickup, client and franchise forms. */
export function AddressFields({
  address,
  city,
  state,
  pincode,
}: {
  address: Meta;
  city: Meta;
  state: Meta;
  pincode: Meta;
}) {
  // One line of text: "street-address" is only valid on a textarea (HTML autofill).
  return (
    <>
      <Field
        meta={address}
        label="Address"
        hint="Building, street and area."
        autoComplete="address-line1"
        className="sm:col-span-2"
      />
      <Field meta={city} label="City" autoComplete="address-level2" />
      <Field
        meta={state}
        label="State"
        placeholder="e.g. Maharashtra"
        autoComplete="address-level1"
      />
      <Field
        meta={pincode}
        label="PIN code"
        hint="6 digits"
        inputMode="numeric"
        autoComplete="postal-code"
      />
    </>
  );
}
