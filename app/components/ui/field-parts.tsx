import { CircleAlert } from "~/components/ui/icons";
import type { ReactNode } from "react";

/*
 * The parts of a form field that need no Conform (field.tsx puts them
 * together with Conform's props): a page whose form uses only these loads
 * no Conform (decision 034).
 */

export const controlClass =
  "mt-1.5 block min-h-12 w-full rounded-xl border-2 border-navy-200 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-muted/80 hover:border-navy-300 focus:border-navy-600 aria-invalid:border-danger aria-invalid:bg-red-50/40";

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
