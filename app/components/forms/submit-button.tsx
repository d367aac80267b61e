import { LoaderCircle, Send } from "~/components/ui/icons";

type Props = { busy: boolean; label: string; busyLabel: string; className?: string };

/** A form's send button: while sending, disabled with a spinner and 'Submitting...' (spec section 4). */
export function SubmitButton({ busy, label, busyLabel, className = "" }: Props) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`btn-primary min-h-12 px-8 text-base disabled:cursor-wait disabled:opacity-80 ${className}`}
    >
      {busy ? (
        <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
      ) : (
        <Send className="size-4" aria-hidden="true" />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
