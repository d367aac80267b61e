import { data } from "react-router";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { isUuid } from "@core/schemas/staff-lists";
import type { Route } from "./+types/resume";

export const staffPage = staffPages.resume;

/**
 * An applicant's résumé as a download (issue 15 item 3): always an attachment,
 * never sniffed or rendered in the page's origin, never cached; audited.
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { applications, staff } = args.context.services;
  const id = args.params.id;
  const download = isUuid(id) ? await applications.resumeDownload(id) : null;
  if (!download) throw data({ message: "There is no such résumé." }, { status: 404 });
  await staff.audit.record({
    actor,
    action: "application.resume",
    target: { type: "application", id: id! },
    ipHash: actor.ipHash,
  });
  return new Response(download.body as BodyInit, { headers: download.headers });
}
