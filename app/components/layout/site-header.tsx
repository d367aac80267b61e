import { ChevronDown, Globe, Mail, Menu, Phone, X } from "~/components/ui/icons";
import { useRef } from "react";
import { Link, NavLink } from "~/components/ui/local-link";
import { En } from "~/components/ui/en";
import { BrandIcon, type BrandIconName } from "~/components/ui/brand-icons";
import { company } from "@core/content/company";
import { texts as layoutTexts } from "@core/content/layout";
import { texts as navigationTexts, type NavItem } from "@core/content/navigation";
import { fill } from "@core/texts";
import { useTextsOrEnglish } from "~/lib/texts";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { useCloseMenus } from "./use-close-menus";

const socialIcon: Record<string, BrandIconName> = {
  Facebook: "facebook",
  X: "x",
  LinkedIn: "linkedin",
};

function TopStrip() {
  const t = useTextsOrEnglish(layoutTexts).header;
  return (
    <div className="bg-navy-950 text-navy-100">
      <div className="container-page flex min-h-10 flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1.5 text-sm">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <a
            href={`tel:${company.phone.tel}`}
            className="flex items-center gap-1.5 hover:text-white"
          >
            <Phone className="size-3.5 text-saffron-300" aria-hidden="true" />
            <En>{company.phone.display}</En>
          </a>
          <a
            href={`mailto:${company.email.general}`}
            className="flex items-center gap-1.5 hover:text-white"
          >
            <Mail className="size-3.5 text-saffron-300" aria-hidden="true" />
            <En>{company.email.general}</En>
          </a>
        </div>
        <div className="flex items-center gap-4">
          <span className="hidden items-center gap-1.5 sm:flex">
            <Globe className="size-3.5 text-saffron-300" aria-hidden="true" />
            {t.globalSupport}
          </span>
          <LanguageSwitcher />
          <ul className="flex items-center gap-1" aria-label={t.socialLabel}>
            {company.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  className="grid size-8 place-items-center rounded-full hover:bg-white/10 hover:text-white"
                  aria-label={fill(t.socialLink, { brand: company.shortName, network: s.name })}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <BrandIcon name={socialIcon[s.name] ?? "x"} className="size-3.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-[0.95rem] font-semibold transition-colors hover:text-saffron-700 ${
    isActive ? "text-saffron-700" : "text-navy-900"
  }`;

function DesktopItem({ item }: { item: NavItem }) {
  if ("href" in item) {
    return (
      <li>
        <NavLink to={item.href} className={linkClass} prefetch="intent">
          {item.label}
        </NavLink>
      </li>
    );
  }
  return (
    <li>
      <details name="main-nav" className="group relative">
        <summary className="flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-semibold text-navy-900 hover:text-saffron-700">
          {item.label}
          <ChevronDown
            className="size-4 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <ul className="absolute top-full left-0 z-40 mt-2 min-w-64 rounded-xl border border-navy-100 bg-white p-2 shadow-lift">
          {item.children.map((child) => (
            <li key={child.href}>
              <NavLink
                to={child.href}
                end
                prefetch="intent"
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-navy-50 hover:text-navy-900 ${
                    isActive ? "bg-navy-50 text-saffron-700" : "text-navy-800"
                  }`
                }
              >
                {child.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

function MobileMenu() {
  const t = useTextsOrEnglish(layoutTexts).header;
  const { mainNav } = useTextsOrEnglish(navigationTexts);
  return (
    <details className="group/menu @5xl:hidden">
      <summary
        className="grid size-11 place-items-center rounded-lg text-navy-900 hover:bg-navy-50"
        aria-label={t.menu}
      >
        <Menu className="size-6 group-open/menu:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open/menu:block" aria-hidden="true" />
      </summary>
      <nav
        aria-label={t.mobileNavLabel}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-navy-100 bg-white shadow-lift"
      >
        <ul className="container-page flex flex-col py-3">
          {mainNav.map((item) =>
            "href" in item ? (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  className="block rounded-lg px-3 py-3 font-semibold text-navy-900 hover:bg-navy-50"
                >
                  {item.label}
                </NavLink>
              </li>
            ) : (
              <li key={item.id}>
                <details className="group/sub">
                  <summary className="flex items-center justify-between rounded-lg px-3 py-3 font-semibold text-navy-900 hover:bg-navy-50">
                    {item.label}
                    <ChevronDown
                      className="size-5 transition-transform group-open/sub:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <ul className="mb-2 ml-3 border-l-2 border-saffron-300 pl-2">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <NavLink
                          to={child.href}
                          end
                          className="block rounded-lg px-3 py-2.5 text-navy-800 hover:bg-navy-50"
                        >
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ),
          )}
          <li className="mt-3 grid grid-cols-2 gap-3 px-1 pb-2">
            <Link to="/get-a-quote" className="btn-primary">
              {t.mobileGetQuote}
            </Link>
            <Link to="/track-shipment" className="btn-dark">
              {t.mobileTrackPackage}
            </Link>
          </li>
          <li className="border-t border-navy-100 px-1 pt-3 pb-2">
            <LanguageSwitcher tone="light" />
          </li>
        </ul>
      </nav>
    </details>
  );
}

export function SiteHeader() {
  const t = useTextsOrEnglish(layoutTexts).header;
  const { mainNav } = useTextsOrEnglish(navigationTexts);
  const ref = useRef<HTMLElement>(null);
  useCloseMenus(ref);
  // Container queries in rem, not media queries: with the visitor's text at 200 %
  // the full menu needs twice the width, so the compact header takes over (WCAG 1.4.4).
  return (
    <header ref={ref} className="@container relative z-30">
      <TopStrip />
      <div className="border-b border-navy-100 bg-white">
        <div className="container-page relative flex h-16 items-center justify-between gap-4 @5xl:h-20">
          <Link
            to="/"
            aria-label={fill(t.homeLink, { brand: company.name })}
            className="shrink-0 rounded-lg"
          >
            <Logo />
          </Link>
          <nav aria-label={t.mainNavLabel} className="hidden @5xl:block">
            <ul className="flex items-center gap-1">
              {mainNav.map((item) => (
                <DesktopItem key={"href" in item ? item.href : item.id} item={item} />
              ))}
            </ul>
          </nav>
          <div className="hidden items-center gap-3 @5xl:flex">
            <Link to="/get-a-quote" className="btn-primary">
              {t.getQuote}
            </Link>
            <Link to="/track-shipment" className="btn-dark">
              {t.trackPackage}
            </Link>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
