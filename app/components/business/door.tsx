import type { ReactNode } from "react";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { LogoMark } from "~/components/staff/logo-mark";
import { skipLinkClass } from "~/components/staff/staff-shell";
import { texts } from "@core/content/business-account";
import { company } from "@core/content/company";
import { useTexts } from "~/lib/texts";

/** The portal's pages before a session (sign-in, code, password): one card, with the language switcher. */
export function BusinessDoor({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useTexts(texts);
  return (
    <div className="min-h-screen bg-navy-50 px-4 py-6 font-sans sm:py-12">
      <a href="#door" className={skipLinkClass}>
        {title}
      </a>
      <header className="mx-auto flex max-w-md flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-navy-800 uppercase">
          <LogoMark /> {company.shortName} · {t.portal}
        </p>
        <LanguageSwitcher tone="light" />
      </header>
      <main id="door" tabIndex={-1} className="mx-auto mt-4 max-w-md outline-none">
        <div className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-extrabold text-navy-900">{title}</h1>
          {intro && <div className="mt-2 text-muted">{intro}</div>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
