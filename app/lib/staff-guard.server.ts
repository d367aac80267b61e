/**
 * The one guard of the staff console (the Epic Stack's
 * requireUserWithRole is the model). Every staff loader and action starts
 * with it; app/routes/staff/route-walk.db.test.ts checks that they do.
 *
 * - no live session (or one still waiting for its two-factor code): to /staff/login
 * - a role the page is not for: 403, answered as a page naming what the role may do
 * - two-factor required and not set up: to the enrolment page first
 */
import { data, redirect, type AppLoadContext } from "react-router";
import {
  mayOpen,
  roleInfo,
  staffPages,
  type StaffActor,
  type StaffPage,
  type StaffRole,
} from "@core/staff-access";

export type Forbidden = { forbidden: true; role: StaffRole; may: string };

type Args = { request: Request; context: AppLoadContext };

export async function requireStaff({ request, context }: Args, page: StaffPage) {
  const staff = context.services.staff;
  const session = await staff.sessionOf(request);
  if (!session?.verified) {
    const url = new URL(request.url);
    const next = `${url.pathname}${url.search}`.replace(/\.data$/, "");
    // A dead session's cookie is cleared; one waiting for its two-factor code is kept.
    const headers =
      !session && staff.hasSessionCookie(request)
        ? { "Set-Cookie": staff.sessionCookie(request, null) }
        : undefined;
    throw redirect(`/staff/login?next=${encodeURIComponent(next)}`, { headers });
  }
  const { user } = session;
  if (!mayOpen(user.role, page)) forbidden(user.role);
  if (!page.beforeEnrolment && (await staff.mustEnrol(user.id)))
    throw redirect(staffPages.twoFactor.path);
  const actor: StaffActor = { ...user, ipHash: staff.ipHash(context.visitor.ip) };
  return {
    user,
    sessionId: session.id,
    /** Who is acting, for the services and the audit log. */
    actor,
  };
}

/**
 * The guard's 403 page, for a record the page's roles may open only some of
 * (a lead of a kind the role does not work: rolesForLeadKind).
 */
export function forbidden(role: StaffRole): never {
  throw data<Forbidden>({ forbidden: true, role, may: roleInfo[role].may }, { status: 403 });
}

/** Where to go after signing in: only a staff page of this site. */
export function safeNext(value: string | null): string {
  return value && /^\/staff(\/|$|\?)/.test(value) && !value.startsWith("//") ? value : "/staff";
}
