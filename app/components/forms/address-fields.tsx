import type { FieldMetadata } from "@conform-to/react";
import { useRef, useState } from "react";
import { Field } from "~/components/ui/field";
import { texts } from "@core/content/forms";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";
import { lookupPincode } from "./pincode-lookup";

type Meta = FieldMetadata<string | undefined>;

/**
 * Address, city, state and PIN code: the same four fields on the pickup,
 * client and franchise forms. With JavaScript, six digits in the PIN code
 * fill the city (the district) and the state when they are empty, never
 * over what the visitor typed, and say so in a live region.
 */
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
  const [said, setSaid] = useState("");
  const { labels, hints, placeholders, pincodeStatus } = useTexts(texts);
  const pending = useRef<AbortController | null>(null);

  async function onPincodeInput(input: HTMLInputElement) {
    pending.current?.abort();
    const value = input.value.trim();
    if (!/^[1-9]\d{5}$/.test(value)) return setSaid("");
    const controller = new AbortController();
    pending.current = controller;
    const lookup = await lookupPincode(value, controller.signal);
    if (!lookup || controller.signal.aborted) return;
    if (lookup.status === "unknown")
      return setSaid(fill(pincodeStatus.unknown, { pincode: lookup.pincode }));
    const { answer } = lookup;
    const filled = [
      fillIfEmpty(input.form, city.name, answer.district),
      fillIfEmpty(input.form, state.name, answer.state),
    ];
    const place = `${answer.district}, ${answer.state}`;
    setSaid(
      filled.some(Boolean)
        ? fill(pincodeStatus.filled, { pincode: answer.pincode, place })
        : fill(pincodeStatus.found, { pincode: answer.pincode, place }),
    );
  }

  // One line of text: "street-address" is only valid on a textarea (HTML autofill).
  return (
    <>
      <Field
        meta={address}
        label={labels.address}
        hint={hints.address}
        autoComplete="address-line1"
        className="sm:col-span-2"
      />
      <Field meta={city} label={labels.city} autoComplete="address-level2" />
      <Field
        meta={state}
        label={labels.state}
        placeholder={placeholders.state}
        autoComplete="address-level1"
      />
      <div
        onInput={(e) => {
          if (e.target instanceof HTMLInputElement && e.target.name === pincode.name)
            void onPincodeInput(e.target);
        }}
      >
        <Field
          meta={pincode}
          label={labels.pincode}
          hint={hints.pincode}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <p role="status" className="mt-1 text-sm text-navy-800" data-testid="pincode-status">
          {said}
        </p>
      </div>
    </>
  );
}

/** Sets a field that is empty, as if typed (Conform hears the input event); true when it did. */
function fillIfEmpty(form: HTMLFormElement | null | undefined, name: string, value: string) {
  const input = form?.elements.namedItem(name);
  if (!(input instanceof HTMLInputElement) || input.value.trim() !== "" || !value) return false;
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  return true;
}
