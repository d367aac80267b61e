import { CountLink } from "./list-screen/count-link";
import { SummaryTable } from "./list-screen/summary-table";
import { ticketCategoryLabels } from "@core/content/staff-tickets";
import { filterQuery } from "@core/schemas/staff-lists";
import { TICKET_CATEGORIES, type TicketCategory } from "@core/support";

type Count = { category: TicketCategory; open: number; overdue: number; escalated: number };

/** A category inside a sentence: "open damage or short tickets". */
const categoryWord = (category: TicketCategory) => ticketCategoryLabels[category].toLowerCase();

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
      <SummaryTable
        headers={["Category", "Open", "Broken promise", "Escalated"]}
        rows={rows}
        rowKey={(row) => row.category}
        rowHeader={(row) => ticketCategoryLabels[row.category]}
        columns={[
          {
            cell: (row) => (
              <CountLink
                n={row.open}
                label={`open ${categoryWord(row.category)} tickets`}
                to={to({ category: row.category, open: "1" })}
              />
            ),
          },
          {
            className: (row) => `px-3 py-2 ${row.overdue ? "text-danger" : ""}`,
            cell: (row) => (
              <CountLink
                n={row.overdue}
                label={`${categoryWord(row.category)} tickets with a broken promise`}
                to={to({ category: row.category, overdue: "1" })}
              />
            ),
          },
          {
            cell: (row) => (
              <CountLink
                n={row.escalated}
                label={`escalated ${categoryWord(row.category)} tickets`}
                to={to({ category: row.category, escalated: "1" })}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
