import { requireBusiness } from "~/lib/business-guard.server";
import { notFound, pdfResponse } from "~/lib/document-responses.server";
import type { Route } from "./+types/booking-labels";

/** GET /business/bookings/:id/labels.pdf: the labels of one booking, one 4 × 6 in page a package; 404 unless it is this business's. */
export async function loader(args: Route.LoaderArgs) {
  const { business } = await requireBusiness(args, "documents");
  const documents = args.context.services.businessDocuments;
  const file = await documents.bookingLabels(business.id, args.params.id);
  return file ? pdfResponse(file) : notFound();
}
