import {
  ArrowRight,
  Building2,
  CalendarClock,
  Calculator,
  LogIn,
  type IconComponent,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/local-link";
import { texts } from "@core/content/home";
import { useTexts } from "~/lib/texts";

const icons: Record<string, IconComponent> = {
  "/pickup-request": CalendarClock,
  "/get-a-quote": Calculator,
  "/join-us": Building2,
};

/**
 * Home section 2: Pickup Request, Get a Quote and Business Account, each to
 * its page; the Business Account card also leads a business that has an
 * account to its sign-in (CONTRACT.md "Business accounts", where).
 */
export function QuickActions() {
  const { quickActions, quickActionsLabel, businessSignIn } = useTexts(texts);
  return (
    <section
      aria-label={quickActionsLabel}
      className="container-page relative z-10 pt-10 lg:-mt-12 lg:pt-0"
    >
      <ul className="grid gap-4 md:grid-cols-3 lg:gap-6">
        {quickActions.map((card) => {
          const Icon = icons[card.href] ?? ArrowRight;
          return (
            <li
              key={card.href}
              className="group relative flex gap-4 rounded-card border border-navy-100 bg-white p-5 shadow-card transition-shadow hover:shadow-lift sm:p-6"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-saffron-100 text-saffron-800 transition-colors group-hover:bg-saffron-400 group-hover:text-navy-950">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h2 className="text-lg font-extrabold text-navy-900">
                  <Link to={card.href} className="after:absolute after:inset-0 after:rounded-card">
                    {card.title}
                  </Link>
                </h2>
                <p className="mt-1 leading-relaxed text-muted">{card.text}</p>
                {card.href === "/join-us" ? (
                  // Above the card's stretched link, so it can be clicked on its own.
                  <Link
                    to="/business/login"
                    className="relative z-10 mt-2 inline-flex items-center gap-1 text-sm font-bold text-navy-700 underline decoration-navy-300 underline-offset-4 hover:text-navy-900"
                  >
                    <LogIn className="size-4" aria-hidden="true" />
                    {businessSignIn}
                  </Link>
                ) : null}
              </div>
              <ArrowRight
                className="ml-auto size-5 shrink-0 self-center text-navy-400 transition-transform group-hover:translate-x-1 group-hover:text-navy-800"
                aria-hidden="true"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
