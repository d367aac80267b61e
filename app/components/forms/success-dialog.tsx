import { CircleCheck } from "~/components/ui/icons";
import { useEffect, useRef } from "react";

/** `ok`: the button's label in the page's language ("OK"). */
type Props = { title: string; text: string; ok: string; onClose: () => void };

/**
 * The confirmation after an accepted form (spec section 8, e.g. 'Quote
 * Request Sent!'). A native <dialog>: rendered open, so it shows and closes
 * (OK submits method="dialog") without JavaScript; with JavaScript it becomes
 * modal, traps focus and closes on Escape.
 */
export function SuccessDialog({ title, text, ok, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !dialog.isConnected) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="success-dialog-title"
      aria-describedby="success-dialog-text"
      // Re-opening as modal closes it first; that close event arrives after showModal and is ignored.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      className="fixed inset-0 z-50 m-auto h-fit w-[min(92vw,28rem)] rounded-card border border-navy-100 bg-white p-6 text-center text-ink shadow-lift backdrop:bg-navy-950/60 sm:p-8"
    >
      <CircleCheck className="mx-auto size-14 text-success" aria-hidden="true" />
      <h2 id="success-dialog-title" className="mt-3 text-2xl font-extrabold text-navy-900">
        {title}
      </h2>
      <p id="success-dialog-text" className="mt-2 text-muted">
        {text}
      </p>
      <form method="dialog" className="mt-6">
        <button type="submit" className="btn-primary min-w-32">
          {ok}
        </button>
      </form>
    </dialog>
  );
}
