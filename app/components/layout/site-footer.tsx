import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { useSyncExternalStore } from "react";
import { En, Filled } from "~/components/ui/en";
import { Link } from "~/components/ui/local-link";
import { company, texts as companyTexts } from "@core/content/company";
import { texts as layoutTexts } from "@core/content/layout";
import { texts as navigationTexts } from "@core/content/navigation";
import { fill } from "@core/texts";
import { useTextsOrEnglish } from "~/lib/texts";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-[0.14em] text-saffron-300 uppercase">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/**
 * Prerendered pages carry the year of the build; after hydration the
 * browser's own year replaces it, so a page built last December is right.
 */
function useCurrentYear() {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR);
const noSubscription = () => () => {};

export function SiteFooter() {
  const year = useCurrentYear();
  const t = useTextsOrEnglish(layoutTexts);
  const { footerQuickLinks, footerServices, legalLinks } = useTextsOrEnglish(navigationTexts);
  const { tagline, addressLines } = useTextsOrEnglish(companyTexts);
  // On a phone its foot clears the floating buttons' strip (root.tsx).
  return (
    <footer className="bg-navy-950 text-navy-100 max-sm:pb-16">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div>
          <Link
            to="/"
            aria-label={fill(t.header.homeLink, { brand: company.name })}
            className="inline-block rounded-lg"
          >
            <Logo inverted />
          </Link>
          <p className="mt-5 max-w-xs text-sm leading-relaxed text-navy-200">{tagline}</p>
        </div>
        <Column title={t.footer.quickLinks}>
          <ul className="space-y-2.5 text-sm">
            {footerQuickLinks.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className="hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title={t.footer.ourServices}>
          <ul className="space-y-2.5 text-sm">
            {footerServices.map((s) => (
              <li key={s.href}>
                <Link to={s.href} className="hover:text-white hover:underline">
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title={t.footer.contact}>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-2.5">
              <MapPin className="mt-0.5 size-4 shrink-0 text-saffron-300" aria-hidden="true" />
              <span>
                {addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p>
              <a
                href={`tel:${company.phone.tel}`}
                className="flex items-center gap-2.5 hover:text-white"
              >
                <Phone className="size-4 text-saffron-300" aria-hidden="true" />
                <En>{company.phone.display}</En>
              </a>
            </p>
            <p>
              <a
                href={`mailto:${company.email.general}`}
                className="flex items-center gap-2.5 hover:text-white"
              >
                <Mail className="size-4 text-saffron-300" aria-hidden="true" />
                <En>{company.email.general}</En>
              </a>
            </p>
          </address>
        </Column>
      </div>
      {/* Room under the last line for the floating buttons (WhatsApp, chat, back to top): nothing ends under them. */}
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 pt-5 pb-40 text-sm text-navy-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <Filled text={t.footer.copyright} values={{ year, brand: <En>{company.name}</En> }} />
          </p>
          <LanguageSwitcher className="-ml-2.5 sm:ml-0" />
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className="hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
