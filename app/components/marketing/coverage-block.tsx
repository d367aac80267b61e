import { IndiaMap } from "~/components/illustrations/india-map";
import { texts } from "@core/content/coverage";
import { useTexts } from "~/lib/texts";
import { SectionHeading } from "./section-heading";

/** The coverage block of /services: the network in figures, with the map of India. */
export function CoverageBlock() {
  const coverage = useTexts(texts);
  return (
    <section aria-labelledby="coverage-title" className="bg-white py-16 lg:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="coverage-title" text={coverage} />
          <dl className="mt-10 grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {coverage.stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-card border border-navy-100 bg-navy-50 p-5"
              >
                <dt className="order-2 mt-1 font-semibold text-muted">{stat.label}</dt>
                <dd className="order-1 text-4xl font-extrabold tracking-tight text-navy-900">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative mx-auto w-full max-w-lg">
          <div
            className="absolute inset-8 rounded-full bg-saffron-100/60 blur-3xl"
            aria-hidden="true"
          />
          <IndiaMap className="relative h-auto w-full" />
        </div>
      </div>
    </section>
  );
}
