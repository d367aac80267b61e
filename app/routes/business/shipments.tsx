import { Form, Link } from "react-router";
import { ShipmentRows } from "~/components/business/shipment-rows";
import { shipmentsMeta } from "~/components/business/shipments-meta";
import { controlClass, FieldHint, FieldLabel } from "~/components/ui/field-parts";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLocalize } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { texts } from "@core/content/business-shipments";
import {
  BUSINESS_STATUS_KEYS,
  BusinessShipmentFilterSchema,
  PAYMENT_MODES,
} from "@core/schemas/business-lists";
import { filterQuery, readListParams } from "@core/schemas/staff-lists";
import { INDIA_OFFSET_MS } from "@core/india-time";
import { podZipDays } from "@core/schemas/pod-selection";
import { businessMay } from "@core/business-access";
import { fill, type TextsHandle } from "@core/texts";
import type { Route } from "./+types/shipments";

export const handle = {
  texts: ["business-account", "business-shipments", "business-statements"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => shipmentsMeta(args, (t) => t.shipments.title);

export const headers = () => ({ "Cache-Control": "no-store" });

/** /business/shipments?<filters>: the business's own shipments, newest first (server/business/shipments.ts). */
export async function loader(args: Route.LoaderArgs) {
  const { business, user } = await requireBusiness(args, "shipments");
  const { filter } = readListParams(
    BusinessShipmentFilterSchema,
    new URL(args.request.url).searchParams,
  );
  const list = await args.context.services.businessShipments.list(business.id, filter);
  const today = new Date(Date.now() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
  return {
    filter,
    ...list,
    podDays: podZipDays(filter, today),
    mayDispute: businessMay(user.role, "charges"),
  };
}

export default function BusinessShipments({ loaderData }: Route.ComponentProps) {
  const all = useTexts(texts);
  const t = all.shipments;
  const localize = useLocalize();
  const { filter, rows, total, more, page, pages, podDays } = loaderData;
  const { page: _page, ...filters } = filter;
  const query = filterQuery(filters);
  const pageLink = (to: number) =>
    localize(`/business/shipments${filterQuery({ ...filters, page: to })}`);
  const count = more
    ? fill(t.countMore, { count: total.toLocaleString("en-IN") })
    : total === 1
      ? t.countOne
      : fill(t.count, { count: total.toLocaleString("en-IN") });
  // Two columns even on a phone: the dates and the PIN code are short, so the list starts sooner.
  const field = "grid min-w-0 content-start gap-1";
  return (
    <>
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-muted">{t.intro}</p>
      <Form
        method="get"
        aria-label={t.filters}
        className="mt-6 grid grid-cols-2 gap-4 rounded-2xl border border-navy-100 bg-white p-4 lg:grid-cols-4"
      >
        <div className={`${field} col-span-2`}>
          <FieldLabel htmlFor="f-q">{t.q}</FieldLabel>
          <input
            id="f-q"
            name="q"
            defaultValue={filter.q ?? ""}
            aria-describedby="f-q-hint"
            className={controlClass}
          />
          <FieldHint id="f-q-hint">{t.qHint}</FieldHint>
        </div>
        <div className={`${field} col-span-2 sm:col-span-1`}>
          <FieldLabel htmlFor="f-status">{t.status}</FieldLabel>
          <select
            id="f-status"
            name="status"
            defaultValue={filter.status ?? ""}
            className={controlClass}
          >
            <option value="">{t.anyStatus}</option>
            {BUSINESS_STATUS_KEYS.map((key) => (
              <option key={key} value={key}>
                {all.statuses[key]}
              </option>
            ))}
          </select>
        </div>
        <div className={`${field} col-span-2 sm:col-span-1`}>
          <FieldLabel htmlFor="f-payment">{t.payment}</FieldLabel>
          <select
            id="f-payment"
            name="payment"
            defaultValue={filter.payment ?? ""}
            className={controlClass}
          >
            <option value="">{t.anyPayment}</option>
            {PAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {all.payments[mode]}
              </option>
            ))}
          </select>
        </div>
        <div className={field}>
          <FieldLabel htmlFor="f-from">{t.from}</FieldLabel>
          <input
            id="f-from"
            name="from"
            type="date"
            defaultValue={filter.from ?? ""}
            className={`${controlClass} min-w-0 px-2.5`}
          />
        </div>
        <div className={field}>
          <FieldLabel htmlFor="f-to">{t.to}</FieldLabel>
          <input
            id="f-to"
            name="to"
            type="date"
            defaultValue={filter.to ?? ""}
            className={`${controlClass} min-w-0 px-2.5`}
          />
        </div>
        <div className={field}>
          <FieldLabel htmlFor="f-pincode">{t.pincode}</FieldLabel>
          <input
            id="f-pincode"
            name="pincode"
            inputMode="numeric"
            pattern="[0-9]{6}"
            maxLength={6}
            defaultValue={filter.pincode ?? ""}
            className={controlClass}
          />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" className="btn-dark">
            {t.apply}
          </button>
          {query && (
            <Link
              to={localize("/business/shipments")}
              className="font-semibold text-navy-800 underline"
            >
              {t.clear}
            </Link>
          )}
        </div>
      </Form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-navy-900" role="status">
          {count}
        </p>
        <div className="flex flex-wrap gap-2">
          {rows.some((row) => row.orderStatus === "Delivered") && (
            <a
              href={`/business/pod.zip?from=${podDays.from}&to=${podDays.to}`}
              className="btn-outline"
              download
            >
              {fill(t.podZip, podDays)}
            </a>
          )}
          {total > 0 && (
            <a href={`/business/shipments/export.csv${query}`} className="btn-outline" download>
              {t.export}
            </a>
          )}
        </div>
      </div>
      <div className="mt-3">
        {rows.length ? (
          <ShipmentRows rows={rows} dispute={loaderData.mayDispute} />
        ) : (
          <p className="rounded-2xl bg-white p-6 text-muted">{t.none}</p>
        )}
      </div>
      {pages > 1 && (
        <nav
          aria-label={fill(t.page, { page, pages })}
          className="mt-6 flex flex-wrap items-center gap-4"
        >
          {page > 1 && (
            <Link to={pageLink(page - 1)} rel="prev" className="btn-outline">
              {t.previous}
            </Link>
          )}
          <span>{fill(t.page, { page, pages })}</span>
          {page < pages && (
            <Link to={pageLink(page + 1)} rel="next" className="btn-outline">
              {t.next}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
