import type { ReactNode } from "react";
import { LogoMark } from "./logo-mark";
import { skipLinkClass } from "./staff-shell";

/** The pages before a session (sign-in, setup, invitation): one card in the middle of the screen. */
export function DoorCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    // The page's one landmark: everything here is its main content.
    <main id="main" className="min-h-screen bg-navy-50 px-4 py-10 font-console sm:py-16">
      {/* The first Tab of every staff page: here, past the logo to the card. */}
      <a href="#door" className={skipLinkClass}>
        Skip to content
      </a>
      <div id="door" tabIndex={-1} className="mx-auto max-w-md outline-none">
        <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-navy-800 uppercase">
          <LogoMark /> SIL staff console
        </p>
        <div className="mt-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-extrabold text-navy-900">{title}</h1>
          {intro && <div className="mt-2 text-muted">{intro}</div>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
