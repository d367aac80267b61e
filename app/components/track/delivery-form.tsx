import { CalendarDays, MapPin, MessageSquareText, Phone, ShieldCheck } from "~/components/ui/icons";
import { useEffect, useRef, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { En } from "~/components/ui/en";
import { controlClass, FieldError, FieldHint, FieldLabel } from "~/components/ui/field-parts";
import { Form } from "~/components/ui/local-link";
import { isPageRefusal, texts as deliveryTexts } from "@core/content/delivery-options";
import { newSubmissionToken, SUBMISSION_TOKEN_FIELD } from "@core/schemas/new-submission-token";
import { fill } from "@core/texts";
import {
  DELIVERY_INTENT,
  OPTION_KEYS,
  SEND_CODE_FIELD,
  type DeliveryField,
  type DeliveryFormState,
  type DeliveryOption,
} from "~/lib/delivery-form";
import { localQuestion } from "~/lib/captcha-question";
import { useMessage } from "~/lib/messages";
import { useTexts } from "~/lib/texts";
import { useShipmentStatus } from "./use-shipment-status";

/**
 * A branch to collect from (core/content/company.ts `branches`), its times
 * already written as the site writes them ("9:30 AM"): names and addresses
 * stay in English on every page.
 */
export type Branch = {
  key: string;
  name: string;
  address: string;
  pincode: string;
  hours: {
    days: keyof typeof deliveryTexts.en.options.collect.days;
    opens: string;
    closes: string;
  };
};
const ICONS: Record<DeliveryOption, typeof CalendarDays> = {
  reschedule: CalendarDays,
  instructions: MessageSquareText,
  phone: Phone,
  collect: MapPin,
};

/** The validation catalogue's one message for either fact wrong, or both (never which). */
const WRONG_FACTS = "deliveryWrongFacts";

/** The form's id: its honeypot's, and the prefix of its fields' ids. */
const FORM = "delivery";
const idOf = (name: DeliveryField) => `${FORM}-${name}`;

type Props = {
  window: { first: string; last: string };
  branches: readonly Branch[];
  /** The fields as typed and what was wrong, after a refused request. */
  refused: DeliveryFormState | undefined;
  /** Chosen beforehand (?change=…): the option a link in the page pointed to. */
  chosen: DeliveryOption | undefined;
  /** With SMS on: "Send a code to the booked phone" in place of the last 4 digits. */
  offersCode?: boolean;
};

/**
 * The four options of "Change delivery" behind the two facts (CONTRACT.md
 * "Delivery options for the receiver"): a plain POST to the page, so it
 * works without JavaScript. An option's own field shows once it is chosen
 * (CSS :has(), app.css; without it every field shows). The server judges
 * the fields and answers with the message beside each, and everything typed.
 */
export function DeliveryForm({ window, branches, refused, chosen, offersCode = false }: Props) {
  const t = useTexts(deliveryTexts);
  const message = useMessage();
  const { date } = useShipmentStatus();
  const busy = useNavigation().state === "submitting";
  const values = refused?.values ?? {};
  const errors = refused?.errors ?? {};
  const option = values.option ?? chosen;
  const error = (name: DeliveryField) => {
    const text = errors[name];
    return text ? <FieldError id={`${idOf(name)}-error`}>{message(text)}</FieldError> : null;
  };
  const described = (name: DeliveryField, hint = true) =>
    [hint && `${idOf(name)}-hint`, errors[name] && `${idOf(name)}-error`]
      .filter(Boolean)
      .join(" ") || undefined;
  const invalid = (name: DeliveryField) => (errors[name] ? true : undefined);
  const fieldErrors = Object.keys(errors).length;
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused) summaryRef.current?.focus();
  }, [refused]);
  // The form's one-time token, made in the browser as it is sent: the page's HTML is kept and
  // shared (server/tracking-page-cache.ts), so it can carry none. A retry is stored once.
  const token = useRef<HTMLInputElement>(null);
  const stamp = () => {
    if (token.current && !token.current.value) token.current.value = newSubmissionToken();
  };

  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      onSubmit={stamp}
      // A new answer from the server fills the fields again with what it kept.
      key={refused ? JSON.stringify(refused) : "empty"}
      className="relative mt-6 grid max-w-3xl gap-8"
    >
      <input type="hidden" name="intent" value={DELIVERY_INTENT} />
      {offersCode && (
        // Enter in a field sends the request, not the code: the first submit button is the default.
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
          {t.submit}
        </button>
      )}
      <HoneypotField formId={FORM} />
      {/* No value prop: React would write it back over the token on each render. */}
      <input ref={token} type="hidden" name={SUBMISSION_TOKEN_FIELD} />
      {refused && (refused.refusal || fieldErrors > 0) && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="flex items-start gap-2 rounded-xl border-2 border-danger bg-red-50 p-4 font-semibold text-ink"
        >
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
          <p>
            {refused.refusal
              ? isPageRefusal(refused.refusal)
                ? t.refused[refused.refusal]
                : message(refused.refusal)
              : t.invalidTitle}
          </p>
        </div>
      )}

      <fieldset aria-describedby={errors.option ? `${idOf("option")}-error` : undefined}>
        <legend className="text-lg font-extrabold text-navy-900">{t.choose}</legend>
        {error("option")}
        <div className="mt-3 grid gap-3">
          {OPTION_KEYS.map((key, i) => {
            const Icon = ICONS[key];
            const o = t.options[key];
            const id = i === 0 ? idOf("option") : `${idOf("option")}-${key}`;
            const hint =
              key === "reschedule"
                ? fill(t.options.reschedule.hint, {
                    first: date(window.first),
                    last: date(window.last),
                  })
                : o.hint;
            return (
              <div
                key={key}
                className="delivery-option rounded-xl border-2 border-navy-100 bg-white transition-colors has-[>label>input:checked]:border-navy-600 has-[>label>input:checked]:bg-navy-50/60"
              >
                {/* The rule cannot see the words inside the spans; the label holds its radio and its text. */}
                {/* eslint-disable-next-line jsx-a11y/label-has-associated-control */}
                <label htmlFor={id} className="flex cursor-pointer items-start gap-3 p-4">
                  <input
                    id={id}
                    type="radio"
                    name="option"
                    value={key}
                    defaultChecked={option === key}
                    aria-describedby={`${id}-hint`}
                    className="mt-1 size-5 shrink-0 accent-navy-700"
                  />
                  <span className="min-w-0">
                    <span className="flex items-center gap-2 font-bold text-navy-900">
                      <Icon className="size-4 shrink-0 text-navy-600" aria-hidden="true" />
                      {o.label}
                    </span>
                    <span id={`${id}-hint`} className="mt-0.5 block text-sm text-muted">
                      {hint}
                    </span>
                  </span>
                </label>
                <div className="delivery-option-fields border-t border-navy-100 px-4 pt-3 pb-4">
                  <OptionFields
                    option={key}
                    window={window}
                    branches={branches}
                    values={values}
                    invalid={invalid}
                    described={described}
                    error={error}
                  />
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-lg font-extrabold text-navy-900">{t.proof.legend}</legend>
        <p className="text-muted sm:col-span-2">{t.proof.text}</p>
        <Labelled
          error={error("pincode")}
          name="pincode"
          label={t.proof.pincode}
          hint={t.proof.pincodeHint}
          required
        >
          <input
            id={idOf("pincode")}
            name="pincode"
            // An explicit type: HTML_CodeSniffer's autocomplete check crashes on an input without one.
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            required
            defaultValue={values.pincode ?? ""}
            aria-invalid={invalid("pincode") ?? (refused?.refusal === WRONG_FACTS || undefined)}
            aria-describedby={described("pincode")}
            className={controlClass}
          />
        </Labelled>
        <Labelled
          error={error("phone_last4")}
          name="phone_last4"
          label={t.proof.phoneLast4}
          hint={t.proof.phoneLast4Hint}
          required={!offersCode}
        >
          <input
            id={idOf("phone_last4")}
            name="phone_last4"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            required={!offersCode}
            defaultValue={values.phone_last4 ?? ""}
            aria-invalid={invalid("phone_last4") ?? (refused?.refusal === WRONG_FACTS || undefined)}
            aria-describedby={described("phone_last4")}
            className={controlClass}
          />
        </Labelled>
        {offersCode && (
          <ProofCode
            sent={Boolean(refused?.codeSent || values.code || errors.code)}
            value={values.code}
            error={error("code")}
            invalid={invalid("code") ?? (refused?.refusal === WRONG_FACTS || undefined)}
            described={described("code")}
          />
        )}
        {refused?.captcha && (
          <CaptchaQuestion
            captcha={refused.captcha}
            error={error("captchaInput")}
            invalid={invalid("captchaInput")}
            described={described("captchaInput")}
          />
        )}
      </fieldset>

      <Labelled error={error("email")} name="email" label={t.email} hint={t.emailHint}>
        <input
          id={idOf("email")}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          defaultValue={values.email ?? ""}
          aria-invalid={invalid("email")}
          aria-describedby={described("email")}
          className={`${controlClass} sm:max-w-md`}
        />
      </Labelled>

      <div>
        <SubmitButton
          busy={busy}
          label={t.submit}
          busyLabel={t.busy}
          className="w-full sm:w-auto"
        />
      </div>
    </Form>
  );
}

/**
 * Proof by code (CONTRACT.md "proof by code"): a second submit button posts
 * the form as typed and asks for a code by SMS to the booked phone (its
 * digits are never shown: they are the other proof); once sent, the code's
 * field. Works without JavaScript: the server answers with the form again.
 */
function ProofCode({
  sent,
  value,
  error,
  invalid,
  described,
}: {
  sent: boolean;
  value: string | undefined;
  error: ReactNode;
  invalid: true | undefined;
  described: string | undefined;
}) {
  const t = useTexts(deliveryTexts).proof.code;
  return (
    <div className="grid gap-3 rounded-xl border-2 border-navy-100 bg-navy-50/50 p-4 sm:col-span-2">
      {sent ? (
        <p role="status" className="font-semibold text-navy-900">
          {t.sent}
        </p>
      ) : (
        <p className="text-muted">{t.offer}</p>
      )}
      {sent && (
        <div>
          <FieldLabel htmlFor={idOf("code")}>{t.label}</FieldLabel>
          <input
            id={idOf("code")}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            defaultValue={value ?? ""}
            aria-invalid={invalid}
            aria-describedby={described}
            className={`${controlClass} sm:max-w-48`}
          />
          <FieldHint id={`${idOf("code")}-hint`}>{t.hint}</FieldHint>
          {error}
        </div>
      )}
      <div>
        <button
          type="submit"
          name={SEND_CODE_FIELD}
          value="1"
          className="btn-outline text-navy-900"
        >
          <MessageSquareText className="size-4" aria-hidden="true" />
          {t.send}
        </button>
      </div>
    </div>
  );
}

/** A label, the control given as children, then its hint and its error (as the Field component). */
function Labelled({
  name,
  label,
  hint,
  required,
  error,
  children,
}: {
  name: DeliveryField;
  label: string;
  hint?: string;
  required?: boolean;
  error: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <FieldLabel htmlFor={idOf(name)} required={required}>
        {label}
      </FieldLabel>
      {children}
      {hint && <FieldHint id={`${idOf(name)}-hint`}>{hint}</FieldHint>}
      {error}
    </div>
  );
}

/**
 * The server's arithmetic question, once the shipment has had 5 wrong tries
 * in the hour: rendered by the server with a refused request, so it works
 * without JavaScript; a new question remounts the input, so the old answer goes.
 */
function CaptchaQuestion({
  captcha,
  error,
  invalid,
  described,
}: {
  captcha: NonNullable<DeliveryFormState["captcha"]>;
  error: ReactNode;
  invalid: true | undefined;
  described: string | undefined;
}) {
  const t = useTexts(deliveryTexts).proof.captcha;
  return (
    <div className="rounded-xl border border-navy-100 bg-navy-50 p-4 sm:col-span-2">
      <p className="text-sm text-ink">{t.why}</p>
      <input type="hidden" name="captchaToken" value={captcha.token} />
      <div className="mt-2 max-w-sm">
        <Labelled
          error={error}
          name="captchaInput"
          label={`${t.label}: ${localQuestion(captcha.question, t.question)}`}
          hint={t.hint}
          required
        >
          <input
            key={captcha.token}
            id={idOf("captchaInput")}
            name="captchaInput"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            required
            aria-invalid={invalid}
            aria-describedby={described}
            className={controlClass}
          />
        </Labelled>
      </div>
    </div>
  );
}

type FieldsProps = {
  option: DeliveryOption;
  window: { first: string; last: string };
  branches: readonly Branch[];
  values: DeliveryFormState["values"];
  invalid: (name: DeliveryField) => true | undefined;
  described: (name: DeliveryField, hint?: boolean) => string | undefined;
  error: (name: DeliveryField) => ReactNode;
};

/** The field an option needs: a date, the instructions, a number or a branch. */
function OptionFields({
  option,
  window,
  branches,
  values,
  invalid,
  described,
  error,
}: FieldsProps) {
  const t = useTexts(deliveryTexts).options;
  if (option === "reschedule")
    return (
      <Labelled error={error("date")} name="date" label={t.reschedule.field}>
        <input
          id={idOf("date")}
          name="date"
          type="date"
          min={window.first}
          max={window.last}
          defaultValue={values.date ?? ""}
          aria-invalid={invalid("date")}
          aria-describedby={described("date", false)}
          className={`${controlClass} sm:max-w-xs`}
        />
      </Labelled>
    );
  if (option === "instructions")
    return (
      <Labelled
        error={error("instructions")}
        name="instructions"
        label={t.instructions.field}
        hint={t.instructions.fieldHint}
      >
        {/* One line, as the schema takes it: the text reaches the driver's screen and the webhook. */}
        <input
          id={idOf("instructions")}
          name="instructions"
          type="text"
          autoComplete="off"
          maxLength={200}
          defaultValue={values.instructions ?? ""}
          aria-invalid={invalid("instructions")}
          aria-describedby={described("instructions")}
          className={controlClass}
        />
      </Labelled>
    );
  if (option === "phone")
    return (
      <Labelled error={error("phone")} name="phone" label={t.phone.field} hint={t.phone.fieldHint}>
        <input
          id={idOf("phone")}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          defaultValue={values.phone ?? ""}
          aria-invalid={invalid("phone")}
          aria-describedby={described("phone")}
          className={`${controlClass} sm:max-w-xs`}
        />
      </Labelled>
    );
  return (
    <fieldset aria-describedby={invalid("branch") ? `${idOf("branch")}-error` : undefined}>
      <legend className="text-sm font-bold text-navy-900">{t.collect.field}</legend>
      <div className="mt-2 grid gap-2 lg:grid-cols-2">
        {branches.map((branch, i) => {
          const id = i === 0 ? idOf("branch") : `${idOf("branch")}-${branch.key}`;
          return (
            // The rule cannot see the words inside the spans; the label holds its radio and its text.
            // eslint-disable-next-line jsx-a11y/label-has-associated-control
            <label
              key={branch.key}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-navy-200 bg-white p-3 has-checked:border-navy-600 has-checked:ring-1 has-checked:ring-navy-600"
            >
              <input
                id={id}
                type="radio"
                name="branch"
                value={branch.key}
                defaultChecked={values.branch === branch.key}
                className="mt-1 size-4 shrink-0 accent-navy-700"
              />
              <span className="min-w-0 text-sm">
                <span className="block font-bold text-navy-900">
                  <En>{branch.name}</En>
                </span>
                <span className="block text-muted">
                  <En>{`${branch.address} ${branch.pincode}`}</En>
                </span>
                <span className="mt-1 block text-ink">
                  {fill(t.collect.hours, {
                    days: t.collect.days[branch.hours.days],
                    opens: branch.hours.opens,
                    closes: branch.hours.closes,
                  })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error("branch")}
    </fieldset>
  );
}
