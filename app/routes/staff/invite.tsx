import { staffMeta } from "~/components/staff/staff-meta";
import type { Route } from "./+types/invite";
import { LinkErrorBoundary, loadLink, SetPasswordPage, spendLink } from "./set-password-page";

const purposes = ["invite", "reset"] as const;

export const meta = () => staffMeta("Choose your password");
export const loader = (args: Route.LoaderArgs) => loadLink(args, purposes);
export const action = (args: Route.ActionArgs) => spendLink(args, purposes);

/** /staff/invite/<token>: an invitation, or a new-password link from an admin (72 hours, once). */
export default function StaffInvite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SetPasswordPage
      purpose={loaderData.purpose}
      email={loaderData.email}
      role={loaderData.role}
      name={loaderData.name}
      result={actionData?.result}
    />
  );
}
export const ErrorBoundary = LinkErrorBoundary;
