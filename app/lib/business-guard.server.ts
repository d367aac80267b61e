/**
 * The one guard of the business portal (as app/lib/staff-guard.server.ts is
 * the staff console's). Every portal loader and action starts with it.
 *
 * - no live session (or one still waiting for its code): to the login page of the page's language
 * - a suspended business: the session ended, to the login page saying why
 * - a role the page is not for: 403, answered as a page naming what the role may do
 * - a business that requires two-factor, a person without it: to the page that sets it up,
 *   from every page but that one and sign-out
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { businessMay, type BusinessRole, type BusinessWork } from "@core/business-access";
import { langOf, localizePath } from "@core/i18n";

export type BusinessForbidden = { forbidden: true; role: BusinessRole };

type Args = { request: Request; context: AppLoadContext };

/** The portal's login page in the request's language, with where to come back to. */
export function loginPath(request: Request, query = "") {
  const url = new URL(request.url);
  return localizePath(langOf(url.pathname), "/business/login") + query;
}

/** Where a person who must enrol first is sent; the enrolment page and sign-out stay open. */
export const TWO_FACTOR_PATH = "/business/account/two-factor";
const OPEN_BEFORE_ENROLMENT = /^(\/(hi|mr))?\/business\/(account\/two-factor|sign-out)(\.data)?$/;

/** `what` is the work a page is for; `null` for pages every person of a business opens (home, sign-out). */
export async function requireBusiness({ request, context }: Args, what: BusinessWork | null) {
  const business = context.services.business;
  const session = await business.sessionOf(request);
  if (!session?.verified) {
    const url = new URL(request.url);
    const next = `${url.pathname}${url.search}`.replace(/\.data$/, "");
    // A dead session's cookie is cleared; one waiting for its two-factor code is kept.
    const headers =
      !session && business.hasSessionCookie(request)
        ? { "Set-Cookie": business.sessionCookie(request, null) }
        : undefined;
    throw redirect(loginPath(request, `?next=${encodeURIComponent(next)}`), { headers });
  }
  if (session.business.suspended) {
    await business.endSession(session.id);
    throw redirect(loginPath(request, "?suspended=1"), {
      headers: { "Set-Cookie": business.sessionCookie(request, null) },
    });
  }
  const { user } = session;
  if (what && !businessMay(user.role, what))
    throw data<BusinessForbidden>({ forbidden: true, role: user.role }, { status: 403 });
  const { pathname } = new URL(request.url);
  if (
    !OPEN_BEFORE_ENROLMENT.test(pathname) &&
    (await business.mustEnrol(user.id, session.business))
  )
    throw redirect(localizePath(langOf(pathname), TWO_FACTOR_PATH));
  const { suspended: _suspended, ...facts } = session.business;
  return {
    user,
    business: facts,
    sessionId: session.id,
    /** Who is acting, for the services and the audit log. */
    actor: { ...user, ipHash: business.ipHash(context.visitor.ip) },
  };
}

/** Where to go after signing in: only a portal page of this site, in any language. */
export function safeBusinessNext(value: string | null, request: Request): string {
  const home = localizePath(langOf(new URL(request.url).pathname), "/business");
  if (!value || value.startsWith("//")) return home;
  return /^(\/(hi|mr))?\/business(\/|$|\?)/.test(value) ? value : home;
}
