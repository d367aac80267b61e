import { controlClass, FieldError, FieldHint, FieldLabel } from "~/components/ui/field-parts";

type Props = {
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  inputMode?: "numeric";
  defaultValue?: string;
  required?: boolean;
  hint?: string;
  /** What is wrong with it, in the page's language. */
  error?: string;
};

/** One field of a portal door form: label, control, hint and error tied together. */
export function TextInput({ name, label, type = "text", hint, error, required, ...rest }: Props) {
  const id = `field-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={controlClass}
        {...rest}
      />
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
