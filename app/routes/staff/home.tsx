import { Link } from "react-router";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { mayOpen, roleInfo, staffPages } from "~/lib/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/home";

export const staffPage = staffPages.home;
export const meta = () => staffMeta("Overview");

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireStaff(args, staffPage);
  const pages = Object.values(staffPages).filter(
    (p) => p.nav && p !== staffPage && mayOpen(user.role, p),
  );
  return { role: user.role, pages: pages.map(({ path, label }) => ({ path, label })) };
}

/** /staff: what this person's role may do, and where to start. */
export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { role, pages } = loaderData;
  return (
    <section>
      <StaffHeading title="Overview">
        <p>
          You are signed in as <strong>{roleInfo[role].label}</strong>. Your role may work with{" "}
          {roleInfo[role].may}.
        </p>
      </StaffHeading>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="block rounded-xl border border-navy-100 bg-white p-4 font-bold text-navy-900 shadow-sm hover:border-navy-300"
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
