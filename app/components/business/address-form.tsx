import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { lookupPincode } from "~/components/forms/pincode-lookup";
import { TextInput } from "~/components/business/text-input";
import { useMessage } from "~/lib/messages";
import { useTexts } from "~/lib/texts";
import { texts } from "@core/content/business-profile";
import { fill } from "@core/texts";

export type AddressValues = {
  label: string;
  contactName: string;
  phone: string;
  address: string;
  pincode: string;
  /** The place the server found for the pincode, when editing a saved address. */
  place?: string;
};

const FIELDS = ["label", "contactName", "phone", "address", "pincode"] as const;

/**
 * Adding or editing a saved pickup address. The server finds the city and
 * state from the PIN code; with JavaScript, six digits show that place as
 * they are typed, in a live region.
 */
export function AddressForm({
  id,
  values,
  errors,
  cancelHref,
}: {
  /** The address being edited; none to add one. */
  id?: string;
  values?: Partial<AddressValues>;
  errors?: Record<string, string>;
  cancelHref?: string;
}) {
  const t = useTexts(texts).addresses;
  const message = useMessage();
  const [place, setPlace] = useState(values?.place ?? "");
  const pending = useRef<AbortController | null>(null);

  async function onPincode(value: string) {
    pending.current?.abort();
    if (!/^[1-9]\d{5}$/.test(value.trim())) return setPlace("");
    const controller = new AbortController();
    pending.current = controller;
    const found = await lookupPincode(value.trim(), controller.signal);
    if (!found || controller.signal.aborted) return;
    setPlace(
      found.status === "found"
        ? fill(t.placeFound, {
            pincode: found.answer.pincode,
            place: `${found.answer.district}, ${found.answer.state}`,
          })
        : fill(t.placeUnknown, { pincode: found.pincode }),
    );
  }

  const hint: Partial<Record<(typeof FIELDS)[number], string>> = { label: t.labelHint };
  const autoComplete: Partial<Record<(typeof FIELDS)[number], string>> = {
    contactName: "name",
    phone: "tel-national",
    address: "street-address",
    pincode: "postal-code",
  };
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={id ? "address-edit" : "address-add"} />
      {id && <input type="hidden" name="id" value={id} />}
      {FIELDS.map((name) => (
        <div
          key={name}
          className={name === "address" ? "sm:col-span-2" : undefined}
          onInput={
            name === "pincode"
              ? (e) => {
                  if (e.target instanceof HTMLInputElement) void onPincode(e.target.value);
                }
              : undefined
          }
        >
          <TextInput
            name={name}
            label={t[name]}
            required
            hint={hint[name]}
            autoComplete={autoComplete[name]}
            inputMode={name === "pincode" ? "numeric" : undefined}
            defaultValue={values?.[name] ?? ""}
            error={errors?.[name] ? message(errors[name]) : undefined}
          />
          {name === "pincode" && (
            <p
              className="mt-1 text-sm font-semibold text-navy-800"
              role="status"
              aria-live="polite"
            >
              {place}
            </p>
          )}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary">
          {id ? t.save : t.add}
        </button>
        {cancelHref && (
          <Link to={cancelHref} className="btn-outline text-navy-900">
            {t.cancel}
          </Link>
        )}
      </div>
    </Form>
  );
}
