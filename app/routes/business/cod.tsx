import { Link } from "react-router";
import { businessMeta } from "~/components/business/business-meta";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLang, useLocalize } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { texts } from "@core/content/business-cod";
import { texts as shipmentTexts } from "@core/content/business-shipments";
import { BUSINESS_STATUS_FILTERS, type BusinessStatusFilter } from "@core/schemas/business-lists";
import { rupeesText } from "@core/schemas/booking";
import { COD_STATES, CodListFilterSchema } from "@core/schemas/cod";
import { filterQuery, readListParams } from "@core/schemas/staff-lists";
import { indiaDate, indiaDateTime } from "@core/india-time";
import { langOf } from "@core/i18n";
import { fill, isRootData, sentTexts, type TextsHandle } from "@core/texts";
import type { Route } from "./+types/cod";

export const handle = {
  texts: ["business-account", "business-shipments", "business-cod"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => {
  const lang = langOf(args.location.pathname);
  const root = args.matches.map((match) => match?.data).find(isRootData);
  const title = ((lang === "en" ? texts.en : sentTexts(texts, root?.texts)) ?? texts.en).title;
  return businessMeta(args, () => title);
};

export const headers = () => ({ "Cache-Control": "no-store" });

/** /business/cod?state=&page=: the business's own COD (server/business/cod-view.ts; decision 044). */
export async function loader(args: Route.LoaderArgs) {
  const { business } = await requireBusiness(args, "shipments");
  const { filter } = readListParams(CodListFilterSchema, new URL(args.request.url).searchParams);
  return { filter, ...(await args.context.services.businessCod.list(business.id, filter)) };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const statusKey = (status: string) =>
  (Object.keys(BUSINESS_STATUS_FILTERS) as BusinessStatusFilter[]).find((key) =>
    (BUSINESS_STATUS_FILTERS[key] as readonly string[]).includes(status),
  );

function CodRow({ row }: { row: Row }) {
  const t = useTexts(texts);
  const statuses = useTexts(shipmentTexts).statuses;
  const lang = useLang();
  const key = statusKey(row.orderStatus);
  const differs = row.collectedPaise !== null && row.collectedPaise !== row.codAmountPaise;
  const collected =
    row.collectedPaise === null || !row.collectedAt
      ? row.orderStatus === "Delivered"
        ? t.deliveredNotRecorded
        : t.notCollected
      : fill(t.collectedOn, {
          amount: rupeesText(row.collectedPaise),
          date: indiaDateTime(new Date(row.collectedAt), lang),
        });
  return (
    <li className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-4 sm:grid-cols-4">
      <div className="min-w-0">
        <p className="font-mono font-bold text-navy-900">{row.lrNo}</p>
        <p className="text-sm text-muted">
          {fill(t.booked, { date: indiaDate(new Date(row.bookedAt), lang) })}
        </p>
        <p className="text-sm">
          {key ? statuses[key] : row.orderStatus}
          {row.consigneeName ? ` · ${row.consigneeName}` : ""}
        </p>
      </div>
      <dl className="contents">
        <div>
          <dt className="text-sm text-muted">{t.due}</dt>
          <dd className="font-semibold">
            {row.codAmountPaise === null ? "-" : rupeesText(row.codAmountPaise)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t.collected}</dt>
          <dd className="font-semibold">
            {collected}
            {differs && <span className="block text-sm text-danger">{t.differs}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t.remitted}</dt>
          <dd className="font-semibold break-words">
            {row.bankRef && row.remittedOn
              ? fill(t.remittedBy, {
                  date: indiaDate(new Date(`${row.remittedOn}T12:00:00+05:30`), lang),
                  ref: row.bankRef,
                })
              : t.notRemitted}
          </dd>
        </div>
      </dl>
    </li>
  );
}

export default function BusinessCod({ loaderData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const localize = useLocalize();
  const { filter, rows, total, page, pages, totals } = loaderData;
  const link = (fields: Record<string, unknown>) =>
    localize(`/business/cod${filterQuery({ ...filter, ...fields })}`);
  const figures = [
    [t.owed, totals.owedPaise],
    [t.dueNotCollected, totals.dueNotCollectedPaise],
    [t.remittedTotal, totals.remittedPaise],
  ] as const;
  return (
    <>
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-muted">{t.intro}</p>
      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        {figures.map(([label, paise]) => (
          <div key={label} className="rounded-2xl border border-navy-100 bg-white p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-extrabold text-navy-900">{rupeesText(paise)}</dd>
          </div>
        ))}
      </dl>
      <nav aria-label={t.filters} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {([undefined, ...COD_STATES] as const).map((state) => (
            <li key={state ?? "all"}>
              <Link
                to={link({ state, page: 1 })}
                aria-current={filter.state === state ? "page" : undefined}
                className="inline-flex min-h-10 items-center rounded-lg border border-navy-200 bg-white px-3 text-sm font-semibold text-navy-800 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
              >
                {t.states[state ?? "all"]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 font-semibold text-navy-900" role="status">
        {total === 1 ? t.countOne : fill(t.count, { count: total.toLocaleString("en-IN") })}
      </p>
      {rows.length ? (
        <ul className="mt-3 grid gap-3">
          {rows.map((row) => (
            <CodRow key={row.lrNo} row={row} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 rounded-2xl bg-white p-6 text-muted">{t.none}</p>
      )}
      {pages > 1 && (
        <nav
          aria-label={fill(t.page, { page, pages })}
          className="mt-6 flex flex-wrap items-center gap-4"
        >
          {page > 1 && (
            <Link to={link({ page: page - 1 })} rel="prev" className="btn-outline">
              {t.previous}
            </Link>
          )}
          <span>{fill(t.page, { page, pages })}</span>
          {page < pages && (
            <Link to={link({ page: page + 1 })} rel="next" className="btn-outline">
              {t.next}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
