import { readFilter } from "@core/schemas/staff-lists";
import { TicketFilterSchema } from "@core/schemas/staff-tickets";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/tickets-export";

export const staffPage = staffPages.ticketsExport;

/**
 * GET /staff/tickets/export.csv?<the list's parameters>: the filtered
 * tickets as CSV with the lead export's safety rules, every row, audited by
 * the ticket desk, never kept by a browser or proxy.
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const filter = readFilter(TicketFilterSchema, new URL(args.request.url).searchParams);
  const csv = await args.context.services.ticketDesk.exportCsv(filter, actor);
  const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="sil-tickets-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
