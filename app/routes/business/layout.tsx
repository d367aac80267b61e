import {
  Form,
  isRouteErrorResponse,
  NavLink,
  Outlet,
  useRouteError,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { LogoMark } from "~/components/staff/logo-mark";
import { skipLinkClass } from "~/components/staff/staff-shell";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLang, useLocalize } from "~/lib/i18n";
import { useTexts, useTextsOrEnglish } from "~/lib/texts";
import { texts as layoutTexts } from "@core/content/layout";
import { businessMay, isBusinessRole, type BusinessWork } from "@core/business-access";
import { texts } from "@core/content/business-account";
import { fill, type TextsHandle } from "@core/texts";
import type { Route } from "./+types/layout";

export const handle = { texts: ["business-account"] } satisfies TextsHandle;

export const headers = () => ({ "Cache-Control": "no-store" });

/** The frame's facts: who is signed in, for which business. */
export async function loader(args: Route.LoaderArgs) {
  const { user, business } = await requireBusiness(args, null);
  return {
    user: { name: user.name, role: user.role },
    business: { legalName: business.legalName },
  };
}

type NavKey =
  | "home"
  | "shipments"
  | "cod"
  | "book"
  | "upload"
  | "pickups"
  | "people"
  | "profile"
  | "statements"
  | "webhook"
  | "apiKeys"
  | "account"
  | "apiDocs";
const NAV: { key: NavKey; path: string; what: BusinessWork | null }[] = [
  // The day's work first, then the money, then the business's settings and its systems.
  { key: "home", path: "/business", what: null },
  { key: "shipments", path: "/business/shipments", what: "shipments" },
  { key: "book", path: "/business/book", what: "book" },
  { key: "upload", path: "/business/book/upload", what: "book" },
  { key: "pickups", path: "/business/pickups", what: "pickups" },
  { key: "cod", path: "/business/cod", what: "shipments" },
  { key: "statements", path: "/business/statements", what: "charges" },
  { key: "people", path: "/business/people", what: "people" },
  { key: "profile", path: "/business/profile", what: "profile" },
  { key: "apiKeys", path: "/business/api-keys", what: "api" },
  { key: "webhook", path: "/business/webhook", what: "webhook" },
  // The API's documentation (app/routes/business/api.tsx): every role may read it.
  { key: "apiDocs", path: "/business/api", what: null },
  { key: "account", path: "/business/account", what: null },
];

type Frame = Route.ComponentProps["loaderData"];
type NavItem = (typeof NAV)[number];

function NavList({ items, className }: { items: NavItem[]; className: string }) {
  const t = useTexts(texts);
  const localize = useLocalize();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink
            to={localize(item.path)}
            end
            className="inline-flex min-h-10 w-full items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-navy-800 hover:bg-navy-50 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white sm:w-auto"
          >
            {t.nav[item.key]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function PortalHeader({ frame }: { frame: Frame }) {
  const t = useTexts(texts);
  const localize = useLocalize();
  const role = frame.user.role;
  const { pathname } = useLocation();
  const { menu } = useTextsOrEnglish(layoutTexts).header;
  const items = NAV.filter((item) => item.what === null || businessMay(role, item.what));
  const current = items.find((item) => localize(item.path) === pathname);
  return (
    <header className="border-b border-navy-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="flex min-w-0 items-center gap-2 font-bold text-navy-900">
          <LogoMark />
          <span className="truncate">{frame.business.legalName}</span>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <LanguageSwitcher tone="light" />
          <p className="text-sm text-muted">
            {fill(t.header.signedInAs, { name: frame.user.name })}
          </p>
          <Form method="post" action={localize("/business/sign-out")}>
            <button type="submit" className="btn-secondary min-h-10 px-4 text-sm">
              {t.header.signOut}
            </button>
          </Form>
        </div>
      </div>
      <nav aria-label={t.header.nav} className="mx-auto max-w-6xl px-4">
        {/* A phone shows the many pages behind one disclosure that works without JavaScript,
            naming the page it is on, closed again on the next page; wider screens show them all. */}
        <details key={pathname} className="group pb-3 sm:hidden">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-lg border border-navy-200 bg-white px-3 text-sm font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
            <span>
              {menu}
              {current && <span className="font-normal text-muted"> · {t.nav[current.key]}</span>}
            </span>
            <span
              aria-hidden="true"
              className="transition-transform group-open:rotate-180 motion-reduce:transition-none"
            >
              ▾
            </span>
          </summary>
          <NavList items={items} className="mt-2 grid grid-cols-2 gap-1" />
        </details>
        <NavList items={items} className="hidden flex-wrap gap-1 pb-2 sm:flex" />
      </nav>
    </header>
  );
}

/** The portal's frame: header with the business and the person, nav by role, the page. */
export default function BusinessLayout({ loaderData }: Route.ComponentProps) {
  const { skipLink } = useTextsOrEnglish(layoutTexts);
  return (
    <div className="min-h-screen bg-navy-50 font-console">
      <a href="#main" className={skipLinkClass}>
        {skipLink}
      </a>
      <PortalHeader frame={loaderData} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none sm:py-10">
        <Outlet />
      </main>
    </div>
  );
}

/** A page the role is not for: 403, naming what the role may do (requireBusiness). */
export function ErrorBoundary() {
  const error = useRouteError();
  const lang = useLang();
  const frame = useRouteLoaderData<Frame>(
    lang === "en" ? "routes/business/layout" : `${lang}/routes/business/layout`,
  );
  const t = useTexts(texts);
  const localize = useLocalize();
  const said: unknown =
    isRouteErrorResponse(error) && error.status === 403 ? error.data?.role : null;
  const forbidden = isBusinessRole(said) ? said : undefined;
  if (!forbidden) throw error;
  const role = t.roles[forbidden];
  return (
    <div className="min-h-screen bg-navy-50 font-console">
      {frame && <PortalHeader frame={frame} />}
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-extrabold text-navy-900">{t.forbidden.title}</h1>
        <p className="mt-3">{fill(t.forbidden.intro, { role: role.label, may: role.may })}</p>
        <p className="mt-6">
          <a className="font-semibold text-navy-700 underline" href={localize("/business")}>
            {t.forbidden.back}
          </a>
        </p>
      </main>
    </div>
  );
}
