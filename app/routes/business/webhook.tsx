import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { TextInput } from "~/components/business/text-input";
import { FormNotice } from "~/components/staff/form-notice";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLang } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { businessMeta } from "~/components/business/business-meta";
import { sentTexts, isRootData, fill, type TextsHandle } from "@core/texts";
import { langOf } from "@core/i18n";
import { indiaDateTime } from "@core/india-time";
import { texts } from "@core/content/business-webhook";
import type { Route } from "./+types/webhook";

export const handle = { texts: ["business-account", "business-webhook"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => {
  const root = args.matches
    .map((match) => (match as { data?: unknown } | undefined)?.data)
    .find(isRootData);
  const lang = langOf(args.location.pathname);
  const t = (lang === "en" ? texts.en : sentTexts(texts, root?.texts)) ?? texts.en;
  return businessMeta(args, () => t.title);
};

export const headers = () => ({ "Cache-Control": "no-store" });

const DONE = ["changed", "off", "on", "removed", "again"] as const;
type Done = (typeof DONE)[number];
type Problem = keyof typeof texts.en.errors;

/** The body a receiving system gets, shown as an example (server/outbox/channels/business-webhook.ts). */
const EXAMPLE = JSON.stringify(
  {
    event: "tracking.event",
    id: "tracking.event:48213",
    lr_no: "SB0000001234",
    client_ref: "ORD-1001",
    status: "In Transit",
    remarks: "Arrived at hub",
    location: "Pune Hub",
    timestamp: "2026-12-03T03:30:00.000Z",
    tracking_id: 48213,
  },
  null,
  2,
);

/**
 * /business/webhook (owner): the business's one webhook, its secret shown
 * once, and its deliveries paged by `page` (docs/decisions/042-business-webhooks.md).
 */
export async function loader(args: Route.LoaderArgs) {
  const { business } = await requireBusiness(args, "webhook");
  const hooks = args.context.services.businessWebhooks;
  const page = Number(new URL(args.request.url).searchParams.get("page") ?? "1");
  const [settings, deliveries] = await Promise.all([
    hooks.settings(business.id),
    hooks.deliveries(business.id, Number.isFinite(page) ? page : 1),
  ]);
  return {
    settings: settings && { url: settings.url, host: settings.host, enabled: settings.enabled },
    ...deliveries,
    rows: deliveries.rows.map((row) => ({
      ...row,
      queuedAt: row.queuedAt.toISOString(),
      lastTriedAt: row.lastTriedAt?.toISOString() ?? null,
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}

type Answer =
  | { intent: "url"; url: string; problem: Problem }
  | { intent: "secret"; secret: string; first: boolean }
  | { intent: "remove"; problem: Problem }
  | { intent: "again"; id: string; problem: Problem };

export async function action(args: Route.ActionArgs) {
  const { actor, business } = await requireBusiness(args, "webhook");
  const me = { ...actor, businessId: business.id };
  const hooks = args.context.services.businessWebhooks;
  const form = await args.request.formData();
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const url = new URL(args.request.url);
  const back = (done: Done) => redirect(`${url.pathname}?done=${done}`);
  const intent = get("intent");
  if (intent === "url") {
    const outcome = await hooks.setUrl(me, get("url"));
    if (!outcome.ok)
      return data<Answer>({ intent, url: get("url"), problem: outcome.problem }, 400);
    // The secret is in this one answer, never in a URL or a later page.
    if (outcome.secret) return { intent: "secret", secret: outcome.secret, first: true } as Answer;
    return back("changed");
  }
  if (intent === "secret") {
    const secret = await hooks.makeNewSecret(me);
    if (!secret) throw data(null, { status: 404 });
    return { intent, secret, first: false } as Answer;
  }
  if (intent === "off" || intent === "on") {
    if (!(await hooks.setEnabled(me, intent === "on"))) throw data(null, { status: 404 });
    return back(intent);
  }
  if (intent === "remove") {
    if (get("confirm") !== "1") return data<Answer>({ intent, problem: "confirm" }, 400);
    if (!(await hooks.remove(me))) throw data(null, { status: 404 });
    return back("removed");
  }
  if (intent === "again") {
    const id = get("id");
    const outcome = await hooks.sendAgain(me, id);
    if (outcome.ok) {
      // Back to the same page of the list.
      const search = new URLSearchParams(url.search);
      search.set("done", "again");
      return redirect(`${url.pathname}?${search.toString()}`);
    }
    if ("notFound" in outcome) throw data(null, { status: 404 });
    return data<Answer>({ intent, id, problem: "off" }, 409);
  }
  throw data(null, { status: 404 });
}

export default function BusinessWebhook({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const lang = useLang();
  const [params] = useSearchParams();
  const answer = actionData as Answer | undefined;
  const done = DONE.find((d) => d === params.get("done"));
  const { settings, rows, page, pages } = loaderData;
  const at = (iso: string) => indiaDateTime(new Date(iso), lang);
  const pageLink = (n: number) => `?page=${n}`;
  const urlAnswer = answer?.intent === "url" ? answer : undefined;
  return (
    <>
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t.intro}</p>
      {done && !answer && (
        <div className="mt-4">
          <FormNotice kind="done">{t.done[done]}</FormNotice>
        </div>
      )}

      {answer?.intent === "secret" && (
        <section
          aria-labelledby="secret-title"
          className="mt-6 grid gap-2 rounded-2xl border-2 border-navy-700 bg-white p-5"
        >
          <FormNotice kind="done">{answer.first ? t.done.set : t.done.secret}</FormNotice>
          <h2 id="secret-title" className="text-xl font-bold text-navy-900">
            {t.secret.title}
          </h2>
          <p>{t.secret.text}</p>
          <p>
            <span className="font-semibold">{t.secret.label}: </span>
            <code data-secret className="font-mono break-all select-all">
              {answer.secret}
            </code>
          </p>
        </section>
      )}

      <section
        aria-labelledby="settings-title"
        className="mt-6 grid gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
      >
        <h2 id="settings-title" className="text-xl font-bold text-navy-900">
          {t.settings.title}
        </h2>
        {settings ? (
          <p>
            <span
              className={`mr-2 inline-block rounded-full px-2.5 py-0.5 font-semibold ${settings.enabled ? "bg-green-100 text-green-900" : "bg-navy-50 text-navy-900"}`}
            >
              {settings.enabled ? t.settings.on : t.settings.off}
            </span>
            <bdi className="break-all">{fill(t.settings.sendsTo, { host: settings.host })}</bdi>
          </p>
        ) : (
          <p>{t.settings.none}</p>
        )}
        <Form method="post" className="grid max-w-2xl gap-3">
          <input type="hidden" name="intent" value="url" />
          <TextInput
            name="url"
            label={t.urlLabel}
            hint={t.urlHint}
            required
            autoComplete="off"
            defaultValue={urlAnswer?.url ?? settings?.url ?? ""}
            error={urlAnswer ? t.errors[urlAnswer.problem] : undefined}
          />
          <div>
            <button type="submit" className="btn-dark">
              {settings ? t.saveChange : t.save}
            </button>
          </div>
        </Form>
        {settings && (
          <div className="flex flex-wrap items-start gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="secret" />
              <button type="submit" className="btn-outline text-navy-900">
                {t.settings.newSecret}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value={settings.enabled ? "off" : "on"} />
              <button type="submit" className="btn-outline text-navy-900">
                {settings.enabled ? t.settings.turnOff : t.settings.turnOn}
              </button>
            </Form>
            <Form method="post" className="grid gap-2">
              <input type="hidden" name="intent" value="remove" />
              <label className="flex items-center gap-2">
                <input type="checkbox" name="confirm" value="1" className="size-5" />
                {t.settings.confirmRemove}
              </label>
              {answer?.intent === "remove" && (
                <FormNotice kind="error">{t.errors[answer.problem]}</FormNotice>
              )}
              <div>
                <button type="submit" className="btn-outline text-danger">
                  {t.settings.remove}
                </button>
              </div>
            </Form>
          </div>
        )}
      </section>

      <section aria-labelledby="about-title" className="mt-6 grid max-w-3xl gap-2">
        <h2 id="about-title" className="text-xl font-bold text-navy-900">
          {t.about.title}
        </h2>
        <p>{t.about.text}</p>
        <p>{t.about.headers}</p>
        <p className="font-semibold">{t.about.example}</p>
        <pre
          dir="ltr"
          className="rounded-xl bg-navy-900 p-4 text-sm break-all whitespace-pre-wrap text-white"
        >
          {EXAMPLE}
        </pre>
      </section>

      <section aria-labelledby="deliveries-title" className="mt-6">
        <h2 id="deliveries-title" className="text-xl font-bold text-navy-900">
          {t.list.title}
        </h2>
        {answer?.intent === "again" && (
          <div className="mt-2">
            <FormNotice kind="error">{t.errors[answer.problem]}</FormNotice>
          </div>
        )}
        {rows.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-navy-100 bg-white p-4">{t.list.none}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {rows.map((row) => (
              <li
                key={row.id}
                data-delivery={row.lrNo}
                className="grid gap-2 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm md:grid-cols-[1fr_auto] md:items-center"
              >
                <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-6">
                  <div>
                    <dt className="text-muted">{t.list.lr}</dt>
                    <dd className="font-mono font-semibold text-navy-900">{row.lrNo}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t.list.event}</dt>
                    <dd>
                      <bdi>{row.eventStatus}</bdi>
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t.list.state}</dt>
                    <dd
                      data-state={row.state}
                      className={`font-semibold ${row.state === "failed" ? "text-danger" : row.state === "sent" ? "text-success" : "text-navy-900"}`}
                    >
                      {t.states[row.state as keyof typeof t.states] ?? row.state}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t.list.tries}</dt>
                    <dd>{row.tries}</dd>
                  </div>
                  <div className="col-span-2 min-w-0">
                    <dt className="text-muted">{t.list.answer}</dt>
                    <dd className="break-words">
                      {row.lastStatus !== null ? (
                        <span className="font-mono">{row.lastStatus} </span>
                      ) : (
                        !row.lastError && t.list.noAnswer
                      )}
                      {row.lastAnswer ? (
                        <bdi className="font-mono text-muted">{row.lastAnswer}</bdi>
                      ) : (
                        row.lastError && <bdi className="text-muted">{row.lastError}</bdi>
                      )}
                    </dd>
                  </div>
                  <div className="col-span-2 sm:col-span-3 lg:col-span-6">
                    <dt className="sr-only">{t.list.time}</dt>
                    <dd className="text-muted">
                      {fill(t.list.queued, { time: at(row.queuedAt) })}
                      {row.lastTriedAt &&
                        ` · ${fill(t.list.lastTry, { time: at(row.lastTriedAt) })}`}
                    </dd>
                  </div>
                </dl>
                <Form method="post">
                  <input type="hidden" name="intent" value="again" />
                  <input type="hidden" name="id" value={row.id} />
                  <button
                    type="submit"
                    className="btn-outline text-navy-900"
                    aria-label={fill(t.list.sendAgainName, {
                      status: row.eventStatus,
                      lr: row.lrNo,
                    })}
                  >
                    {t.list.sendAgain}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label={t.list.pages} className="mt-4 flex gap-3">
            {page > 1 && (
              <Link to={pageLink(page - 1)} className="btn-outline text-navy-900">
                {t.list.previous}
              </Link>
            )}
            <span className="self-center text-sm text-muted">
              {fill(t.list.page, { page, pages })}
            </span>
            {page < pages && (
              <Link to={pageLink(page + 1)} className="btn-outline text-navy-900">
                {t.list.next}
              </Link>
            )}
          </nav>
        )}
      </section>
    </>
  );
}
