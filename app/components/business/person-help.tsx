import { Form, Link } from "react-router";
import type { texts } from "@core/content/business-profile";
import { fill } from "@core/texts";

type Words = typeof texts.en.people;

/** What an owner can do to help a person back in (/business/people). */
export const HELP_INTENTS = ["reset-two-factor", "send-link"] as const;
export type HelpIntent = (typeof HELP_INTENTS)[number];

export const isHelpIntent = (value: unknown): value is HelpIntent =>
  HELP_INTENTS.includes(value as HelpIntent);

/** The page's address that asks to confirm one of them: a plain link, so no script is needed. */
export const confirmHref = (intent: HelpIntent, id: string) =>
  `?confirm=${intent}&id=${encodeURIComponent(id)}#confirm`;

/**
 * The two ways in for another person of the business: reset two-factor
 * (only while they use it) and a new-password link. Each opens a
 * confirmation first.
 */
export function PersonHelpLinks({
  t,
  id,
  name,
  twoFactor,
}: {
  t: Words;
  id: string;
  name: string;
  twoFactor: boolean;
}) {
  return (
    <>
      {twoFactor && (
        <Link
          to={confirmHref("reset-two-factor", id)}
          className="btn-outline min-h-12 text-navy-900"
          aria-label={fill(t.resetTwoFactorLabel, { name })}
        >
          {t.resetTwoFactor}
        </Link>
      )}
      <Link
        to={confirmHref("send-link", id)}
        className="btn-outline min-h-12 text-navy-900"
        aria-label={fill(t.sendLinkLabel, { name })}
      >
        {t.sendLink}
      </Link>
    </>
  );
}

/** The confirmation of one of them, in the person's row: the form that does it, or cancel. */
export function ConfirmHelp({
  t,
  intent,
  id,
  name,
  cancelTo,
}: {
  t: Words;
  intent: HelpIntent;
  id: string;
  name: string;
  cancelTo: string;
}) {
  const reset = intent === "reset-two-factor";
  return (
    <div
      id="confirm"
      role="group"
      aria-labelledby="confirm-question"
      className="rounded-xl border-2 border-navy-300 bg-navy-50 p-4 md:col-span-2"
    >
      <p id="confirm-question" className="font-semibold text-navy-900">
        {fill(reset ? t.confirmResetTwoFactor : t.confirmSendLink, { name })}
      </p>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="confirm" value="1" />
        <button type="submit" className="btn-primary min-h-12">
          {reset ? t.yesResetTwoFactor : t.yesSendLink}
        </button>
        <Link to={cancelTo} className="btn-outline min-h-12 text-navy-900">
          {t.cancel}
        </Link>
      </Form>
    </div>
  );
}
