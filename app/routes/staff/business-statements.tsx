import { monthLabel, statementRupees } from "@core/statement-month";

/** A month as server/business/statements.ts `statementMonths` answers it. */
type StatementMonth = {
  month: string;
  shipments: number;
  freightPaise: number;
  gstPaise: number;
  totalPaise: number;
};

/**
 * The "Statements" section of /staff/businesses/:id (decision 043): the
 * months the business booked in with their totals, and the same PDF and CSV
 * the business downloads, through staff-only routes that audit each file.
 */
export function StatementsSection({
  businessId,
  months,
}: {
  businessId: string;
  months: StatementMonth[];
}) {
  const link = "font-semibold text-navy-800 underline underline-offset-2";
  const base = `/staff/businesses/${businessId}/statements`;
  const money = "px-3 py-2 text-right whitespace-nowrap tabular-nums";
  return (
    <div>
      <h2 className="mb-3 text-xl font-bold text-navy-900">Statements</h2>
      {months.length === 0 ? (
        <p className="text-muted">Nothing booked yet, so no statements.</p>
      ) : (
        // A table wider than a phone scrolls: the keyboard must reach it too (axe).
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label="Statements"
          className="overflow-x-auto rounded-2xl border border-navy-100 bg-white"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-navy-50 text-navy-900">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Month (India time)
                </th>
                {["Shipments", "Freight", "GST", "Total"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-right font-semibold">
                    {h}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 font-semibold">
                  Files
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-100">
              {months.map((m) => {
                const name = monthLabel(m.month, "en");
                return (
                  <tr key={m.month}>
                    <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
                      {name}
                    </th>
                    <td className={money}>{m.shipments.toLocaleString("en-IN")}</td>
                    <td className={money}>{statementRupees(m.freightPaise)}</td>
                    <td className={money}>{statementRupees(m.gstPaise)}</td>
                    <td className={`${money} font-semibold`}>{statementRupees(m.totalPaise)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <a className={link} href={`${base}/${m.month}.pdf`}>
                        PDF<span className="sr-only"> statement for {name}</span>
                      </a>{" "}
                      ·{" "}
                      <a className={link} href={`${base}/${m.month}.csv`} download>
                        CSV<span className="sr-only"> statement for {name}</span>
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
