import { redirect } from "react-router";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/sign-out";

export const staffPage = staffPages.signOut;

/** Nothing to show: sign-out is a POST from the shell's button. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  return redirect("/staff");
}

/** Ends this session, or every session of the account with `everywhere=1`. */
export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const staff = context.services.staff;
  const { user, sessionId } = await requireStaff(args, staffPage);
  const everywhere = (await request.formData()).get("everywhere") === "1";
  await staff.signIn.signOut({ id: sessionId, user }, everywhere, staff.ipHash(context.visitor.ip));
  return redirect("/staff/login?signed-out=1", {
    headers: { "Set-Cookie": staff.sessionCookie(request, null) },
  });
}
