import { staffMeta } from "~/components/staff/staff-meta";
import type { Route } from "./+types/setup";
import { LinkErrorBoundary, loadLink, SetPasswordPage, spendLink } from "./set-password-page";

const purposes = ["setup"] as const;

export const meta = () => staffMeta("Create the first administrator");
export const loader = (args: Route.LoaderArgs) => loadLink(args, purposes);
export const action = (args: Route.ActionArgs) => spendLink(args, purposes);

/** /staff/setup/<token>: the link the server logs when it starts with no staff account (CONTRACT.md). */
export default function StaffSetup({ actionData }: Route.ComponentProps) {
  return <SetPasswordPage purpose="setup" result={actionData?.result} />;
}
export const ErrorBoundary = LinkErrorBoundary;
