import { useId, useState, type FormEvent } from "react";
import { FieldError } from "~/components/ui/field-parts";
import { Link } from "~/components/ui/local-link";
import { deliveryCheckLinks as links, texts } from "@core/content/delivery-check";
import { useLocalize } from "~/lib/i18n";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";

/**
 * The pincode rule (zod, with the lead forms' fields): fetched when the
 * visitor first touches the form, not with the page (decision 034).
 */
const loadRule = () => import("@core/schemas/lead-fields").then((m) => m.PincodeSchema);
const preloadRule = () => {
  // A failure shows when the form is sent (onSubmit).
  loadRule().catch(() => {});
};

/** The answer to one check, as the /delivery-check loader and /api/pincodes give it. */
export type DeliveryAnswer =
  | { kind: "yes" | "no"; pincode: string; place: string }
  | { kind: "unknown"; pincode: string }
  | { kind: "invalid" }
  | { kind: "failed" };

/**
 * "Do we deliver to your pincode?" A GET form to /delivery-check, which
 * answers on the server, so it works without JavaScript; with JavaScript it
 * asks /api/pincodes and answers in place.
 */
export function DeliveryCheck({
  initial,
  pin = "",
  headingLevel = 2,
}: {
  initial?: DeliveryAnswer;
  pin?: string;
  headingLevel?: 1 | 2;
}) {
  const id = useId();
  const text = useTexts(texts);
  const localize = useLocalize();
  const [answer, setAnswer] = useState<DeliveryAnswer | undefined>(initial);
  const [busy, setBusy] = useState(false);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const error =
    answer?.kind === "invalid"
      ? text.invalid
      : answer?.kind === "unknown"
        ? fill(text.unknown, { pincode: answer.pincode })
        : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const value = new FormData(form).get("pin");
    let rule;
    try {
      rule = await loadRule();
    } catch (error) {
      // Without the rule the server answers, as without JavaScript.
      console.warn("pincode rule not loaded", error);
      return form.submit();
    }
    const parsed = rule.safeParse(typeof value === "string" ? value : "");
    if (!parsed.success) return setAnswer({ kind: "invalid" });
    setBusy(true);
    try {
      setAnswer(await askServer(parsed.data));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-navy-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <Heading id={`${id}-title`} className="text-2xl font-extrabold text-navy-900">
        {text.heading}
      </Heading>
      <p className="mt-2 text-muted">{text.text}</p>
      <form
        method="get"
        action={localize("/delivery-check")}
        noValidate
        onSubmit={onSubmit}
        onFocus={preloadRule}
        onPointerDown={preloadRule}
        className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="sm:w-56">
          <label htmlFor={`${id}-pin`} className="block text-sm font-bold text-navy-900">
            {text.label}
          </label>
          <input
            id={`${id}-pin`}
            name="pin"
            defaultValue={pin}
            // An explicit type: HTML_CodeSniffer's autocomplete check crashes on an input without one.
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1.5 block min-h-12 w-full rounded-xl border-2 border-navy-200 bg-white px-3.5 py-2.5 text-base text-ink hover:border-navy-300 focus:border-navy-600 aria-invalid:border-danger"
          />
          {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
        </div>
        <button type="submit" className="btn-dark min-h-12 px-6 text-base sm:mt-7">
          {busy ? text.checking : text.submit}
        </button>
      </form>
      <div role="status" className="mt-4">
        {answer && <AnswerText answer={answer} />}
      </div>
    </section>
  );
}

async function askServer(pincode: string): Promise<DeliveryAnswer> {
  try {
    const res = await fetch(`/api/pincodes/${pincode}`);
    if (res.status === 404) return { kind: "unknown", pincode };
    if (!res.ok) return { kind: "failed" };
    const body = (await res.json()) as { district: string; state: string; serviceable: boolean };
    return {
      kind: body.serviceable ? "yes" : "no",
      pincode,
      place: `${body.district}, ${body.state}`,
    };
  } catch (error) {
    console.warn("delivery check failed", error);
    return { kind: "failed" };
  }
}

const link = "font-bold text-navy-800 underline underline-offset-4 hover:text-navy-950";

function AnswerText({ answer }: { answer: DeliveryAnswer }) {
  const text = useTexts(texts);
  switch (answer.kind) {
    case "yes":
      return (
        <div className="rounded-xl border-l-4 border-success bg-navy-50 p-4 text-navy-900">
          <p className="font-bold">{fill(text.yes, answer)}</p>
          <p className="mt-1">
            {text.yesMore}{" "}
            <Link className={link} to={links.pickup}>
              {text.pickup}
            </Link>{" "}
            ·{" "}
            <Link className={link} to={links.quote}>
              {text.quote}
            </Link>
          </p>
        </div>
      );
    case "no":
      return (
        <div className="rounded-xl border-l-4 border-saffron-500 bg-saffron-50 p-4 text-navy-900">
          <p className="font-bold">{fill(text.notYet, answer)}</p>
          <p className="mt-1">
            {text.notYetMore}{" "}
            <Link className={link} to={links.ask}>
              {text.ask}
            </Link>{" "}
            ·{" "}
            <Link className={link} to={links.quote}>
              {text.quote}
            </Link>
          </p>
        </div>
      );
    case "failed":
      return <p className="text-danger">{text.failed}</p>;
    default:
      // A wrong pincode is said next to the field.
      return null;
  }
}
