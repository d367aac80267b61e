import { useEffect, useRef } from "react";
import { data } from "react-router";
import { AlertDone, AlertInvalid, AlertPage } from "~/components/track/alert-link-page";
import { En } from "~/components/ui/en";
import { FieldError } from "~/components/ui/field-parts";
import { BellOff, Check } from "~/components/ui/icons";
import { Form } from "~/components/ui/local-link";
import { languageNames, phoneAlertsPage, texts as phoneTexts } from "@core/content/phone-alerts";
import { isLang, LANGS, langOf, type Lang } from "@core/i18n";
import { maskPhone } from "@core/phone";
import { fill, type TextsHandle } from "@core/texts";
import { pageMeta, type MetaContext } from "~/lib/meta";
import { useTexts } from "~/lib/texts";
import type { Route } from "./+types/phone-alerts-page";

/**
 * /alerts/<token> (CONTRACT.md "Messages by SMS and WhatsApp", "consent"):
 * the link in every message. It shows the subscription (the number
 * masked), changes its language and events, stops all messages, and
 * confirms a pending WhatsApp one; each change is recorded
 * (server/messages/consent.ts). Opening it changes nothing: only its
 * buttons' POSTs do.
 */
export const handle = {
  texts: ["phone-alerts"],
  linkedPages: ["/track-shipment"],
} satisfies TextsHandle;

/** It names a number and a shipment: never cached. */
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = (args: MetaContext) => [
  ...pageMeta(phoneAlertsPage, args),
  { name: "robots", content: "noindex" },
];

async function load(context: Route.LoaderArgs["context"], token: string) {
  const row = await context.services.phoneAlerts.findByToken(token);
  if (!row) return null;
  return {
    lrNo: row.lrNo,
    ticketNo: row.ticketNo,
    masked: maskPhone(row.phone),
    channel: row.channel as "sms" | "whatsapp",
    language: (isLang(row.language) ? row.language : "en") as Lang,
    events: row.events,
    allowed: [...context.services.phoneAlerts.eventsOf(row)],
    state: row.state as "pending" | "active" | "withdrawn",
  };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await load(context, params.token.slice(0, 100));
  if (!found) return data({ found: null, done: null }, { status: 404 });
  return { found, done: null };
}

type Done = "saved" | "stopped" | "confirmed" | "no-events";

export async function action({ request, params, context }: Route.ActionArgs) {
  const token = params.token.slice(0, 100);
  const lang = langOf(new URL(request.url).pathname);
  const form = await request.formData().catch(() => null);
  const alerts = context.services.phoneAlerts;
  const intent = form?.get("intent");
  let done: Done | "not-found" = "not-found";
  if (intent === "stop") done = await alerts.stopAll(token, lang);
  else if (intent === "confirm") {
    const answer = await alerts.confirmByLink(token, lang);
    done = answer === "not-pending" ? "saved" : answer;
  } else if (intent === "save") {
    const chosen = form?.get("language");
    done = await alerts.update(token, {
      lang: isLang(chosen) ? chosen : lang,
      events: (form?.getAll("events") ?? []).map(String),
    });
  }
  const found = await load(context, token);
  if (!found || done === "not-found") return data({ found: null, done: null }, { status: 404 });
  return data(
    { found, done },
    { status: done === "no-events" ? 400 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

export default function PhoneAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(phoneTexts);
  const { found, done } = actionData ?? loaderData;
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done, actionData]);
  const page = { ...phoneAlertsPage, heading: found ? t.pageHeading : t.unknownHeading };
  if (!found)
    return (
      <AlertPage page={page}>
        <AlertInvalid>{t.unknownIntro}</AlertInvalid>
      </AlertPage>
    );
  const subject = found.lrNo
    ? fill(t.shipment, { lrNo: found.lrNo })
    : fill(t.ticket, { ticketNo: found.ticketNo ?? "" });
  const events = t.events as Record<string, string>;
  return (
    <AlertPage page={page}>
      <h2 className="text-xl font-extrabold text-navy-900">
        <En>{subject}</En>
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-ink">
        <dt className="font-semibold">{t.number}</dt>
        <dd>{found.masked}</dd>
        <dt className="font-semibold">{t.channel}</dt>
        <dd>{t[found.channel]}</dd>
        <dt className="font-semibold">{t.state}</dt>
        <dd>{t.states[found.state]}</dd>
      </dl>
      <div ref={doneRef} tabIndex={-1} className="mt-4 outline-none">
        {done === "stopped" && <AlertDone>{t.stopped}</AlertDone>}
        {(done === "saved" || done === "confirmed") && <AlertDone>{t.saved}</AlertDone>}
      </div>
      {found.state === "pending" && found.channel === "whatsapp" && (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="confirm" />
          <p className="text-lg text-ink">{t.confirmWhatsAppIntro}</p>
          <button type="submit" className="btn-primary mt-3 min-h-12 px-8">
            <Check className="size-4" aria-hidden="true" />
            {t.confirmWhatsApp}
          </button>
        </Form>
      )}
      {found.state !== "withdrawn" && (
        <>
          <Form method="post" className="mt-6" noValidate>
            <input type="hidden" name="intent" value="save" />
            <fieldset>
              <legend className="font-semibold text-navy-900">{t.eventsLegend}</legend>
              {found.allowed.map((event) => (
                <label key={event} className="mt-2 flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    name="events"
                    value={event}
                    defaultChecked={found.events.includes(event)}
                    aria-describedby={
                      done === "no-events" ? "phone-alerts-events-error" : undefined
                    }
                    className="size-5"
                  />
                  {events[event] ?? event}
                </label>
              ))}
            </fieldset>
            {done === "no-events" && (
              <FieldError id="phone-alerts-events-error">{t.noEvents}</FieldError>
            )}
            <label
              htmlFor="phone-alerts-language"
              className="mt-4 block font-semibold text-navy-900"
            >
              {t.language}
            </label>
            <select
              id="phone-alerts-language"
              name="language"
              defaultValue={found.language}
              className="mt-1.5 min-h-12 rounded-lg border border-navy-200 bg-white px-3"
            >
              {LANGS.map((lang) => (
                <option key={lang} value={lang} lang={lang}>
                  {languageNames[lang]}
                </option>
              ))}
            </select>
            <div>
              <button type="submit" className="btn-primary mt-4 min-h-12 px-8">
                {t.save}
              </button>
            </div>
          </Form>
          <Form method="post" className="mt-6 border-t border-navy-100 pt-6">
            <input type="hidden" name="intent" value="stop" />
            <button type="submit" className="btn-dark min-h-12 px-8">
              <BellOff className="size-4" aria-hidden="true" />
              {t.stopAll}
            </button>
          </Form>
        </>
      )}
    </AlertPage>
  );
}
