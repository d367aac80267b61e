import { requireBusiness } from "~/lib/business-guard.server";
import { BusinessShipmentFilterSchema } from "@core/schemas/business-lists";
import { readFilter } from "@core/schemas/staff-lists";
import type { Route } from "./+types/shipments-export";

/**
 * GET /business/shipments/export.csv?<the list's parameters>: the business's
 * filtered shipments as CSV under the staff export's rules, at most 10,000
 * rows (newest first), audited, never kept by a browser or proxy. Documents
 * stay in English, so the file does too.
 */
export async function loader(args: Route.LoaderArgs) {
  const { business, actor } = await requireBusiness(args, "shipments");
  const filter = readFilter(BusinessShipmentFilterSchema, new URL(args.request.url).searchParams);
  const { csv, capped } = await args.context.services.businessShipments.exportCsv(
    business.id,
    filter,
    actor,
  );
  const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="sil-shipments-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...(capped ? { "X-Export-Capped": "10000" } : {}),
    },
  });
}
