import { Link } from "react-router";
import { staffTime } from "@core/content/staff-work";

export type OtherRequestRow = {
  type: "lead" | "ticket";
  ref: string;
  href: string | null;
  title: string;
  name: string;
  status: string;
  createdAt: string;
  sameEmail: boolean;
  samePhone: boolean;
};

const sharedWords = (row: OtherRequestRow) =>
  row.sameEmail && row.samePhone
    ? "same e-mail and phone"
    : row.sameEmail
      ? "same e-mail"
      : "same phone";

/**
 * "Other requests from this customer" on a lead's page:
 * their other leads and customer-care tickets by e-mail or phone, newest
 * first, each linked where the viewer may open it.
 */
export function OtherRequests({ items, more }: { items: OtherRequestRow[]; more: boolean }) {
  return (
    <section
      aria-labelledby="others-heading"
      className="mt-6 rounded-2xl border border-navy-100 bg-white p-4"
    >
      <h2 id="others-heading" className="text-lg font-extrabold text-navy-900">
        Other requests from this customer
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-muted">None: no other lead or ticket has this e-mail or phone.</p>
      ) : (
        <ul className="mt-3 divide-y divide-navy-100">
          {items.map((row) => (
            <li key={`${row.type}-${row.ref}`} className="py-2">
              <p className="flex flex-wrap items-baseline gap-x-2">
                {row.href ? (
                  <Link to={row.href} className="font-bold text-navy-900 underline">
                    {row.title}
                  </Link>
                ) : (
                  <span className="font-bold text-navy-900">{row.title}</span>
                )}
                <span>· {row.status}</span>
              </p>
              <p className="text-sm text-muted">
                <bdi>{row.name}</bdi> · {staffTime(row.createdAt)} · {sharedWords(row)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <p className="mt-2 text-sm text-muted">
          There are more: search the lists for this e-mail or phone.
        </p>
      )}
    </section>
  );
}
