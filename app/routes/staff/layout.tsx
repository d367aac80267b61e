import { Outlet } from "react-router";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { StaffShell } from "~/components/staff/staff-shell";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/layout";

export const staffPage = staffPages.shell;

/** The shell of every signed-in staff page; each page runs the guard itself too. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireStaff(args, staffPage);
  return { user: { name: user.name, role: user.role } };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell user={loaderData.user}>
      <Outlet />
    </StaffShell>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
