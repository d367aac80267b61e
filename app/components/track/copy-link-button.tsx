import { Check, Copy } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { texts as trackingTexts } from "@core/content/tracking";
import { useTexts } from "~/lib/texts";

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

/**
 * The page link in a read-only field (copy it by hand without JavaScript) and,
 * once scripts run, a 'Copy link' button that shows 'Copied!' for 2 s.
 */
export function CopyLinkButton({ url }: { url: string }) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  const t = useTexts(trackingTexts).share;

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

  function copy() {
    const href = window.location.href;
    if (!navigator.clipboard) return copyFromField();
    navigator.clipboard.writeText(href).then(confirm, copyFromField);
  }

  return (
    <div className="mt-5">
      <label htmlFor={fieldId} className="text-sm font-bold text-navy-900">
        {t.pageLink}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={field}
          id={fieldId}
          type="text"
          readOnly
          value={url}
          className="min-h-11 w-full min-w-0 flex-1 rounded-xl border border-navy-200 bg-navy-50 px-3 text-sm text-ink"
        />
        {hydrated && (
          <button type="button" onClick={copy} className="btn-dark min-w-32 shrink-0">
            {copied ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            <span aria-live="polite">{copied ? t.copied : t.copy}</span>
          </button>
        )}
      </div>
    </div>
  );
}
