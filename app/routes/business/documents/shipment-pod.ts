import { requireBusiness } from "~/lib/business-guard.server";
import { notFound, pdfResponse } from "~/lib/document-responses.server";
import type { Route } from "./+types/shipment-pod";

/** GET /business/shipments/:lr/pod.pdf: a delivered shipment's proof of delivery as kept; 404 unless it is this business's. */
export async function loader(args: Route.LoaderArgs) {
  const { business } = await requireBusiness(args, "documents");
  const documents = args.context.services.businessDocuments;
  const file = await documents.pod(business.id, args.params.lr);
  return file ? pdfResponse(file) : notFound();
}
