import { requireBusiness } from "~/lib/business-guard.server";
import { badRequest, notFound, zipResponse } from "~/lib/document-responses.server";
import { readPodSelection } from "@core/schemas/pod-selection";
import type { Route } from "./+types/pod-zip";

/**
 * GET /business/pod.zip?lr=SB…&lr=SB… or ?from=YYYY-MM-DD&to=YYYY-MM-DD: the
 * business's PODs (of those LR numbers, or received on those days in India)
 * as one ZIP of `<LR>-POD.pdf`, streamed as the database is read.
 */
export async function loader(args: Route.LoaderArgs) {
  const { business } = await requireBusiness(args, "documents");
  const selection = readPodSelection(new URL(args.request.url).searchParams);
  if (!selection.ok) return badRequest(selection.message);
  const stream = await args.context.services.businessDocuments.podZip(business.id, selection.value);
  if (!stream)
    return notFound("None of these shipments of your business has a proof of delivery yet.");
  const name =
    "lrNos" in selection.value
      ? `POD-${selection.value.lrNos.length}`
      : `POD-${selection.value.from}-to-${selection.value.to}`;
  return zipResponse(stream, `${name}.zip`);
}
