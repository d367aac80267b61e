import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { useMessage } from "~/lib/messages";
import { controlClass, FieldError, FieldHint, FieldLabel } from "./field-parts";

type InputType =
  | "text"
  | "email"
  | "tel"
  | "date"
  | "time"
  | "datetime-local"
  | "number"
  | "password";

type ControlProps =
  | {
      as?: "input";
      type?: InputType;
      inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
      placeholder?: string;
      min?: string | number;
      max?: string | number;
    }
  | { as: "textarea"; rows?: number; placeholder?: string }
  | { as: "select"; options: readonly { value: string; label: string }[]; placeholder: string };

type FieldProps = ControlProps & {
  // Conform's metadata for one field; any value type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any>;
  label: string;
  /** Help shown under the label, read with the field. */
  hint?: string;
  autoComplete?: string;
  className?: string;
};

/**
 * One form field (STYLE.md "Forms, end to end"): a visible label with * for
 * required, the control, an optional hint and the error under it, tied
 * together by aria-describedby and aria-invalid. Hints sit under the control
 * so the controls of a row line up.
 */
export function Field(props: FieldProps) {
  const { meta, label, hint, autoComplete, className = "" } = props;
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const error = meta.errors?.[0];
  const message = useMessage();
  const aria = { ariaDescribedBy: hintId };

  let control: React.ReactNode;
  if (props.as === "select") {
    const { key, ...rest } = getSelectProps(meta, aria);
    control = (
      <select
        key={key}
        {...rest}
        autoComplete={autoComplete}
        className={`${controlClass} appearance-auto`}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (props.as === "textarea") {
    const { key, ...rest } = getTextareaProps(meta, aria);
    control = (
      <textarea
        key={key}
        {...rest}
        rows={props.rows ?? 5}
        placeholder={props.placeholder}
        autoComplete={autoComplete}
        className={controlClass}
      />
    );
  } else {
    const { key, ...rest } = getInputProps(meta, { type: props.type ?? "text", ...aria });
    control = (
      <input
        key={key}
        {...rest}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        min={props.min}
        max={props.max}
        autoComplete={autoComplete}
        className={controlClass}
      />
    );
  }

  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} required={meta.required}>
        {label}
      </FieldLabel>
      {control}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={meta.errorId}>{message(error)}</FieldError>}
    </div>
  );
}
