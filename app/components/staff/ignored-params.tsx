import { CircleAlert } from "~/components/ui/icons";

/**
 * Above a staff list: the parameters of its address it did not understand
 * and left out or corrected, so a mistyped or edited link
 * shows a list and says it is not quite the one asked for.
 */
export function IgnoredParams({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <p
      role="status"
      className="mt-4 flex items-start gap-2 rounded-xl border-2 border-saffron-500 bg-saffron-50 p-3 text-sm font-semibold text-navy-900"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">
        Part of this page&rsquo;s address was not understood and was left out or corrected:{" "}
        {names.join(", ")}. The list below is shown without it.
      </span>
    </p>
  );
}
