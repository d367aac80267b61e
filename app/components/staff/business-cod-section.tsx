import { rsText } from "@core/schemas/cod";

/*
 * The COD of one business as operations see it (decision 044): what is
 * collected and not yet remitted (the form's choices, in the route), the
 * Delivered cod shipments whose collection has not come, and the
 * remittances made, each with the LRs it paid.
 */

const day = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00+05:30`).toLocaleDateString("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
  });

export type StaffRemittance = {
  id: string;
  amountPaise: number;
  bankRef: string;
  remittedOn: string;
  lrNos: string[];
};

export function MissingCollections({
  missing,
}: {
  missing: { lrNo: string; codAmountPaise: number | null }[];
}) {
  if (!missing.length) return null;
  return (
    <section
      aria-labelledby="cod-missing"
      className="rounded-2xl border border-navy-100 bg-white p-5"
    >
      <h2 id="cod-missing" className="text-xl font-bold text-navy-900">
        Delivered, collection not recorded
      </h2>
      <p className="mt-1 text-muted">
        The ingestion sent Delivered without cod_collected; they cannot be remitted until it is
        sent.
      </p>
      <ul className="mt-3 grid gap-1">
        {missing.map((row) => (
          <li key={row.lrNo}>
            <span className="font-mono font-semibold">{row.lrNo}</span> · COD due{" "}
            {row.codAmountPaise === null ? "not given" : rsText(row.codAmountPaise)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RemittanceList({ remittances }: { remittances: StaffRemittance[] }) {
  return (
    <section aria-labelledby="cod-remittances" className="grid gap-3">
      <h2 id="cod-remittances" className="text-xl font-bold text-navy-900">
        Remittances
      </h2>
      {remittances.length ? (
        <ul className="grid gap-3">
          {remittances.map((r) => (
            <li key={r.id} className="rounded-2xl border border-navy-100 bg-white p-4">
              <p className="font-bold text-navy-900">
                {rsText(r.amountPaise)} · {r.bankRef} · {day(r.remittedOn)}
              </p>
              <p className="mt-1 text-sm break-words text-muted">
                {r.lrNos.length === 1 ? "1 shipment" : `${r.lrNos.length} shipments`}:{" "}
                <span className="font-mono">{r.lrNos.join(", ")}</span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-white p-4 text-muted">No remittance recorded yet.</p>
      )}
    </section>
  );
}
