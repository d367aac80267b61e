import { Link } from "react-router";
import { businessMeta } from "~/components/business/business-meta";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLang, useLocalize } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { company } from "@core/content/company";
import { texts } from "@core/content/business-statements";
import { monthLabel, statementRupees } from "@core/statement-month";
import { fill, type TextsHandle } from "@core/texts";
import type { Route } from "./+types/statements";

export const handle = { texts: ["business-account", "business-statements"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => businessMeta(args, (t) => t.nav.statements);

export const headers = () => ({ "Cache-Control": "no-store" });

/**
 * /business/statements (owner and booker; decision 043): the months this
 * business booked in, newest first, with their sums and the files.
 */
export async function loader(args: Route.LoaderArgs) {
  const { business } = await requireBusiness(args, "charges");
  const months = await args.context.services.businessStatements.months(business.id);
  return { months, gstRate: company.gstRatePercent };
}

export default function BusinessStatements({ loaderData }: Route.ComponentProps) {
  const t = useTexts(texts).statements;
  const lang = useLang();
  const localize = useLocalize();
  const { months, gstRate } = loaderData;
  const link = "font-semibold text-navy-800 underline underline-offset-2";
  const files = (month: string) => {
    const name = monthLabel(month, lang);
    return (
      <span className="flex flex-wrap gap-x-4 gap-y-1">
        <a className={link} href={`/business/statements/${month}.pdf`}>
          <span aria-hidden="true">{t.pdf}</span>
          <span className="sr-only">{fill(t.pdfLabel, { month: name })}</span>
        </a>
        <a className={link} href={`/business/statements/${month}.csv`} download>
          <span aria-hidden="true">{t.csv}</span>
          <span className="sr-only">{fill(t.csvLabel, { month: name })}</span>
        </a>
      </span>
    );
  };
  const cell = "px-4 py-3 align-top";
  const money = `${cell} text-right whitespace-nowrap tabular-nums`;
  return (
    <>
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t.intro}</p>
      {months.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-6 text-muted">{t.none}</p>
      ) : (
        <>
          <div className="mt-6 hidden overflow-x-auto rounded-2xl border border-navy-100 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t.list}</caption>
              <thead className="bg-navy-50 text-navy-900">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {t.month}
                  </th>
                  {[t.shipments, t.freight, t.gst, t.total].map((h) => (
                    <th key={h} scope="col" className="px-4 py-2 text-right font-semibold">
                      {h}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {t.files}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-navy-100">
                {months.map((m) => (
                  <tr key={m.month}>
                    <th scope="row" className={`${cell} font-semibold text-navy-900`}>
                      {monthLabel(m.month, lang)}
                    </th>
                    <td className={money}>{m.shipments.toLocaleString("en-IN")}</td>
                    <td className={money}>{statementRupees(m.freightPaise)}</td>
                    <td className={money}>{statementRupees(m.gstPaise)}</td>
                    <td className={`${money} font-semibold`}>{statementRupees(m.totalPaise)}</td>
                    <td className={cell}>{files(m.month)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="mt-6 grid gap-3 md:hidden" aria-label={t.list}>
            {months.map((m) => (
              <li key={m.month} className="rounded-2xl border border-navy-100 bg-white p-4 text-sm">
                <h2 className="font-bold text-navy-900">{monthLabel(m.month, lang)}</h2>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
                  <dt className="text-muted">{t.shipments}</dt>
                  <dd className="text-right tabular-nums">{m.shipments.toLocaleString("en-IN")}</dd>
                  <dt className="text-muted">{t.freight}</dt>
                  <dd className="text-right tabular-nums">{statementRupees(m.freightPaise)}</dd>
                  <dt className="text-muted">{t.gst}</dt>
                  <dd className="text-right tabular-nums">{statementRupees(m.gstPaise)}</dd>
                  <dt className="font-semibold text-navy-900">{t.total}</dt>
                  <dd className="text-right font-semibold tabular-nums">
                    {statementRupees(m.totalPaise)}
                  </dd>
                </dl>
                <div className="mt-3">{files(m.month)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-6 max-w-3xl text-sm text-muted">{fill(t.gstNote, { rate: gstRate })}</p>
      <p className="mt-2 max-w-3xl text-sm">
        {t.disputeNote}{" "}
        <Link className={link} to={localize("/business/shipments")}>
          {t.shipmentsLink}
        </Link>
      </p>
    </>
  );
}
