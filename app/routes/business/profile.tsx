import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { AddressForm, type AddressValues } from "~/components/business/address-form";
import { firstErrors, profileMeta } from "~/components/business/portal-meta";
import { SelectInput } from "~/components/business/select-input";
import { TextInput } from "~/components/business/text-input";
import { FormNotice } from "~/components/staff/form-notice";
import { controlClass, FieldError, FieldHint, FieldLabel } from "~/components/ui/field-parts";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLocalize } from "~/lib/i18n";
import { useMessage } from "~/lib/messages";
import { useTexts } from "~/lib/texts";
import { PAYMENT_MODES } from "@core/business-access";
import { texts } from "@core/content/business-profile";
import { fill, type TextsHandle } from "@core/texts";
import type { Route } from "./+types/profile";

export const handle = {
  texts: ["business-profile", "business-account", "validation"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => profileMeta(args, (t) => t.profile.title);

export const headers = () => ({ "Cache-Control": "no-store" });

const DONE = ["saved", "security", "added", "changed", "removed"] as const;
type Done = (typeof DONE)[number];

/** /business/profile (owner): the profile form and the saved pickup addresses. */
export async function loader(args: Route.LoaderArgs) {
  const { actor, business } = await requireBusiness(args, "profile");
  const me = { ...actor, businessId: business.id };
  const { businessProfile, businessAddresses } = args.context.services;
  const [profile, addresses] = await Promise.all([
    businessProfile.readProfile(me),
    businessAddresses.listAddresses(me),
  ]);
  if (!profile) throw data(null, { status: 404 });
  const editing = new URL(args.request.url).searchParams.get("edit");
  return {
    profile,
    requireTwoFactor: business.requireTwoFactor,
    addresses,
    editing: addresses.some((a) => a.id === editing) ? editing : null,
  };
}

type Answer =
  | { intent: "profile"; values: Record<string, string>; errors: Record<string, string> }
  | {
      intent: "address-add" | "address-edit";
      id?: string;
      values: Record<string, string>;
      errors: Record<string, string>;
    }
  | { intent: "address-remove"; refused: "inUse" };

export async function action(args: Route.ActionArgs) {
  const { actor, business } = await requireBusiness(args, "profile");
  const me = { ...actor, businessId: business.id };
  const { businessProfile, businessAddresses } = args.context.services;
  const form = await args.request.formData();
  const values = Object.fromEntries(
    [...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]),
  );
  const back = (done: Done) => {
    const url = new URL(args.request.url);
    return redirect(`${url.pathname}?done=${done}`);
  };
  const notFound = () => {
    throw data(null, { status: 404 });
  };
  switch (values.intent) {
    case "profile": {
      const outcome = await businessProfile.saveProfile(me, values);
      if (outcome.ok) return back("saved");
      return data<Answer>({ intent: "profile", values, errors: firstErrors(outcome.errors) }, 400);
    }
    case "two-factor": {
      // A checkbox: present when ticked, absent when not.
      const required = values.requireTwoFactor === "on";
      await args.context.services.business.requireTwoFactor(actor, business.id, required);
      return back("security");
    }
    case "address-add": {
      const outcome = await businessAddresses.addAddress(me, values);
      if (outcome.ok) return back("added");
      if ("notFound" in outcome) return notFound();
      return data<Answer>(
        { intent: "address-add", values, errors: firstErrors(outcome.errors) },
        400,
      );
    }
    case "address-edit": {
      const id = values.id ?? "";
      const outcome = await businessAddresses.updateAddress(me, id, values);
      if (outcome.ok) return back("changed");
      if ("notFound" in outcome) return notFound();
      return data<Answer>(
        { intent: "address-edit", id, values, errors: firstErrors(outcome.errors) },
        400,
      );
    }
    case "address-remove": {
      const outcome = await businessAddresses.removeAddress(me, values.id ?? "");
      if (outcome.ok) return back("removed");
      if ("notFound" in outcome) return notFound();
      return data<Answer>({ intent: "address-remove", refused: "inUse" }, 409);
    }
    default:
      return notFound();
  }
}

function ProfileForm({
  profile,
  answer,
}: {
  profile: Route.ComponentProps["loaderData"]["profile"];
  answer?: Extract<Answer, { intent: "profile" }>;
}) {
  const t = useTexts(texts).profile;
  const message = useMessage();
  const value = (name: keyof typeof profile) => answer?.values[name] ?? profile[name] ?? "";
  const error = (name: string) => (answer?.errors[name] ? message(answer.errors[name]) : undefined);
  return (
    <Form method="post" noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="profile" />
      <TextInput
        name="legalName"
        label={t.legalName}
        required
        defaultValue={value("legalName")}
        error={error("legalName")}
        autoComplete="organization"
      />
      <TextInput
        name="gstin"
        label={t.gstin}
        hint={t.gstinHint}
        defaultValue={value("gstin")}
        error={error("gstin")}
        autoComplete="off"
      />
      <div>
        <FieldLabel htmlFor="field-billingAddress">{t.billingAddress}</FieldLabel>
        <textarea
          id="field-billingAddress"
          name="billingAddress"
          rows={3}
          defaultValue={value("billingAddress")}
          aria-invalid={error("billingAddress") ? true : undefined}
          aria-describedby={error("billingAddress") ? "field-billingAddress-error" : undefined}
          className={controlClass}
        />
        {error("billingAddress") && (
          <FieldError id="field-billingAddress-error">{error("billingAddress")}</FieldError>
        )}
      </div>
      <SelectInput
        name="defaultPaymentMode"
        label={t.paymentMode}
        hint={t.paymentModeHint}
        defaultValue={value("defaultPaymentMode")}
        error={error("defaultPaymentMode")}
        options={PAYMENT_MODES.map((mode) => ({ value: mode, label: t.modes[mode] }))}
      />
      <div>
        <button type="submit" className="btn-primary">
          {t.save}
        </button>
      </div>
    </Form>
  );
}

/** The owner's rule that everyone of the business signs in with a code too. */
function SecurityForm({ required }: { required: boolean }) {
  const t = useTexts(texts).profile;
  return (
    <section
      aria-labelledby="security-title"
      className="mt-6 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="security-title" className="text-xl font-bold text-navy-900">
        {t.securityTitle}
      </h2>
      <Form method="post" className="mt-4 grid max-w-xl gap-4">
        <input type="hidden" name="intent" value="two-factor" />
        <div className="flex items-start gap-3">
          <input
            id="field-requireTwoFactor"
            type="checkbox"
            name="requireTwoFactor"
            defaultChecked={required}
            aria-describedby="field-requireTwoFactor-hint"
            className="mt-1 size-5 shrink-0 accent-navy-900"
          />
          <div>
            <label htmlFor="field-requireTwoFactor" className="font-semibold text-navy-900">
              {t.requireTwoFactor}
            </label>
            <FieldHint id="field-requireTwoFactor-hint">{t.requireTwoFactorHint}</FieldHint>
          </div>
        </div>
        <div>
          <button type="submit" className="btn-primary">
            {t.saveSecurity}
          </button>
        </div>
      </Form>
    </section>
  );
}

export default function BusinessProfile({ loaderData, actionData }: Route.ComponentProps) {
  const all = useTexts(texts);
  const t = all.addresses;
  const localize = useLocalize();
  const [params] = useSearchParams();
  const { profile, addresses, editing } = loaderData;
  const done = DONE.find((d) => d === params.get("done"));
  const answer = actionData as Answer | undefined;
  const here = localize("/business/profile");
  const doneWords: Record<Done, string> = {
    saved: all.profile.saved,
    security: all.profile.securitySaved,
    added: t.added,
    changed: t.changed,
    removed: t.removed,
  };
  const addressAnswer =
    answer && (answer.intent === "address-add" || answer.intent === "address-edit")
      ? answer
      : undefined;
  const editId = addressAnswer?.intent === "address-edit" ? addressAnswer.id : editing;
  const edited = addresses.find((a) => a.id === editId);
  const formValues: Partial<AddressValues> | undefined =
    addressAnswer?.values ??
    (edited ? { ...edited, place: `${edited.city}, ${edited.state}` } : undefined);
  return (
    <>
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{all.profile.title}</h1>
      <p className="mt-2 text-muted">{all.profile.intro}</p>
      {done && !answer && (
        <div className="mt-4">
          <FormNotice kind="done">{doneWords[done]}</FormNotice>
        </div>
      )}
      {answer?.intent === "address-remove" && (
        <div className="mt-4">
          <FormNotice kind="error">{t.inUse}</FormNotice>
        </div>
      )}
      <section className="mt-6 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6">
        <div className="max-w-xl">
          <ProfileForm
            profile={profile}
            answer={answer?.intent === "profile" ? answer : undefined}
          />
        </div>
      </section>

      <SecurityForm
        key={String(loaderData.requireTwoFactor)}
        required={loaderData.requireTwoFactor}
      />

      <section aria-labelledby="addresses-title" className="mt-10">
        <h2 id="addresses-title" className="text-xl font-bold text-navy-900">
          {t.title}
        </h2>
        <p className="mt-1 text-muted">{t.intro}</p>
        {addresses.length === 0 ? (
          <p className="mt-4">{t.none}</p>
        ) : (
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {addresses.map((address) => (
              <li
                key={address.id}
                className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm"
              >
                <p className="font-bold text-navy-900">{address.label}</p>
                <p className="mt-1 break-words">
                  {address.contactName} · {address.phone}
                </p>
                <p className="break-words text-muted">
                  {address.address}, {address.city}, {address.state} {address.pincode}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link
                    to={`${here}?edit=${address.id}#address-form`}
                    className="btn-outline min-h-10 text-navy-900"
                    aria-label={fill(all.addresses.editTitle, { label: address.label })}
                  >
                    {t.edit}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="address-remove" />
                    <input type="hidden" name="id" value={address.id} />
                    <button
                      type="submit"
                      className="btn-outline min-h-10 text-danger"
                      aria-label={fill(t.removeLabel, { label: address.label })}
                    >
                      {t.remove}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div
          id="address-form"
          className="mt-6 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
        >
          <h3 className="mb-4 text-lg font-bold text-navy-900">
            {edited ? fill(t.editTitle, { label: edited.label }) : t.addTitle}
          </h3>
          <AddressForm
            key={edited?.id ?? "new"}
            id={edited?.id}
            values={formValues}
            errors={addressAnswer?.errors}
            cancelHref={edited ? here : undefined}
          />
        </div>
      </section>
    </>
  );
}
