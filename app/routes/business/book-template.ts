import { requireBusiness } from "~/lib/business-guard.server";
import { bookingTemplateCsv } from "@core/booking-csv";
import type { Route } from "./+types/book-template";

/** GET /business/book/template.csv: the upload's header row, UTF-8 with a BOM for Excel. */
export async function loader(args: Route.LoaderArgs) {
  await requireBusiness(args, "book");
  return new Response(bookingTemplateCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="sil-booking-template.csv"',
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
