import { data } from "react-router";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { downloadBody } from "~/lib/download-body.server";
import { isUuid } from "@core/schemas/staff-lists";
import type { Route } from "./+types/resume";

export const staffPage = staffPages.resume;

/**
 * An applicant's résumé as a download: always an attachment,
 * never sniffed or rendered in the page's origin, never cached; audited by
 * the application inbox.
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const id = args.params.id;
  const download = isUuid(id)
    ? await args.context.services.applicationInbox.resume(id, actor)
    : null;
  if (!download) throw data({ message: "There is no such résumé." }, { status: 404 });
  return new Response(downloadBody(download.body), { headers: download.headers });
}
