import { data, Form, redirect, useSearchParams } from "react-router";
import { businessMeta } from "~/components/business/business-meta";
import { TextInput } from "~/components/business/text-input";
import { FormNotice } from "~/components/staff/form-notice";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLang, useLocalize } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { texts } from "@core/content/business-api-keys";
import { langOf } from "@core/i18n";
import { indiaDateTime } from "@core/india-time";
import { fill, isRootData, sentTexts, type TextsHandle } from "@core/texts";
import type { Route } from "./+types/api-keys";

export const handle = {
  texts: ["business-api-keys", "business-account"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => {
  const lang = langOf(args.location.pathname);
  const root = args.matches
    .map((match) => (match as { data?: unknown } | undefined)?.data)
    .find(isRootData);
  const t = (lang === "en" ? texts.en : sentTexts(texts, root?.texts)) ?? texts.en;
  return businessMeta(args, () => t.title);
};

export const headers = () => ({ "Cache-Control": "no-store" });

/** /business/api-keys (owner; docs/decisions/041-business-api.md): the keys, make one, revoke one. */
export async function loader(args: Route.LoaderArgs) {
  const { actor, business } = await requireBusiness(args, "api");
  const keys = args.context.services.businessApiKeys;
  const list = await keys.listKeys({ ...actor, businessId: business.id });
  return {
    available: keys.available,
    keys: list.map((k) => ({
      id: k.id,
      name: k.name,
      prefix: k.prefix,
      createdAt: k.createdAt.toISOString(),
      createdBy: k.createdByName,
      lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
      revokedAt: k.revokedAt?.toISOString() ?? null,
      revokedBy: k.revokedByName,
    })),
  };
}

type Answer =
  | { intent: "make"; made: { name: string; key: string } }
  | { intent: "make"; name: string; error: "nameNeeded" | "tooMany" | "unavailable" }
  | { intent: "revoke"; id: string; error: "revokeNeeded" };

export async function action(args: Route.ActionArgs) {
  const { actor, business } = await requireBusiness(args, "api");
  const me = { ...actor, businessId: business.id };
  const keys = args.context.services.businessApiKeys;
  const form = await args.request.formData();
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = get("intent");
  if (intent === "make") {
    const name = get("name");
    const made = await keys.makeKey(me, name);
    // The key is in this answer only: never in a URL, a log or the database.
    if (made.ok) return data<Answer>({ intent, made: { name: name.trim(), key: made.key } });
    const error = made.error === "name" ? "nameNeeded" : made.error;
    return data<Answer>({ intent, name, error }, 400);
  }
  if (intent === "revoke") {
    const id = get("id");
    if (get("confirm") !== "1") {
      // Still only this business's key: another's id is not found, confirmed or not.
      const own = (await keys.listKeys(me)).some((k) => k.id === id && !k.revokedAt);
      if (!own) throw data(null, { status: 404 });
      return data<Answer>({ intent, id, error: "revokeNeeded" }, 400);
    }
    if (!(await keys.revokeKey(me, id))) throw data(null, { status: 404 });
    return redirect(`${new URL(args.request.url).pathname}?done=revoked`);
  }
  throw data(null, { status: 404 });
}

export default function BusinessApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const localize = useLocalize();
  const lang = useLang();
  const [params] = useSearchParams();
  const answer = actionData as Answer | undefined;
  const made = answer?.intent === "make" && "made" in answer ? answer.made : undefined;
  const makeError = answer?.intent === "make" && "error" in answer ? answer : undefined;
  const when = (iso: string) => indiaDateTime(new Date(iso), lang);
  const who = (name: string | null) => name ?? t.someone;
  return (
    <>
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t.intro}</p>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <a className="font-semibold text-navy-700 underline" href={localize("/business/api")}>
          {t.guide}
        </a>
        <a className="font-semibold text-navy-700 underline" href="/api/business/v1/openapi.json">
          {t.docs}
        </a>
      </p>
      {params.get("done") === "revoked" && !answer && (
        <div className="mt-4">
          <FormNotice kind="done">{t.revokedDone}</FormNotice>
        </div>
      )}
      {made && (
        <section
          aria-labelledby="new-key-title"
          className="mt-6 rounded-2xl border-2 border-navy-900 bg-white p-5 shadow-sm"
        >
          <h2 id="new-key-title" className="text-xl font-bold text-navy-900">
            {fill(t.shownOnce, { name: made.name })}
          </h2>
          <p className="mt-2 text-navy-900">{t.copyNow}</p>
          <label htmlFor="new-key" className="mt-3 block text-sm font-semibold text-navy-900">
            {t.keyLabel}
          </label>
          <input
            id="new-key"
            readOnly
            value={made.key}
            data-testid="new-api-key"
            className="mt-1 w-full rounded-lg border border-navy-200 bg-navy-50 p-3 font-mono text-sm break-all text-navy-900"
            onFocus={(e) => e.currentTarget.select()}
          />
        </section>
      )}
      <section aria-labelledby="keys-title" className="mt-8">
        <h2 id="keys-title" className="text-xl font-bold text-navy-900">
          {t.listTitle}
        </h2>
        {loaderData.keys.length === 0 ? (
          <p className="mt-3 text-muted">{t.none}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {loaderData.keys.map((key) => {
              const refused =
                answer?.intent === "revoke" && answer.id === key.id ? answer : undefined;
              return (
                <li
                  key={key.id}
                  className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm md:grid-cols-[1fr_auto] md:items-end"
                >
                  <dl className="grid min-w-0 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                    <dt className="font-semibold text-navy-900">{t.columns.name}</dt>
                    <dd className="font-bold break-words text-navy-900">{key.name}</dd>
                    <dt className="font-semibold text-navy-900">{t.columns.prefix}</dt>
                    <dd className="font-mono text-navy-900">{key.prefix}…</dd>
                    <dt className="font-semibold text-navy-900">{t.columns.made}</dt>
                    <dd className="text-muted">
                      {fill(t.madeBy, { when: when(key.createdAt), who: who(key.createdBy) })}
                    </dd>
                    <dt className="font-semibold text-navy-900">{t.columns.lastUse}</dt>
                    <dd className="text-muted">
                      {key.lastUsedAt ? when(key.lastUsedAt) : t.never}
                    </dd>
                    <dt className="font-semibold text-navy-900">{t.columns.state}</dt>
                    <dd className={key.revokedAt ? "text-danger" : "text-navy-900"}>
                      {key.revokedAt
                        ? fill(t.revoked, { when: when(key.revokedAt), who: who(key.revokedBy) })
                        : t.live}
                    </dd>
                  </dl>
                  {!key.revokedAt && (
                    <Form method="post" className="grid gap-2">
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="id" value={key.id} />
                      <label className="flex max-w-xs items-start gap-2 text-sm font-semibold text-navy-900">
                        <input
                          type="checkbox"
                          name="confirm"
                          value="1"
                          className="mt-0.5 size-5 shrink-0"
                          aria-describedby={refused ? `revoke-error-${key.id}` : undefined}
                        />
                        {fill(t.revokeConfirm, { name: key.name })}
                      </label>
                      {refused && (
                        <p
                          id={`revoke-error-${key.id}`}
                          className="text-sm font-semibold text-danger"
                        >
                          {t.revokeNeeded}
                        </p>
                      )}
                      <button
                        type="submit"
                        className="btn-outline min-h-12 text-danger"
                        aria-label={fill(t.revokeLabel, { name: key.name })}
                      >
                        {t.revoke}
                      </button>
                    </Form>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="make-title"
        className="mt-10 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="make-title" className="mb-4 text-xl font-bold text-navy-900">
          {t.makeTitle}
        </h2>
        {!loaderData.available ? (
          <FormNotice kind="error">{t.unavailable}</FormNotice>
        ) : (
          <Form method="post" noValidate className="grid max-w-xl gap-4">
            <input type="hidden" name="intent" value="make" />
            {makeError && makeError.error !== "nameNeeded" && (
              <FormNotice kind="error">{t[makeError.error]}</FormNotice>
            )}
            <TextInput
              name="name"
              label={t.name}
              hint={t.nameHint}
              required
              defaultValue={makeError?.name}
              error={makeError?.error === "nameNeeded" ? t.nameNeeded : undefined}
              autoComplete="off"
            />
            <div>
              <button type="submit" className="btn-primary">
                {t.make}
              </button>
            </div>
          </Form>
        )}
      </section>
    </>
  );
}
