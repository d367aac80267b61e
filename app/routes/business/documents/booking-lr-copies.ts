import { requireBusiness } from "~/lib/business-guard.server";
import { notFound, pdfResponse } from "~/lib/document-responses.server";
import type { Route } from "./+types/booking-lr-copies";

/** GET /business/bookings/:id/lr.pdf: the LR copies of one booking, one A4 page a shipment; 404 unless it is this business's. */
export async function loader(args: Route.LoaderArgs) {
  const { business } = await requireBusiness(args, "documents");
  const documents = args.context.services.businessDocuments;
  const file = await documents.bookingLrCopies(business.id, args.params.id);
  return file ? pdfResponse(file) : notFound();
}
