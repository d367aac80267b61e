import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { LANGS, type Lang } from "@core/i18n";
import { isRealDltTemplateId } from "@core/messages/dlt-template-ids";
import { MESSAGE_VARIABLES, type MessageEvent, type MessageVariable } from "@core/messages/events";
import { MAX_VALUE_LENGTH } from "@core/messages/render";
import { smsSize } from "@core/messages/sms-parts";
import {
  registeredText,
  renderSms,
  smsTemplates,
  whatsappTemplates,
} from "@core/messages/templates";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/message-templates";

import { EVENT_WORDS } from "~/lib/staff-messages";

export const staffPage = staffPages.messageTemplates;
export const meta = () => staffMeta("Message templates");

const LANG_LABELS: Record<Lang, string> = { en: "English", hi: "Hindi", mr: "Marathi" };

type Variable = { name: MessageVariable; label: string; max: number };
const variable = (name: MessageVariable): Variable => ({
  name,
  label: MESSAGE_VARIABLES[name].label,
  max: MESSAGE_VARIABLES[name].max,
});

/** Every value at its longest: the most parts a message of the template can take. */
const LONGEST = Object.fromEntries(
  Object.entries(MESSAGE_VARIABLES).map(([name, v]) => [name, v.longest]),
) as Record<MessageVariable, string>;

/**
 * /staff/messages/templates (admins, operations): every SMS text to
 * register on the DLT portal and every WhatsApp template to submit to Meta,
 * per event and language, written with this site's address, ready to copy
 * (docs/decisions/046-sms-and-whatsapp.md). Read only: the texts are data in
 * core/messages/templates.ts, the DLT ids in core/messages/dlt-template-ids.ts.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  const site = args.context.siteUrl;
  return {
    site: new URL(site).origin,
    sms: smsTemplates.map((t) => ({
      key: `${t.event}-${t.lang}`,
      event: t.event,
      lang: t.lang,
      dltTemplateId: t.dltTemplateId,
      registered: isRealDltTemplateId(t.dltTemplateId),
      category: t.category,
      unicode: t.unicode,
      text: registeredText(t.text, site),
      longestParts: smsSize(renderSms(t, LONGEST, site)).parts,
      vars: t.vars.map(variable),
    })),
    whatsapp: whatsappTemplates.map((t) => ({
      key: `${t.event}-${t.lang}`,
      event: t.event,
      lang: t.lang,
      name: t.name,
      languageCode: t.languageCode,
      category: t.category,
      body: registeredText(t.body, site),
      vars: t.vars.map(variable),
    })),
  };
}

function Variables({ vars, numbered }: { vars: Variable[]; numbered: boolean }) {
  return (
    <ol className="mt-2 list-decimal space-y-0.5 pl-6 text-sm">
      {vars.map((v, i) => (
        <li key={i}>
          {numbered && <code className="mr-1">{`{{${i + 1}}}`}</code>}
          {v.label}, at most {v.max} characters
        </li>
      ))}
    </ol>
  );
}

function Copyable({ text, lang, label }: { text: string; lang: Lang; label: string }) {
  return (
    <>
      <p className="mt-2 text-sm font-semibold">{label}</p>
      <pre
        lang={lang}
        className="mt-1 rounded-xl border border-navy-100 bg-navy-50 p-3 text-sm break-words whitespace-pre-wrap text-navy-900 select-all"
      >
        {text}
      </pre>
    </>
  );
}

export default function StaffMessageTemplates({ loaderData }: Route.ComponentProps) {
  const { site, sms, whatsapp } = loaderData;
  const events = (list: { event: MessageEvent }[]) => [...new Set(list.map((t) => t.event))];
  const unregistered = sms.filter((t) => !t.registered).length;
  return (
    <section>
      <StaffHeading title="Message templates">
        Every SMS and WhatsApp message the site sends, per event and language, for the company to
        register. Each text is written with this site&apos;s address, {site}; register it exactly as
        shown. In an SMS, <code>{"{#var#}"}</code> marks a value (at most {MAX_VALUE_LENGTH}{" "}
        characters); in a WhatsApp body, <code>{"{{1}}"}</code>, <code>{"{{2}}"}</code>… do.
      </StaffHeading>

      <h2 className="mt-8 text-xl font-bold text-navy-900">SMS, for the DLT portal</h2>
      <p className="mt-2 max-w-3xl text-muted">
        Category: service (implicit) for every template; header: the SMS_SENDER setting. Hindi and
        Marathi go as Unicode. A long text goes in parts (160 characters a part in English, 70 in
        Unicode, fewer when split), and providers bill each part as one SMS.{" "}
        {unregistered > 0
          ? `${unregistered} of ${sms.length} templates have no DLT template id yet: write each id the portal gives in core/messages/dlt-template-ids.ts and build again.`
          : "Every template has its DLT template id."}
      </p>
      {events(sms).map((event) => (
        <article key={event} className="mt-6" aria-labelledby={`sms-${event}`}>
          <h3 id={`sms-${event}`} className="text-lg font-bold text-navy-900">
            {EVENT_WORDS[event]}
          </h3>
          {LANGS.map((lang) => {
            const t = sms.find((s) => s.event === event && s.lang === lang);
            if (!t) return null;
            return (
              <div key={t.key} className="mt-3 rounded-2xl border border-navy-100 bg-white p-4">
                <h4 className="font-semibold text-navy-900">{LANG_LABELS[lang]}</h4>
                <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 text-sm">
                  <dt className="text-muted">DLT template id</dt>
                  <dd>
                    <code>{t.dltTemplateId}</code>
                    {!t.registered && " (placeholder: not registered yet)"}
                  </dd>
                  <dt className="text-muted">Category</dt>
                  <dd>Service (implicit){t.unicode ? ", Unicode" : ""}</dd>
                  <dt className="text-muted">Parts</dt>
                  <dd>
                    at most {t.longestParts} {t.longestParts === 1 ? "part" : "parts"}, with every
                    value at its longest
                  </dd>
                </dl>
                <Copyable text={t.text} lang={lang} label="Text to register" />
                <p className="mt-2 text-sm font-semibold">Values, in order</p>
                <Variables vars={t.vars} numbered={false} />
              </div>
            );
          })}
        </article>
      ))}

      <h2 className="mt-10 text-xl font-bold text-navy-900">WhatsApp, for Meta</h2>
      <p className="mt-2 max-w-3xl text-muted">
        Category: utility for every template. One name per event, with a body in each language.
      </p>
      {events(whatsapp).map((event) => (
        <article key={event} className="mt-6" aria-labelledby={`wa-${event}`}>
          <h3 id={`wa-${event}`} className="text-lg font-bold text-navy-900">
            {EVENT_WORDS[event]}
          </h3>
          {LANGS.map((lang) => {
            const t = whatsapp.find((w) => w.event === event && w.lang === lang);
            if (!t) return null;
            return (
              <div key={t.key} className="mt-3 rounded-2xl border border-navy-100 bg-white p-4">
                <h4 className="font-semibold text-navy-900">{LANG_LABELS[lang]}</h4>
                <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 text-sm">
                  <dt className="text-muted">Template name</dt>
                  <dd>
                    <code>{t.name}</code>
                  </dd>
                  <dt className="text-muted">Language code</dt>
                  <dd>
                    <code>{t.languageCode}</code>
                  </dd>
                  <dt className="text-muted">Category</dt>
                  <dd>Utility</dd>
                </dl>
                <Copyable text={t.body} lang={lang} label="Body to submit" />
                <p className="mt-2 text-sm font-semibold">Body parameters</p>
                <Variables vars={t.vars} numbered />
              </div>
            );
          })}
        </article>
      ))}
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
