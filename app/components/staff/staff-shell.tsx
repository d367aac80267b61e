import { LogOut } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Form, NavLink, useLocation, useMatches } from "react-router";
import { mayOpen, roleInfo, staffPages, type StaffRole } from "@core/staff-access";
import { LogoMark } from "./logo-mark";

type Props = { user: { name: string; role: StaffRole }; children: ReactNode };

const navPages = Object.values(staffPages).filter((page) => page.nav);

/** Where "Skip to the list" lands on the list pages (ListRegion). */
export const LIST_ID = "list";
/** The pages whose content is a list of records, wrapped in ListRegion. */
const listPaths: string[] = [
  staffPages.leads.path,
  staffPages.applications.path,
  staffPages.tickets.path,
  staffPages.audit.path,
];

/** The skip link's class: out of sight until it has focus, then at the top left. */
export const skipLinkClass =
  "sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-navy-900 focus:shadow-lift";

/**
 * The console's frame: the pages the role may open,
 * who is signed in, and sign-out as a plain form, so it all works without
 * JavaScript. On a phone the links wrap under the title.
 */
export function StaffShell({ user, children }: Props) {
  const pages = navPages.filter((page) => mayOpen(user.role, page));
  // The first Tab of every page: past the header to the list, or to the content.
  // A page that answered with an error (a 403) has no list to skip to.
  const page = useMatches().at(-1);
  const list =
    listPaths.includes(useLocation().pathname.replace(/\/$/, "")) && page?.data !== undefined;
  return (
    <div className="min-h-screen bg-paper font-console">
      <a href={list ? `#${LIST_ID}` : "#main"} className={skipLinkClass}>
        {list ? "Skip to the list" : "Skip to content"}
      </a>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
          <p className="flex items-center gap-2 font-extrabold">
            <span className="grid size-8 place-items-center rounded-lg bg-white">
              <LogoMark />
            </span>
            SIL staff
          </p>
          <nav aria-label="Staff console" className="order-last w-full sm:order-none sm:w-auto">
            <ul className="flex flex-wrap gap-1">
              {pages.map((page) => (
                <li key={page.path}>
                  <NavLink
                    to={page.path}
                    end={page.path === "/staff"}
                    className="block rounded-lg px-2.5 py-2 text-sm font-semibold text-navy-100 hover:bg-navy-800 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-navy-900"
                  >
                    {page.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <p className="text-right leading-tight">
              <span className="block max-w-[11rem] truncate font-semibold sm:max-w-none">
                <span className="sr-only">Signed in as </span>
                {user.name}
              </span>
              <span className="text-navy-200">{roleInfo[user.role].label}</span>
            </p>
            <Form method="post" action={staffPages.signOut.path}>
              <button
                type="submit"
                className="btn min-h-11 border-2 border-white/70 px-3 text-white hover:bg-white/10"
              >
                <LogOut className="size-4" aria-hidden="true" />
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none sm:py-10">
        {children}
      </main>
      {/* Which build answers: what an operator or a bug report needs first (server/app-version.ts). */}
      <footer className="mx-auto max-w-6xl px-4 pb-6 text-xs text-muted">
        Version {import.meta.env.VITE_APP_VERSION}
      </footer>
    </div>
  );
}

/**
 * A page's list of records: where "Skip to the list" lands (focusable by the
 * link, not by Tab), so the next Tab is the first record.
 */
export function ListRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section id={LIST_ID} tabIndex={-1} aria-label={label} className="outline-none">
      {children}
    </section>
  );
}

/** A page's heading and, under it, what it is for. */
export function StaffHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{title}</h1>
      {children && <div className="mt-2 max-w-3xl text-muted">{children}</div>}
    </div>
  );
}
