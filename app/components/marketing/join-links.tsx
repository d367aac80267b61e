import {
  ArrowRight,
  Calculator,
  Handshake,
  LogIn,
  UserPlus,
  Warehouse,
  type IconComponent,
} from "~/components/ui/icons";
import { En, Filled } from "~/components/ui/en";
import { Link } from "~/components/ui/local-link";
import { company } from "@core/content/company";
import { businessSignIn, joinLinks, texts } from "@core/content/join-us";
import { useTexts } from "~/lib/texts";
import { SectionHeading } from "./section-heading";

const icons: Record<string, IconComponent> = {
  "/join-us/franchise": Handshake,
  "/join-us/client-registration": UserPlus,
  "/services/warehousing": Warehouse,
  "/get-a-quote": Calculator,
};

/** /join-us: franchising, client registration, warehousing and get-a-quote. */
export function JoinLinks() {
  const t = useTexts(texts);
  return (
    <section aria-labelledby="join-links-title" className="container-page py-16 lg:py-24">
      <SectionHeading id="join-links-title" text={t.joinUsSections.links} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {joinLinks.map(({ href }, i) => {
          const item = t.joinLinks[i]!;
          const Icon = icons[href] ?? ArrowRight;
          return (
            <li
              key={href}
              className="group relative flex flex-col rounded-card border border-navy-100 bg-white p-6 shadow-card transition-shadow hover:shadow-lift"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-navy-900 text-saffron-300">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-extrabold text-navy-900">{item.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted">
                <Filled text={item.text} values={{ brand: <En>{company.name}</En> }} />
              </p>
              <Link
                to={href}
                className="mt-5 inline-flex items-center gap-1.5 font-bold text-navy-700 after:absolute after:inset-0 after:rounded-card group-hover:text-navy-900"
              >
                {item.action}
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-1"
                  aria-hidden="true"
                />
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 rounded-card border border-navy-100 bg-navy-50 px-5 py-4 text-center text-navy-900">
        <span>{t.businessSignIn.text}</span>
        <Link
          to={businessSignIn.href}
          className="inline-flex items-center gap-1.5 font-bold text-navy-700 underline decoration-navy-300 underline-offset-4 hover:text-navy-900"
        >
          <LogIn className="size-4" aria-hidden="true" />
          {t.businessSignIn.action}
        </Link>
      </p>
    </section>
  );
}
