import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ForbiddenSchema } from "@core/schemas/staff-forbidden";
import { DoorCard } from "./door-card";
import { StaffHeading } from "./staff-shell";

/**
 * The host's own refusal of a form (server/app.ts staffDoor: not sent from a
 * page of this site), which reaches a page as a 403 with its text, unlike
 * the guard's 403 (a Forbidden record). Answers the text, if it is one.
 */
export function doorRefusal(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 403) return undefined;
  if (ForbiddenSchema.safeParse(error.data).success) return undefined;
  return typeof error.data === "string" && error.data.length < 200
    ? error.data
    : "This form was refused.";
}

/** The way back from a page before a session: a full load of the sign-in page. */
export function SignInLink() {
  return (
    <p className="mt-6">
      <a href="/staff/login" className="btn-dark">
        Go to sign-in
      </a>
    </p>
  );
}

const RELOAD = "Reload the page and send the form again from it.";

/** What a page before a session (sign-in, its code) shows when a form is refused or fails. */
export function StaffDoorErrorBoundary() {
  const error = useRouteError();
  const refused = doorRefusal(error);
  if (!refused) console.error(error);
  return (
    <DoorCard title={refused ? "The form was refused" : "Something went wrong"}>
      <p className="text-muted">
        {refused
          ? `${refused} ${RELOAD}`
          : "Try again in a moment; if it happens again, tell an administrator."}
      </p>
      <SignInLink />
    </DoorCard>
  );
}

/**
 * What a staff page shows when its loader or action refused: 403 names what
 * the role may do; anything else says so plainly. Each
 * page exports it, so the shell stays around it.
 */
export function StaffErrorBoundary() {
  const error = useRouteError();
  const refused = doorRefusal(error);
  if (refused) {
    return (
      <section>
        <StaffHeading title="The form was refused">
          <p>
            {refused} {RELOAD}
          </p>
        </StaffHeading>
      </section>
    );
  }
  const forbidden = isRouteErrorResponse(error) && error.status === 403 ? error.data : undefined;
  const guard = ForbiddenSchema.safeParse(forbidden);
  if (guard.success) {
    const { may } = guard.data;
    return (
      <section>
        <StaffHeading title="403 - Not for your role">
          <p>This page is not open to your role. Your role may work with {may}.</p>
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
