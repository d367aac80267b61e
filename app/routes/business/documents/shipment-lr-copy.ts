import { requireBusiness } from "~/lib/business-guard.server";
import { notFound, pdfResponse } from "~/lib/document-responses.server";
import type { Route } from "./+types/shipment-lr-copy";

/** GET /business/shipments/:lr/lr.pdf: one shipment's LR copy; 404 unless it is this business's. */
export async function loader(args: Route.LoaderArgs) {
  const { business } = await requireBusiness(args, "documents");
  const documents = args.context.services.businessDocuments;
  const file = await documents.lrCopy(business.id, args.params.lr);
  return file ? pdfResponse(file) : notFound();
}
