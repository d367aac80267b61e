import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { controlClass, FieldError, FieldHint, FieldLabel } from "~/components/ui/field-parts";
import { CircleCheck, Phone } from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/local-link";
import { texts as phoneTexts } from "@core/content/phone-alerts";
import { encodeMessage } from "@core/messages";
import { fill } from "@core/texts";
import { useMessage } from "~/lib/messages";
import { useTexts } from "~/lib/texts";
import {
  PHONE_ALERTS_INTENT,
  PHONE_CODE_INTENT,
  PHONE_RESEND_INTENT,
  type PhoneAlertState,
  type PhoneChannels,
} from "~/lib/phone-alerts-form";

type Props = {
  /** Which channels are on: the block shows only those, and nothing when neither is. */
  channels: PhoneChannels;
  /** The answer of the page's action to the last step, with what was typed. */
  state: PhoneAlertState | undefined;
  /** Where the block starts before any answer (a code waiting from the raise form); takes no focus. */
  initial?: PhoneAlertState;
  /** An id prefix: a shipment's page and a ticket's page each have one block. */
  id?: string;
  /** Where the steps post: the page's own action unless given (the raise page posts to the ticket's). */
  action?: string;
  /** In place of "Get updates on your mobile". */
  heading?: string;
};

/**
 * "Get updates on your mobile" (CONTRACT.md "Messages by SMS and
 * WhatsApp", "consent"): a number, a channel, the consent sentence above the
 * button; then the SMS code on the same page, or the note that a WhatsApp
 * message is on its way. Plain POSTs to the page's action, so it works
 * without JavaScript; with it, React Router posts and re-renders without a
 * reload, and focus moves to what the step asks next.
 */
export function PhoneAlertsForm({
  channels,
  state: answered,
  initial,
  id = "phone-alerts",
  action,
  heading,
}: Props) {
  const t = useTexts(phoneTexts);
  const validationMessage = useMessage();
  const busy = useNavigation().state === "submitting";
  const focusRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // After each step, what it asks for next (or what went wrong) has the focus.
    if (answered) focusRef.current?.focus();
  }, [answered]);
  const state = answered ?? initial;
  if (!channels.sms && !channels.whatsapp) return null;

  const error = state?.error;
  const errorText = error
    ? error.reason === "phoneLabel"
      ? validationMessage(encodeMessage("phone"))
      : fill(t[error.reason], { left: String(error.left ?? "") })
    : "";
  const masked = state?.masked ?? "";
  const step = state?.step ?? "ask";
  const setFocus = (element: HTMLElement | null) => {
    focusRef.current = element;
  };

  return (
    <section
      id="phone-alerts"
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8"
    >
      <h2
        id={`${id}-title`}
        className="flex items-center gap-2 text-xl font-extrabold text-navy-900"
      >
        <Phone className="size-5 text-navy-600" aria-hidden="true" />
        {heading ?? t.heading}
      </h2>
      {step === "confirmed" || step === "whatsapp" ? (
        <div>
          <p
            ref={setFocus}
            tabIndex={-1}
            role="status"
            className="mt-3 flex items-start gap-2 text-lg font-semibold text-navy-900"
          >
            <CircleCheck
              className="mt-1 size-5 shrink-0 text-status-delivered"
              aria-hidden="true"
            />
            {fill(step === "confirmed" ? t.confirmed : t.whatsappSent, { phone: masked })}
          </p>
          {step === "confirmed" && state?.manage && (
            <p className="mt-2">
              <Link to={state.manage} className="font-semibold text-navy-700 underline">
                {t.manage}
              </Link>
            </p>
          )}
        </div>
      ) : step === "code" ? (
        <>
          <Form method="post" action={action} noValidate className="mt-4 max-w-xl">
            <input type="hidden" name="intent" value={PHONE_CODE_INTENT} />
            <input type="hidden" name="phone" value={state?.phone ?? ""} />
            <p
              className="mb-3 text-muted"
              id={`${id}-code-intro`}
              role={state?.resent ? "status" : undefined}
            >
              {fill(state?.resent ? t.codeResent : t.codeIntro, { phone: masked })}
            </p>
            <FieldLabel htmlFor={`${id}-code`}>{t.codeLabel}</FieldLabel>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <input
                ref={setFocus}
                key={`${state?.code ?? ""}-${error?.left ?? ""}`}
                id={`${id}-code`}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                defaultValue={state?.code ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-code-intro${error ? ` ${id}-code-error` : ""}`}
                className={`${controlClass} sm:max-w-48`}
              />
              <SubmitButton
                busy={busy}
                label={t.confirm}
                busyLabel={t.busy}
                className="mt-1.5 shrink-0"
              />
            </div>
            {error && <FieldError id={`${id}-code-error`}>{errorText}</FieldError>}
          </Form>
          {/* Expired, tried too often, or never came: another one to the same number. */}
          <Form method="post" action={action} className="mt-3">
            <input type="hidden" name="intent" value={PHONE_RESEND_INTENT} />
            <input type="hidden" name="phone" value={state?.phone ?? ""} />
            <button type="submit" className="btn-outline min-h-11 text-navy-900" disabled={busy}>
              {t.resend}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-2 max-w-2xl text-muted">{t.intro}</p>
          <Form method="post" action={action} noValidate className="mt-4 max-w-xl">
            <input type="hidden" name="intent" value={PHONE_ALERTS_INTENT} />
            <FieldLabel htmlFor={`${id}-phone`}>{t.phoneLabel}</FieldLabel>
            <input
              ref={error?.field === "phone" ? setFocus : undefined}
              key={state?.phone}
              id={`${id}-phone`}
              name="phone"
              type="tel"
              // "tel", not "tel-national": HTML_CodeSniffer (pa11y) crashes on the latter, and
              // the field takes +91 and spaces anyway.
              autoComplete="tel"
              inputMode="tel"
              required
              defaultValue={state?.phone ?? ""}
              aria-invalid={error?.field === "phone" ? true : undefined}
              aria-describedby={`${id}-phone-hint${error?.field === "phone" ? ` ${id}-phone-error` : ""}`}
              className={controlClass}
            />
            <FieldHint id={`${id}-phone-hint`}>{t.phoneHint}</FieldHint>
            {error?.field === "phone" && (
              <FieldError id={`${id}-phone-error`}>{errorText}</FieldError>
            )}
            <fieldset
              className="mt-4"
              aria-describedby={
                error && error.field !== "phone" ? `${id}-channel-error` : undefined
              }
            >
              <legend className="font-semibold text-navy-900">{t.channelLegend}</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {(["sms", "whatsapp"] as const)
                  .filter((c) => channels[c])
                  .map((c, i) => (
                    <label key={c} className="flex min-h-11 items-center gap-2">
                      <input
                        type="radio"
                        name="channel"
                        value={c}
                        defaultChecked={state?.channel ? state.channel === c : i === 0}
                        className="size-5"
                      />
                      {t[c]}
                    </label>
                  ))}
              </div>
            </fieldset>
            {error && error.field !== "phone" && (
              <FieldError id={`${id}-channel-error`}>
                <span ref={setFocus} tabIndex={-1}>
                  {errorText}
                </span>
              </FieldError>
            )}
            <p className="mt-4 text-sm text-ink" id={`${id}-consent`}>
              {t.consent}
            </p>
            <SubmitButton busy={busy} label={t.submit} busyLabel={t.busy} className="mt-3" />
          </Form>
        </>
      )}
    </section>
  );
}
