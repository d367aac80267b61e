import { TriangleAlert } from "~/components/ui/icons";
import type { Ref } from "react";
import { useMessage } from "~/lib/messages";

type Props = {
  ref?: Ref<HTMLDivElement>;
  id: string;
  title: string;
  text?: string;
  /** Field id and message, in form order; each links to its field. */
  errors: [string, string][];
};

/**
 * The message above a form that came back: what happened and, for each field
 * to correct, a link that moves focus to it. It takes focus itself, so a
 * screen reader reads it first. An alert, like the
 * GOV.UK error summary: a role that may be named, so its title is read, and
 * announced should focus not reach it.
 */
export function ErrorSummary({ ref, id, title, text, errors }: Props) {
  // The schemas' and the server's messages are catalogue keys; shown in the page's language.
  const local = useMessage();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${id}-title`}
      className="rounded-xl border-2 border-danger bg-red-50 p-4 text-ink sm:p-5"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-extrabold text-danger">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {title}
      </h3>
      {text && <p className="mt-1 font-semibold">{local(text)}</p>}
      {errors.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {errors.map(([fieldId, message]) => (
            <li key={fieldId}>
              <a
                href={`#${fieldId}`}
                onClick={(event) => {
                  const field = document.getElementById(fieldId);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                  field.scrollIntoView({ block: "center" });
                }}
                className="font-semibold text-danger underline underline-offset-2 hover:no-underline"
              >
                {local(message)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
