import { Link } from "react-router";
import { useLang, useLocalize } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { indiaDateTime } from "@core/india-time";
import { texts } from "@core/content/business-shipments";
import { fill } from "@core/texts";
import { BUSINESS_STATUS_FILTERS, type BusinessStatusFilter } from "@core/schemas/business-lists";
import { valueAt } from "@core/records";
import { DisputeLink } from "./dispute-link";

export type ShipmentRow = {
  lrNo: string;
  orderStatus: string;
  bookedAt: Date;
  clientRef: string | null;
  consigneeName: string | null;
  phoneLast4: string | null;
  destinationPincode: string | null;
  paymentMode: string | null;
  hasPod: boolean;
};

const statusKey = (status: string) =>
  (Object.keys(BUSINESS_STATUS_FILTERS) as BusinessStatusFilter[]).find((key) =>
    (BUSINESS_STATUS_FILTERS[key] as readonly string[]).includes(status),
  );

/**
 * A row's links: its tracking page, its documents, a ticket with its LR
 * filled in, and for those who see charges a billing ticket (decision 043).
 */
function RowLinks({ row, dispute }: { row: ShipmentRow; dispute: boolean }) {
  const t = useTexts(texts).shipments;
  const localize = useLocalize();
  const docs = `/business/shipments/${row.lrNo}`;
  const link = "font-semibold text-navy-800 underline underline-offset-2";
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      <li>
        <Link className={link} to={localize(`/track-shipment-v2/${row.lrNo}`)}>
          {t.track}
        </Link>
      </li>
      <li>
        <a className={link} href={`${docs}/lr.pdf`}>
          {t.lrCopy}
        </a>
      </li>
      <li>
        <a className={link} href={`${docs}/label.pdf`}>
          {t.label}
        </a>
      </li>
      {row.orderStatus === "Delivered" && (
        <li>
          <a className={link} href={`${docs}/pod.pdf`}>
            {t.pod}
          </a>
        </li>
      )}
      <li>
        <Link className={link} to={localize(`/support/request?lr=${row.lrNo}`)}>
          {t.problem}
        </Link>
      </li>
      {dispute && (
        <li>
          <DisputeLink className={link} lrNo={row.lrNo} />
        </li>
      )}
    </ul>
  );
}

/** The status as a pill, so it stands apart from the row's other words when scanning a list. */
function StatusBadge({ children }: { children: string }) {
  return (
    <span className="inline-block rounded-full bg-navy-50 px-2.5 py-0.5 font-semibold whitespace-nowrap text-navy-900">
      {children}
    </span>
  );
}

function useRowWords() {
  const all = useTexts(texts);
  const lang = useLang();
  return {
    status: (row: ShipmentRow) => {
      const key = statusKey(row.orderStatus);
      return key ? all.statuses[key] : row.orderStatus;
    },
    payment: (row: ShipmentRow) =>
      (row.paymentMode && valueAt(all.payments, row.paymentMode)) ?? row.paymentMode ?? "",
    booked: (row: ShipmentRow) => indiaDateTime(new Date(row.bookedAt), lang),
    consignee: (row: ShipmentRow) =>
      [
        row.consigneeName ?? "",
        row.phoneLast4 ? fill(all.shipments.phoneEnding, { last4: row.phoneLast4 }) : "",
      ]
        .filter(Boolean)
        .join(", "),
  };
}

/** The list: a table from 768 px, a card a shipment below; `dispute` adds "Dispute this charge". */
export function ShipmentRows({
  rows,
  dispute = false,
}: {
  rows: ShipmentRow[];
  dispute?: boolean;
}) {
  const t = useTexts(texts).shipments;
  const words = useRowWords();
  const cell = "px-3 py-3 align-top";
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-navy-100 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              {[t.lr, t.booked, t.consignee, t.destination, t.mode, t.status, t.documents].map(
                (header) => (
                  <th key={header} scope="col" className="px-3 py-2 font-semibold">
                    {header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {rows.map((row) => (
              <tr key={row.lrNo}>
                <th scope="row" className={`${cell} font-mono font-semibold text-navy-900`}>
                  {row.lrNo}
                  {row.clientRef && (
                    <bdi className="block font-sans font-normal whitespace-nowrap text-muted">
                      {fill(t.ref, { ref: row.clientRef })}
                    </bdi>
                  )}
                </th>
                <td className={`${cell} whitespace-nowrap`}>{words.booked(row)}</td>
                <td className={cell}>
                  <bdi>{words.consignee(row)}</bdi>
                </td>
                <td className={cell}>{row.destinationPincode}</td>
                <td className={cell}>{words.payment(row)}</td>
                <td className={cell}>
                  <StatusBadge>{words.status(row)}</StatusBadge>
                </td>
                <td className={cell}>
                  <RowLinks row={row} dispute={dispute} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.lrNo} className="rounded-2xl border border-navy-100 bg-white p-4 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-mono font-bold text-navy-900">{row.lrNo}</span>
              <StatusBadge>{words.status(row)}</StatusBadge>
            </p>
            <p className="mt-1 text-muted">{words.booked(row)}</p>
            <p className="mt-2">
              <bdi>{words.consignee(row)}</bdi> · {row.destinationPincode} · {words.payment(row)}
            </p>
            {row.clientRef && (
              <p className="text-muted">
                <bdi>{fill(t.ref, { ref: row.clientRef })}</bdi>
              </p>
            )}
            <div className="mt-3">
              <RowLinks row={row} dispute={dispute} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
