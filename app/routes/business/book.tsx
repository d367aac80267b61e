import { data, Form, redirect, useNavigation } from "react-router";
import { BookingInput, BookingSelect } from "~/components/business/booking-fields";
import { businessMeta } from "~/components/business/business-meta";
import { CHANNEL_LABELS, ConsigneeUpdates } from "~/components/business/consignee-updates";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLang } from "~/lib/i18n";
import { useMessage } from "~/lib/messages";
import { useTexts } from "~/lib/texts";
import { BOOKING_CSV_COLUMNS } from "@core/booking-columns";
import { texts } from "@core/content/business-booking";
import { LANGUAGE_NAMES, localizePath, langOf } from "@core/i18n";
import { rupeesText } from "@core/schemas/booking";
import { fill, type TextsHandle } from "@core/texts";
import type { Route } from "./+types/book";

export const handle = {
  texts: ["business-account", "business-booking", "validation"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => businessMeta(args, (t) => t.home.book);

export const headers = () => ({ "Cache-Control": "no-store" });

/** /business/book: the saved pickup addresses and the business's default payment mode. */
export async function loader(args: Route.LoaderArgs) {
  const { business } = await requireBusiness(args, "book");
  const addresses = await args.context.services.businessBookings.pickupAddresses(business.id);
  return {
    addresses: addresses.map((a) => ({ id: a.id, label: `${a.label} · ${a.city} ${a.pincode}` })),
    defaultPaymentMode: business.defaultPaymentMode ?? "paid",
    /** The consignee's updates offer only the channels that are on. */
    channels: args.context.services.businessBookings.updateChannels(),
  };
}

function fieldsOf(form: FormData): Record<string, string> {
  return Object.fromEntries(BOOKING_CSV_COLUMNS.map((c) => [c, String(form.get(c) ?? "")]));
}

/**
 * Step 1 ("check"): the estimate, nothing stored. Step 2 ("confirm"): checked
 * and priced again, then booked; to the booking's page, so a refresh cannot
 * book twice.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function action(args: Route.ActionArgs) {
  const { business, user } = await requireBusiness(args, "book");
  const form = await args.request.formData();
  const fields = fieldsOf(form);
  const bookings = args.context.services.businessBookings;
  // The form offers only this business's saved addresses: an id that is none of them is another
  // business's (or gone), answered as every other business's id is (CONTRACT.md "isolation").
  const chosen = fields.pickup_address ?? "";
  if (UUID.test(chosen)) {
    const own = await bookings.pickupAddresses(business.id);
    if (!own.some((address) => address.id === chosen)) throw data(null, { status: 404 });
  }
  const lang = langOf(new URL(args.request.url).pathname);
  if (form.get("intent") === "confirm") {
    // The consent sentence was shown in the page's language: the consent keeps those words.
    const made = await bookings.bookOne(business.id, fields, { userId: user.id, lang });
    if (made.ok) {
      throw redirect(localizePath(lang, `/business/bookings/${made.bookingId}`));
    }
    return { fields, errors: made.errors, estimate: null };
  }
  const outcome = await bookings.estimateBooking(business.id, fields);
  if (!outcome.ok) return { fields, errors: outcome.errors, estimate: null };
  const b = outcome.booking;
  return {
    fields,
    errors: {} as Record<string, string>,
    estimate: {
      from: `${b.pickup.city} ${b.pickup.pincode}`,
      to: `${b.destination.place}, ${b.destination.state} ${b.destination.pincode}`,
      chargeableKg: b.charges.chargeableWeightGrams / 1000,
      freightPaise: b.charges.freightPaise,
      gstPaise: b.charges.gstPaise,
      gstRate: b.charges.gstRatePercent,
      totalPaise: b.charges.totalPaise,
      transit: b.charges.transitDays,
      expectedDate: b.expectedDate,
      updates: b.request.consignee_updates,
      updatesLanguage: b.request.consignee_language,
    },
  };
}

const SERVICES = [
  ["ptl", "PTL"],
  ["ltl", "LTL"],
  ["ftl", "FTL"],
  ["cl", "CL (courier)"],
  ["express", "Express"],
] as const;

export default function BookOne({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(texts).book;
  const pageLang = useLang();
  const say = useMessage();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const f: Record<string, string> = actionData?.fields ?? {
    payment_mode: loaderData.defaultPaymentMode,
    package_count: "1",
    address_type: "office",
    consignee_updates: "",
    consignee_language: pageLang,
  };
  const errors: Record<string, string> = actionData?.errors ?? {};
  const e = (name: string) => (errors[name] ? say(errors[name]) : undefined);
  const estimate = actionData?.estimate;
  const wrong = Object.keys(errors).length > 0;
  const input = (
    name: string,
    label: string,
    extra: { hint?: string; required?: boolean; inputMode?: "numeric" | "decimal" | "tel" } = {},
  ) => <BookingInput name={name} label={label} value={f[name]} error={e(name)} {...extra} />;
  const section =
    "grid gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:grid-cols-2";
  const legend = "text-lg font-bold text-navy-900 sm:col-span-2";

  if (loaderData.addresses.length === 0)
    return (
      <>
        <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-4 rounded-xl bg-amber-50 p-4 text-navy-900">{t.noAddress}</p>
      </>
    );

  return (
    <>
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-muted">{t.intro}</p>
      {wrong && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800"
        >
          {t.fix}
        </p>
      )}
      <Form method="post" className="mt-6 grid gap-6" noValidate>
        <fieldset className={section}>
          <legend className={legend}>{t.pickup}</legend>
          <div className="sm:col-span-2">
            <BookingSelect
              name="pickup_address"
              label={t.pickup}
              value={f.pickup_address}
              error={e("pickup_address")}
              required
              options={loaderData.addresses.map((a) => ({ value: a.id, label: a.label }))}
            />
          </div>
        </fieldset>
        <fieldset className={section}>
          <legend className={legend}>{t.consignee}</legend>
          {input("consignee_name", t.consigneeName, { required: true })}
          {input("consignee_phone", t.consigneePhone, { required: true, inputMode: "tel" })}
          <div className="sm:col-span-2">
            {input("consignee_address", t.consigneeAddress, { required: true })}
          </div>
          {input("consignee_pincode", t.consigneePincode, { required: true, inputMode: "numeric" })}
          <BookingSelect
            name="address_type"
            label={t.addressType}
            value={f.address_type}
            error={e("address_type")}
            options={[
              { value: "office", label: t.office },
              { value: "home", label: t.home },
            ]}
          />
          <ConsigneeUpdates
            t={t}
            channels={loaderData.channels}
            value={f.consignee_updates}
            language={f.consignee_language}
            error={e("consignee_updates")}
            languageError={e("consignee_language")}
          />
        </fieldset>
        <fieldset className={section}>
          <legend className={legend}>{t.goods}</legend>
          <BookingSelect
            name="service"
            label={t.service}
            value={f.service}
            error={e("service")}
            required
            options={SERVICES.map(([value, label]) => ({ value, label }))}
          />
          {input("package_count", t.packageCount, {
            required: true,
            inputMode: "numeric",
            hint: t.packageHint,
          })}
          {input("weight_kg", t.weight, { required: true, inputMode: "decimal" })}
          {input("length_cm", t.length, { required: true, inputMode: "decimal" })}
          {input("breadth_cm", t.breadth, { required: true, inputMode: "decimal" })}
          {input("height_cm", t.height, { required: true, inputMode: "decimal" })}
        </fieldset>
        <fieldset className={section}>
          <legend className={legend}>{t.payment}</legend>
          {input("declared_value", t.declaredValue, {
            required: true,
            inputMode: "decimal",
            hint: t.declaredHint,
          })}
          {input("invoice_no", t.invoiceNo, { required: true })}
          {input("ewb_no", t.ewbNo, { inputMode: "numeric", hint: t.ewbHint })}
          <BookingSelect
            name="payment_mode"
            label={t.paymentMode}
            value={f.payment_mode}
            error={e("payment_mode")}
            required
            options={[
              { value: "paid", label: t.paid },
              { value: "to_pay", label: t.toPay },
              { value: "cod", label: t.cod },
            ]}
          />
          {input("cod_amount", t.codAmount, { inputMode: "decimal", hint: t.codHint })}
          {input("client_ref", t.clientRef, { hint: t.clientRefHint })}
          <BookingSelect
            name="delivery_slot"
            label={t.deliverySlot}
            value={f.delivery_slot}
            error={e("delivery_slot")}
            options={[
              { value: "", label: t.anySlot },
              { value: "09-14", label: "09:00–14:00" },
              { value: "14-17", label: "14:00–17:00" },
              { value: "17-20", label: "17:00–20:00" },
            ]}
          />
        </fieldset>
        {estimate && (
          <section
            aria-labelledby="estimate-heading"
            className="rounded-2xl border-2 border-navy-300 bg-navy-50 p-5"
          >
            <h2 id="estimate-heading" className="text-lg font-bold text-navy-900">
              {t.estimate}
            </h2>
            <p className="mt-1 text-sm text-muted">
              {fill(t.route, { from: estimate.from, to: estimate.to })}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
              {[
                [t.chargeableWeight, `${estimate.chargeableKg.toLocaleString("en-IN")} kg`],
                [t.freight, rupeesText(estimate.freightPaise)],
                [fill(t.gst, { rate: estimate.gstRate }), rupeesText(estimate.gstPaise)],
                [t.total, rupeesText(estimate.totalPaise)],
                [
                  t.transit,
                  fill(t.transitDays, { min: estimate.transit.min, max: estimate.transit.max }),
                ],
                [t.expected, estimate.expectedDate],
                [
                  t.updates,
                  estimate.updates
                    ? `${CHANNEL_LABELS[estimate.updates]} · ${LANGUAGE_NAMES[estimate.updatesLanguage]}`
                    : t.updatesNone,
                ],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm font-semibold text-muted">{label}</dt>
                  <dd className="text-lg font-bold text-navy-900">{value}</dd>
                </div>
              ))}
            </dl>
            {estimate.updates && <p className="mt-3 text-sm text-navy-900">{t.updatesConsent}</p>}
            <p className="mt-3 text-sm text-muted">{t.change}</p>
          </section>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="check"
            disabled={busy}
            className={`min-h-12 rounded-xl px-6 font-bold ${estimate ? "border border-navy-300 bg-white text-navy-800" : "bg-navy-800 text-white"}`}
          >
            {busy && navigation.formData?.get("intent") === "check" ? t.checking : t.check}
          </button>
          {estimate && (
            <button
              type="submit"
              name="intent"
              value="confirm"
              disabled={busy}
              className="min-h-12 rounded-xl bg-navy-800 px-6 font-bold text-white"
            >
              {busy && navigation.formData?.get("intent") === "confirm" ? t.confirming : t.confirm}
            </button>
          )}
        </div>
      </Form>
    </>
  );
}
