import { redirect } from "react-router";
import { loginPath, requireBusiness, safeBusinessNext } from "~/lib/business-guard.server";
import type { Route } from "./+types/sign-out";

/** Nothing to show: sign-out is a POST from the header's button. */
export async function loader(args: Route.LoaderArgs) {
  await requireBusiness(args, null);
  return redirect(safeBusinessNext(null, args.request));
}

/** Ends this session, or every session of the person with `everywhere=1`. */
export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const business = context.services.business;
  const { user, sessionId } = await requireBusiness(args, null);
  const everywhere = (await request.formData()).get("everywhere") === "1";
  await business.signIn.signOut(
    { id: sessionId, user },
    everywhere,
    business.ipHash(context.visitor.ip),
  );
  return redirect(loginPath(request, "?signed-out=1"), {
    headers: { "Set-Cookie": business.sessionCookie(request, null) },
  });
}
