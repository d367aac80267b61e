import { CircleAlert, LoaderCircle, Search } from "~/components/ui/icons";
import { useId } from "react";
import { useNavigate, useNavigation } from "react-router";
import { Form } from "~/components/ui/local-link";
import { texts as searchTexts } from "@core/content/track-search";
import { stripLang } from "@core/i18n";
import { useLocalize } from "~/lib/i18n";
import { useMessage } from "~/lib/messages";
import { useTexts } from "~/lib/texts";
import { trackingSearchPath } from "@core/tracking-links";

type Props = {
  placeholder: string;
  buttonLabel: string;
  /** Prefills the input, e.g. an LR number that was not found, to correct it. */
  defaultValue?: string;
  /** 'LR number' (in the page's language) unless given. */
  label?: string;
  /** Why the last search was refused (26 or more numbers, or not LR numbers), shown under the box. */
  error?: string;
  className?: string;
};

/**
 * The LR search of the home card and both tracking pages (spec section 5,
 * "Tracking input"): one LR number, or up to 25 separated by commas, spaces
 * or new lines. A text input, not a textarea, so Enter searches on a phone
 * as it always did; browsers turn the line breaks of a pasted column into
 * spaces. Without JavaScript it is a plain GET to /track-shipment, whose
 * loader redirects; with JavaScript it goes straight to the result (one
 * number: its page; several: the list). Empty input does nothing and shows
 * no message.
 */
export function TrackSearchForm({
  placeholder,
  buttonLabel,
  defaultValue = "",
  label,
  error,
  className = "",
}: Props) {
  const t = useTexts(searchTexts);
  // A refused list's message is a key of the validation catalogue; shown in the page's language.
  const message = useMessage();
  const inputId = useId();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const localize = useLocalize();
  // The spec's loading flag, finally set: true while a tracking page or list loads (in any language).
  const to = navigation.state !== "idle" ? navigation.location : undefined;
  const toPath = to ? stripLang(to.pathname) : "";
  const pending = Boolean(
    to &&
    (toPath.startsWith("/track-shipment-v2/") ||
      (toPath === "/track-shipment" && to.search !== "")),
  );

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = trackingSearchPath(String(new FormData(event.currentTarget).get("lrno") ?? ""));
    // The result in the page's language: /hi/track-shipment-v2/… from a Hindi page.
    if (target) void navigate(localize(target));
  }

  return (
    <Form
      method="get"
      action="/track-shipment"
      onSubmit={handleSubmit}
      role="search"
      className={`@container ${className}`}
    >
      <label htmlFor={inputId} className="block text-sm font-bold text-navy-900">
        {label ?? t.label}
      </label>
      <p id={`${inputId}-hint`} className="mt-0.5 text-sm text-muted">
        {t.hint}
      </p>
      <div className="mt-2 flex flex-col gap-2 @[18rem]:flex-row">
        <input
          key={defaultValue}
          id={inputId}
          name="lrno"
          type="text"
          defaultValue={defaultValue}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          inputMode="text"
          enterKeyHint="search"
          spellCheck={false}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          className="min-h-12 w-full min-w-0 flex-1 rounded-xl border-2 border-navy-200 bg-white px-4 text-base font-semibold tracking-wide text-ink uppercase placeholder:font-normal placeholder:tracking-normal placeholder:text-muted placeholder:normal-case focus:border-navy-600 aria-invalid:border-danger"
        />
        <button
          type="submit"
          disabled={pending}
          className="btn-primary min-h-12 min-w-28 shrink-0 @sm:min-w-36 disabled:cursor-wait disabled:opacity-80"
        >
          {pending ? (
            <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          ) : (
            <Search className="hidden size-4 @sm:block" aria-hidden="true" />
          )}
          {pending ? t.busy : buttonLabel}
        </button>
      </div>
      {error && (
        <p
          id={`${inputId}-error`}
          className="mt-2 flex items-start gap-1.5 text-sm font-semibold text-danger"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {message(error)}
        </p>
      )}
    </Form>
  );
}
