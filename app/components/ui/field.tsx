import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import { CircleAlert } from "~/components/ui/icons";
import type { InputHTMLAttributes, ReactNode } from "react";
import { useMessage } from "~/lib/messages";

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

export const controlClass =
  "mt-1.5 block min-h-12 w-full rounded-xl border-2 border-navy-200 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-muted/80 hover:border-navy-300 focus:border-navy-600 aria-invalid:border-danger aria-invalid:bg-red-50/40";

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

/** A field's visible label, with * (hidden from screen readers, which hear "required") when required. */
export function FieldLabel({
  htmlFor,
  id,
  required,
  children,
}: {
  htmlFor: string;
  id?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label id={id} htmlFor={htmlFor} className="block text-sm font-bold text-navy-900">
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

export function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

/** Help under a control, read with it through aria-describedby. */
export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-muted">
      {children}
    </p>
  );
}

/** What is wrong with a field, under it, with an icon (not colour alone). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-semibold text-danger">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
