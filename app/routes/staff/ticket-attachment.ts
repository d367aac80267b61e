import { data } from "react-router";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { downloadBody } from "~/lib/download-body.server";
import type { Route } from "./+types/ticket-attachment";

export const staffPage = staffPages.ticketAttachment;

/**
 * A photo or PDF a customer sent, as a download: always an
 * attachment, never sniffed or shown in the console's origin, never cached;
 * audited by the ticket desk.
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { number = "", id = "" } = args.params;
  const download = await args.context.services.ticketDesk.attachment(number, id, actor);
  if (!download) throw data({ message: "There is no such file." }, { status: 404 });
  return new Response(downloadBody(download.body), { headers: download.headers });
}
