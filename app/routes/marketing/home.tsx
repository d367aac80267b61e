import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { HelpContacts } from "~/components/ui/help-contacts";
import { company, figures } from "~/content/company";
import { pages } from "~/content/routes";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(pages.home);

const stats = [
  { value: `${figures.yearsExperience}+`, label: "years on the road" },
  { value: String(figures.states), label: "states covered" },
  { value: figures.pincodes, label: "pin codes served" },
  { value: figures.onTime, label: "on-time delivery" },
];

export default function Home() {
  return (
    <>
      <section className="relative overflow-hidden bg-navy-900 text-white">
        <div className="container-page relative grid gap-10 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:py-24">
          <div>
            <p className="text-sm font-bold tracking-[0.16em] text-saffron-300 uppercase">
              Road freight · Courier · Warehousing
            </p>
            <h1 className="mt-4 text-display font-extrabold tracking-tight text-balance">{company.tagline}</h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-navy-100">{pages.home.intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/services" className="btn-primary">
                Get Started Now
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Link to="/about-us" className="btn-outline text-white">
                Learn More
              </Link>
            </div>
          </div>
          {/* The Track Your Shipment card lands here with the tracking issue. */}
          <dl className="grid grid-cols-2 gap-4">
            {stats.map((s) => (
              <div key={s.label} className="rounded-card border border-white/10 bg-white/5 p-5">
                <dt className="text-sm text-navy-200">{s.label}</dt>
                <dd className="mt-1 text-3xl font-extrabold text-saffron-300">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <HelpContacts />
    </>
  );
}
