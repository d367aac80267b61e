import { BellRing, CircleCheck } from "~/components/ui/icons";
import { useNavigation } from "react-router";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { controlClass, FieldError, FieldHint, FieldLabel } from "~/components/ui/field-parts";
import { Form } from "~/components/ui/local-link";
import {
  alertPageTexts as english,
  refusalKeys,
  texts as alertTexts,
} from "@core/content/tracking-alerts";
import { useMessage } from "~/lib/messages";
import { useTexts } from "~/lib/texts";
import { TRACKING_ALERT_FORM } from "@core/tracking-alerts";

export type AlertFormState = { email: string; message: string } | undefined;

/** What the page says in place of the form after a request: ?alerts=sent or ?alerts=already-sent. */
export type AlertNotice = "sent" | "already-sent";

export function alertNotice(value: string | null): AlertNotice | undefined {
  return value === "sent" || value === "already-sent" ? value : undefined;
}

type Props = {
  /** The address as typed and what was wrong, after a refused request. */
  refused: AlertFormState;
  /** After a request: a link sent, or one sent within the hour already (nothing sent). */
  notice: AlertNotice | undefined;
};

/**
 * "Get updates by e-mail" on a shipment's page: a plain POST to
 * the page, so it works without JavaScript; the server answers with the
 * message under the field, or redirects to ?alerts=sent.
 */
export function TrackingAlertsForm({ refused, notice }: Props) {
  const alertPageTexts = useTexts(alertTexts);
  const validationMessage = useMessage();
  // A fixed id, not useId(): the shipment's part of the page is rendered apart
  // from the rest (server/tracking/shipment-page.ts), where useId() would count differently.
  const id = "tracking-alerts";
  const busy = useNavigation().state === "submitting";
  return (
    <section
      id="alerts"
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8"
    >
      <h2
        id={`${id}-title`}
        className="flex items-center gap-2 text-xl font-extrabold text-navy-900"
      >
        <BellRing className="size-5 text-navy-600" aria-hidden="true" />
        {alertPageTexts.heading}
      </h2>
      {notice ? (
        <p
          role="status"
          className="mt-3 flex items-start gap-2 text-lg font-semibold text-navy-900"
        >
          <CircleCheck className="mt-1 size-5 shrink-0 text-status-delivered" aria-hidden="true" />
          {notice === "sent" ? alertPageTexts.sent : alertPageTexts.alreadySent}
        </p>
      ) : (
        <>
          <p className="mt-2 max-w-2xl text-muted">{alertPageTexts.intro}</p>
          <Form method="post" noValidate className="relative mt-4 max-w-xl">
            <HoneypotField formId={TRACKING_ALERT_FORM} />
            <FieldLabel htmlFor={`${id}-email`}>{alertPageTexts.emailLabel}</FieldLabel>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <input
                key={refused?.email}
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                defaultValue={refused?.email ?? ""}
                aria-invalid={refused ? true : undefined}
                aria-describedby={`${id}-hint${refused ? ` ${id}-error` : ""}`}
                className={`${controlClass} sm:flex-1`}
              />
              <SubmitButton
                busy={busy}
                label={alertPageTexts.submit}
                busyLabel={alertPageTexts.busy}
                className="mt-1.5 shrink-0"
              />
            </div>
            {refused && (
              <FieldError id={`${id}-error`}>
                {localMessage(refused.message, alertPageTexts, validationMessage)}
              </FieldError>
            )}
            <FieldHint id={`${id}-hint`}>{alertPageTexts.privacy}</FieldHint>
          </Form>
        </>
      )}
    </section>
  );
}

/**
 * A refusal in the page's language. The server answers in English (as its
 * JSON API does); the messages that are this module's own are found by their
 * English words; the address's validation message (a key) through the validation texts.
 */
function localMessage(
  message: string,
  texts: typeof english,
  validationMessage: (message: string) => string,
): string {
  const key = refusalKeys.find((k) => english[k] === message);
  return key ? texts[key] : validationMessage(message);
}
