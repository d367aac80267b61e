import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Forbidden } from "~/lib/staff-guard.server";
import { StaffHeading } from "./staff-shell";

/**
 * What a staff page shows when its loader or action refused: 403 names what
 * the role may do (issue 14 "Roles"); anything else says so plainly. Each
 * page exports it, so the shell stays around it.
 */
export function StaffErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const forbidden = error.data as Forbidden;
    return (
      <section>
        <StaffHeading title="403 - Not for your role">
          <p>This page is not open to your role. Your role may work with {forbidden.may}.</p>
        </StaffHeading>
        <Link to="/staff" className="btn-dark">
          Back to the overview
        </Link>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section>
        <StaffHeading title="404 - Not found">
          <p>There is nothing at this address, or it has been removed.</p>
        </StaffHeading>
        <Link to="/staff" className="btn-dark">
          Back to the overview
        </Link>
      </section>
    );
  }
  console.error(error);
  return (
    <section>
      <StaffHeading title="Something went wrong">
        <p>
          The page could not be shown. Try again in a moment; if it happens again, tell an
          administrator.
        </p>
      </StaffHeading>
    </section>
  );
}
