import { Link } from "react-router";
import { ticketCategoryLabels } from "@core/content/staff-tickets";
import { filterQuery } from "@core/schemas/staff-lists";
import { TICKET_CATEGORIES, type TicketCategory } from "@core/support";

type Count = { category: TicketCategory; open: number; overdue: number; escalated: number };

function CountLink({ n, to, label }: { n: number; to: string; label: string }) {
  return (
    <Link to={to} className="font-bold text-navy-900 underline" aria-label={`${n} ${label}`}>
      {n.toLocaleString("en-IN")}
    </Link>
  );
}

/**
 * The overview's customer-care table: per category, the
 * tickets still open, those that broke a promise and those escalated, each a
 * link to that view of /staff/tickets.
 */
export function TicketCounts({ counts }: { counts: Count[] }) {
  const rows = TICKET_CATEGORIES.map(
    (category) =>
      counts.find((c) => c.category === category) ?? {
        category,
        open: 0,
        overdue: 0,
        escalated: 0,
      },
  );
  const to = (filter: Record<string, string>) => `/staff/tickets${filterQuery(filter)}`;
  return (
    <section aria-labelledby="tickets-now" className="mb-8">
      <h2 id="tickets-now" className="mb-3 text-xl font-extrabold text-navy-900">
        Customer-care tickets
      </h2>
      <div className="overflow-x-auto rounded-2xl border border-navy-100 bg-white">
        <table className="w-full text-left">
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              {["Category", "Open", "Broken promise", "Escalated"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const label = ticketCategoryLabels[row.category].toLowerCase();
              return (
                <tr key={row.category} className="border-t border-navy-100">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    {ticketCategoryLabels[row.category]}
                  </th>
                  <td className="px-3 py-2">
                    <CountLink
                      n={row.open}
                      label={`open ${label} tickets`}
                      to={to({ category: row.category, open: "1" })}
                    />
                  </td>
                  <td className={`px-3 py-2 ${row.overdue ? "text-danger" : ""}`}>
                    <CountLink
                      n={row.overdue}
                      label={`${label} tickets with a broken promise`}
                      to={to({ category: row.category, overdue: "1" })}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <CountLink
                      n={row.escalated}
                      label={`escalated ${label} tickets`}
                      to={to({ category: row.category, escalated: "1" })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
