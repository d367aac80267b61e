import { data, Form, useNavigation } from "react-router";
import { shipmentsMeta } from "~/components/business/shipments-meta";
import { controlClass, FieldError, FieldHint, FieldLabel } from "~/components/ui/field-parts";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLang } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { PICKUP_SLOTS, pickupDays, type PickupState } from "@core/business-pickups";
import { texts } from "@core/content/business-shipments";
import { indiaDateTime } from "@core/india-time";
import type { BusinessPickupField } from "@core/schemas/business-pickup";
import { valueAt } from "@core/records";
import { fill, type TextsHandle } from "@core/texts";
import type { Route } from "./+types/pickups";

export const handle = { texts: ["business-account", "business-shipments"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => shipmentsMeta(args, (t) => t.pickups.title);

export const headers = () => ({ "Cache-Control": "no-store" });

/** /business/pickups: the form (its addresses and waiting shipments) and the business's pickups. */
export async function loader(args: Route.LoaderArgs) {
  const { business } = await requireBusiness(args, "pickups");
  const service = args.context.services.businessPickups;
  const [choices, pickups] = await Promise.all([
    service.formChoices(business.id),
    service.list(business.id),
  ]);
  return { ...choices, pickups, days: pickupDays(new Date()) };
}

type Sent = { address: string; date: string; slot: string; lrs: string[] };
type Answer =
  | { ok: true }
  | {
      ok: false;
      errors: Partial<Record<BusinessPickupField, string>>;
      taken?: string[];
      sent: Sent;
    };

/** Asks for a pickup; a wrong field answers 400 with what was sent, another business's id 404. */
export async function action(args: Route.ActionArgs) {
  const { business, actor } = await requireBusiness(args, "pickups");
  const form = await args.request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const sent: Sent = {
    address: text("address"),
    date: text("date"),
    slot: text("slot"),
    lrs: form.getAll("lr").map(String),
  };
  const outcome = await args.context.services.businessPickups.request(business.id, actor, sent);
  if (outcome.ok) return data<Answer>({ ok: true });
  if ("notFound" in outcome) throw data(null, { status: 404 });
  return data<Answer>({ ok: false, errors: outcome.errors, taken: outcome.taken, sent }, 400);
}

export default function BusinessPickups({ loaderData, actionData }: Route.ComponentProps) {
  const all = useTexts(texts);
  const t = all.pickups;
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const { addresses, bookable, pickups, days } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const sent = failed?.sent;
  const error = (field: BusinessPickupField) => {
    const key = failed?.errors[field];
    if (!key) return undefined;
    const words = valueAt(all.errors, key) ?? key;
    return fill(words, { lrs: (failed?.taken ?? []).join(", ") });
  };
  const described = (field: BusinessPickupField, hint?: string) =>
    [hint, error(field) ? `p-${field}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const dayName = (date: string) =>
    indiaDateTime(new Date(`${date}T06:30:00Z`), lang).split(",")[0]!;
  const stateOf = (state: string) => valueAt(t.states, state as PickupState) ?? state;
  return (
    <>
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-muted">{t.intro}</p>
      {actionData?.ok && (
        <p role="status" className="mt-4 rounded-xl bg-green-50 p-3 font-semibold text-green-900">
          {t.asked}
        </p>
      )}
      <section
        aria-labelledby="ask-title"
        className="mt-6 rounded-2xl border border-navy-100 bg-white p-4 sm:p-6"
      >
        <h2 id="ask-title" className="text-lg font-bold text-navy-900">
          {t.ask}
        </h2>
        {addresses.length === 0 ? (
          <p className="mt-3 text-muted">{t.noAddresses}</p>
        ) : (
          <Form method="post" className="mt-4 grid gap-5" noValidate>
            <div className="grid gap-1">
              <FieldLabel htmlFor="p-address">{t.address}</FieldLabel>
              <select
                id="p-address"
                name="address"
                defaultValue={sent?.address ?? (addresses.length === 1 ? addresses[0]!.id : "")}
                aria-invalid={error("address") ? true : undefined}
                aria-describedby={described("address")}
                className={controlClass}
              >
                <option value="">{t.chooseAddress}</option>
                {addresses.map((a) => (
                  <option key={a.id} value={a.id}>
                    {`${a.label}, ${a.pincode}`}
                  </option>
                ))}
              </select>
              {error("address") && <FieldError id="p-address-error">{error("address")}</FieldError>}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid content-start gap-1">
                <FieldLabel htmlFor="p-date">{t.date}</FieldLabel>
                <input
                  id="p-date"
                  name="date"
                  type="date"
                  min={days[0]}
                  max={days.at(-1)}
                  defaultValue={sent?.date ?? days[0] ?? ""}
                  aria-invalid={error("date") ? true : undefined}
                  aria-describedby={described("date", "p-date-hint")}
                  className={controlClass}
                />
                <FieldHint id="p-date-hint">{t.dateHint}</FieldHint>
                {error("date") && <FieldError id="p-date-error">{error("date")}</FieldError>}
              </div>
              <fieldset
                className="grid content-start gap-2"
                aria-invalid={error("slot") ? true : undefined}
                aria-describedby={described("slot")}
              >
                <legend className="mb-1 font-semibold text-navy-900">{t.slot}</legend>
                {PICKUP_SLOTS.map((slot) => (
                  <label key={slot} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="slot"
                      value={slot}
                      defaultChecked={sent?.slot === slot}
                      className="size-5"
                    />
                    {t.slots[slot]}
                  </label>
                ))}
                {error("slot") && <FieldError id="p-slot-error">{error("slot")}</FieldError>}
              </fieldset>
            </div>
            <fieldset
              className="grid gap-2"
              aria-invalid={error("lrs") ? true : undefined}
              aria-describedby={described("lrs")}
            >
              <legend className="mb-1 font-semibold text-navy-900">{t.shipments}</legend>
              {bookable.length === 0 && <p className="text-muted">{t.noneWaiting}</p>}
              <ul className="grid max-h-96 gap-1 overflow-y-auto sm:grid-cols-2">
                {bookable.map((s) => (
                  <li key={s.lrNo}>
                    <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-navy-50">
                      <input
                        type="checkbox"
                        name="lr"
                        value={s.lrNo}
                        defaultChecked={sent?.lrs.includes(s.lrNo)}
                        className="size-5"
                      />
                      <span>
                        <span className="font-mono font-semibold">{s.lrNo}</span>{" "}
                        <bdi className="text-muted">
                          {s.consigneeName} · {s.destinationPincode}
                        </bdi>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              {error("lrs") && <FieldError id="p-lrs-error">{error("lrs")}</FieldError>}
            </fieldset>
            <div>
              <button type="submit" className="btn-dark" disabled={busy}>
                {t.submit}
              </button>
            </div>
          </Form>
        )}
      </section>
      <section aria-labelledby="yours-title" className="mt-8">
        <h2 id="yours-title" className="text-lg font-bold text-navy-900">
          {t.yours}
        </h2>
        {pickups.length === 0 ? (
          <p className="mt-3 text-muted">{t.noPickups}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {pickups.map((p) => (
              <li key={p.id} className="rounded-2xl border border-navy-100 bg-white p-4 text-sm">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-bold text-navy-900">
                    {fill(t.when, {
                      date: dayName(p.pickupDate),
                      slot: valueAt(t.slots, p.slot as (typeof PICKUP_SLOTS)[number]) ?? p.slot,
                    })}
                  </span>
                  <span className="rounded-full bg-navy-50 px-3 py-1 font-semibold text-navy-900">
                    {t.state}: {stateOf(p.state)}
                  </span>
                </p>
                <p className="mt-1">
                  <bdi>{p.addressLabel}</bdi> · <bdi>{p.city}</bdi> {p.pincode}
                </p>
                <p className="mt-1">
                  {p.shipmentCount === 1
                    ? t.shipmentOne
                    : fill(t.shipmentCount, { count: p.shipmentCount })}
                  {": "}
                  <span className="font-mono break-all">{p.lrs.join(", ")}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
