import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { LeadFilterSchema, readFilter } from "@core/schemas/staff-lists";
import type { Route } from "./+types/leads-export";

export const staffPage = staffPages.leadsExport;

/**
 * GET /staff/leads/export.csv?<the list's parameters>: the filtered leads as
 * CSV (CONTRACT.md "Staff console"), every row, audited with the filter and
 * the count by the export service, never kept by a browser or proxy.
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const filter = readFilter(LeadFilterSchema, new URL(args.request.url).searchParams);
  const csv = await args.context.services.leadExport.csv(filter, actor);
  const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="sil-leads-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
