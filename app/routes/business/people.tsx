import { data, Form, redirect, useSearchParams } from "react-router";
import {
  ConfirmHelp,
  isHelpIntent,
  PersonHelpLinks,
  type HelpIntent,
} from "~/components/business/person-help";
import { profileMeta } from "~/components/business/portal-meta";
import { SelectInput } from "~/components/business/select-input";
import { TextInput } from "~/components/business/text-input";
import { FormNotice } from "~/components/staff/form-notice";
import { requireBusiness } from "~/lib/business-guard.server";
import { useMessage } from "~/lib/messages";
import { useTexts } from "~/lib/texts";
import { BUSINESS_ROLES, isBusinessRole } from "@core/business-access";
import { texts } from "@core/content/business-profile";
import { EmailSchema, NameSchema } from "@core/schemas/lead-fields";
import { encodeMessage } from "@core/messages";
import { fill, type TextsHandle } from "@core/texts";
import type { Route } from "./+types/people";

export const handle = {
  texts: ["business-profile", "business-account", "validation"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => profileMeta(args, (t) => t.people.title);

export const headers = () => ({ "Cache-Control": "no-store" });

const DONE = ["invited", "role", "removed", "twoFactorReset", "linkSent"] as const;
type Done = (typeof DONE)[number];
type Refusal = keyof typeof texts.en.people.refused;

/**
 * /business/people (owner): the business's people, invite, change a role,
 * remove, reset two-factor, send a new-password link. `?confirm=<intent>&id=`
 * asks to confirm one of the last two; an id that is not one of this
 * business's people is 404, as in the action.
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor, business } = await requireBusiness(args, "people");
  const people = await args.context.services.businessPeople.listPeople({
    ...actor,
    businessId: business.id,
  });
  const params = new URL(args.request.url).searchParams;
  const intent = params.get("confirm");
  let confirm: { intent: HelpIntent; id: string } | undefined;
  if (isHelpIntent(intent)) {
    const id = params.get("id") ?? "";
    const person = people.find((p) => p.id === id);
    if (!person) throw data(null, { status: 404 });
    if (person.id !== actor.id && person.active) confirm = { intent, id };
  }
  return { me: actor.id, people, confirm };
}

type Answer =
  | { intent: "invite"; values: Record<string, string>; errors: Record<string, string> }
  | { intent: "role" | "remove" | HelpIntent; id: string; refused: Refusal };

export async function action(args: Route.ActionArgs) {
  const { actor, business } = await requireBusiness(args, "people");
  const me = { ...actor, businessId: business.id };
  const people = args.context.services.businessPeople;
  const form = await args.request.formData();
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = get("intent");
  const back = (done: Done) => redirect(`${new URL(args.request.url).pathname}?done=${done}`);
  if (intent === "invite") {
    const values = { email: get("email"), name: get("name"), role: get("role") };
    const email = EmailSchema.safeParse(values.email);
    const name = NameSchema.safeParse(values.name);
    const errors: Record<string, string> = {};
    if (!email.success) errors.email = email.error.issues[0]?.message ?? "email";
    if (!name.success) errors.name = name.error.issues[0]?.message ?? "name";
    if (!isBusinessRole(values.role)) errors.role = encodeMessage("businessRole");
    if (!email.success || !name.success || !isBusinessRole(values.role))
      return data<Answer>({ intent, values, errors }, 400);
    const outcome = await people.invitePerson(me, {
      email: email.data,
      name: name.data,
      role: values.role,
    });
    if (outcome.ok) return back("invited");
    if ("refused" in outcome)
      return data<Answer>({ intent, values, errors: { email: `refused:${outcome.refused}` } }, 400);
    throw data(null, { status: 404 });
  }
  if (intent === "role" || intent === "remove") {
    const id = get("id");
    const role = get("role");
    const outcome =
      intent === "role"
        ? isBusinessRole(role)
          ? await people.changePersonRole(me, id, role, get("confirm") === "1")
          : ({ ok: false, notFound: true } as const)
        : await people.removePerson(me, id);
    if (outcome.ok) {
      // One's own role lowered: this page is no longer theirs.
      if (intent === "role" && id === actor.id && role !== "owner")
        return redirect(new URL(args.request.url).pathname.replace(/\/people$/, ""));
      return back(intent === "role" ? "role" : "removed");
    }
    if ("notFound" in outcome) throw data(null, { status: 404 });
    return data<Answer>({ intent, id, refused: outcome.refused }, 400);
  }
  if (isHelpIntent(intent)) {
    const id = get("id");
    const path = new URL(args.request.url).pathname;
    // Asked without the confirmation step: show it first.
    if (get("confirm") !== "1")
      return redirect(`${path}?confirm=${intent}&id=${encodeURIComponent(id)}#confirm`);
    const outcome =
      intent === "reset-two-factor"
        ? await people.resetPersonTwoFactor(me, id)
        : await people.sendPasswordLink(me, id);
    if (outcome.ok) return back(intent === "reset-two-factor" ? "twoFactorReset" : "linkSent");
    if ("notFound" in outcome) throw data(null, { status: 404 });
    return data<Answer>({ intent, id, refused: outcome.refused }, 400);
  }
  throw data(null, { status: 404 });
}

export default function BusinessPeople({ loaderData, actionData }: Route.ComponentProps) {
  const all = useTexts(texts);
  const t = all.people;
  const message = useMessage();
  const [params] = useSearchParams();
  const done = DONE.find((d) => d === params.get("done"));
  const { confirm } = loaderData;
  const answer = actionData as Answer | undefined;
  const invite = answer?.intent === "invite" ? answer : undefined;
  const roles = BUSINESS_ROLES.map((role) => ({ value: role, label: all.roles[role] }));
  const inviteError = (name: string) => {
    const error = invite?.errors[name];
    if (!error) return undefined;
    return error.startsWith("refused:")
      ? t.refused[error.slice("refused:".length) as Refusal]
      : message(error);
  };
  return (
    <>
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-muted">{t.intro}</p>
      {done && !answer && (
        <div className="mt-4">
          <FormNotice kind="done">{t.done[done]}</FormNotice>
        </div>
      )}
      <section aria-labelledby="people-title" className="mt-6">
        <h2 id="people-title" className="text-xl font-bold text-navy-900">
          {t.listTitle}
        </h2>
        <ul className="mt-3 grid gap-3">
          {loaderData.people.map((person) => {
            const refused =
              answer && answer.intent !== "invite" && answer.id === person.id ? answer : undefined;
            const self = person.id === loaderData.me;
            return (
              <li
                key={person.id}
                className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm md:grid-cols-[1fr_auto] md:items-end"
              >
                <div className="min-w-0">
                  <p className="font-bold break-words text-navy-900">
                    {person.name || person.email}
                    {self && <span className="font-normal text-muted"> ({t.you})</span>}
                  </p>
                  <p className="text-sm break-words text-muted">
                    {person.email} · {all.roles[person.role]}
                    {person.twoFactor && ` · ${t.twoFactorOn}`}
                    {person.invited && ` · ${t.invited}`}
                    {!person.active && ` · ${t.removed}`}
                  </p>
                  {refused && (
                    <div className="mt-2">
                      <FormNotice kind="error">{t.refused[refused.refused]}</FormNotice>
                    </div>
                  )}
                </div>
                {person.active && (
                  <div className="flex flex-wrap items-end gap-2">
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="id" value={person.id} />
                      <SelectInput
                        id={`role-${person.id}`}
                        name="role"
                        label={`${t.role}: ${person.name || person.email}`}
                        defaultValue={person.role}
                        options={roles}
                      />
                      {self && refused?.refused === "confirmOwnRole" && (
                        <label className="flex items-center gap-2 text-sm font-semibold">
                          <input type="checkbox" name="confirm" value="1" className="size-5" />
                          {t.confirmOwn}
                        </label>
                      )}
                      <button type="submit" className="btn-outline min-h-12 text-navy-900">
                        {t.changeRole}
                      </button>
                    </Form>
                    {!self && (
                      <PersonHelpLinks
                        t={t}
                        id={person.id}
                        name={person.name || person.email}
                        twoFactor={person.twoFactor}
                      />
                    )}
                    {!self && (
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="id" value={person.id} />
                        <button
                          type="submit"
                          className="btn-outline min-h-12 text-danger"
                          aria-label={fill(t.removeLabel, { name: person.name || person.email })}
                        >
                          {t.remove}
                        </button>
                      </Form>
                    )}
                  </div>
                )}
                {confirm?.id === person.id && (
                  <ConfirmHelp
                    t={t}
                    intent={confirm.intent}
                    id={person.id}
                    name={person.name || person.email}
                    cancelTo="."
                  />
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section
        aria-labelledby="invite-title"
        className="mt-10 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="invite-title" className="mb-4 text-xl font-bold text-navy-900">
          {t.inviteTitle}
        </h2>
        <Form method="post" noValidate className="grid max-w-xl gap-4">
          <input type="hidden" name="intent" value="invite" />
          <TextInput
            name="name"
            label={t.name}
            hint={t.nameHint}
            required
            defaultValue={invite?.values.name}
            error={inviteError("name")}
            autoComplete="off"
          />
          <TextInput
            name="email"
            type="email"
            label={t.email}
            required
            defaultValue={invite?.values.email}
            error={inviteError("email")}
            autoComplete="off"
          />
          <SelectInput
            name="role"
            label={t.role}
            hint={t.roleHint}
            defaultValue={invite?.values.role ?? "booker"}
            error={inviteError("role")}
            options={roles}
          />
          <div>
            <button type="submit" className="btn-primary">
              {t.inviteButton}
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
