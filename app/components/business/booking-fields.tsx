import { controlClass, FieldError, FieldHint, FieldLabel } from "~/components/ui/field-parts";

type Common = {
  name: string;
  label: string;
  hint?: string;
  /** What is wrong with it, in the page's language. */
  error?: string;
  value?: string;
  required?: boolean;
};

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

/** A text field of the booking form; what was typed comes back in `value`. */
export function BookingInput({
  name,
  label,
  hint,
  error,
  value,
  required,
  inputMode,
  autoComplete,
}: Common & { inputMode?: "numeric" | "decimal" | "tel"; autoComplete?: string }) {
  const id = `field-${name}`;
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={value}
        inputMode={inputMode}
        autoComplete={autoComplete ?? "off"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass}
      />
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** A choice of the booking form. */
export function BookingSelect({
  name,
  label,
  hint,
  error,
  value,
  required,
  options,
}: Common & { options: readonly { value: string; label: string }[] }) {
  const id = `field-${name}`;
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
