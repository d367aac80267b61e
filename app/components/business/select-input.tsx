import { controlClass, FieldError, FieldHint, FieldLabel } from "~/components/ui/field-parts";

type Props = {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  hint?: string;
  error?: string;
  /** Where one page has several of the same field (a row per person). */
  id?: string;
};

/** A portal form's choice: label, select, hint and error tied together. */
export function SelectInput({ name, label, options, hint, error, id: given, ...rest }: Props) {
  const id = given ?? `field-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={controlClass}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
