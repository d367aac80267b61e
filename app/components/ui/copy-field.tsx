import { Check, Copy } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";

/** Spec section 9: the copy confirmation shows for 2000 ms. */
export const COPIED_MS = 2000;

const noSubscription = () => () => {};

/** False in the server's HTML and during hydration, true once scripts run. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type Props = {
  /** The text in the field, and what is copied unless `copyValue` says otherwise. */
  value: string;
  label: string;
  copy: string;
  copied: string;
  /** What the button copies, read when pressed (the tracking page copies its own address). */
  copyValue?: () => string;
  /** Hide the label from sight (it is still the field's name). */
  hiddenLabel?: boolean;
  /** The field's id, when useId() cannot give one (a part of a page rendered apart); else generated. */
  id?: string;
  /** Classes of the field (its colours differ between the public site and the console). */
  fieldClassName?: string;
};

/**
 * A value to copy in a read-only field, selectable by hand without
 * JavaScript, and once scripts run a Copy button that confirms for 2 s, in
 * sight and to screen readers (a polite live region, outside the button, so
 * the button keeps its name).
 */
export function CopyField({
  value,
  label,
  copy,
  copied: copiedText,
  copyValue,
  hiddenLabel = false,
  id,
  fieldClassName = "min-h-11 w-full min-w-0 flex-1 rounded-xl border border-navy-200 bg-navy-50 px-3 text-sm text-ink",
}: Props) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const field = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => () => clearTimeout(timer.current), []);

  function confirm() {
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  /** Without the Clipboard API (plain http, old browsers): copy the selected field. */
  function copyFromField() {
    field.current?.select();
    if (document.execCommand("copy")) confirm();
  }

  function onCopy() {
    if (!navigator.clipboard) return copyFromField();
    navigator.clipboard.writeText(copyValue ? copyValue() : value).then(confirm, copyFromField);
  }

  return (
    <div>
      <label
        htmlFor={fieldId}
        className={hiddenLabel ? "sr-only" : "text-sm font-bold text-navy-900"}
      >
        {label}
      </label>
      <div className={`flex gap-2 ${hiddenLabel ? "" : "mt-1.5"}`}>
        <input
          ref={field}
          id={fieldId}
          type="text"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={fieldClassName}
        />
        {hydrated && (
          <button type="button" onClick={onCopy} className="btn-dark min-w-32 shrink-0">
            {copied ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            {copied ? copiedText : copy}
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {copied ? copiedText : ""}
      </p>
    </div>
  );
}
