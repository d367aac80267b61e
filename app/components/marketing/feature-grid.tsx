import type { ServiceFeature } from "@core/content/service-details";
import type { SectionText } from "@core/content/home";
import { SectionHeading } from "./section-heading";

/** The six features of a service, numbered. */
export function FeatureGrid({
  text,
  features,
}: {
  text: SectionText;
  features: readonly ServiceFeature[];
}) {
  return (
    <section aria-labelledby="features-title" className="bg-white py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading id="features-title" text={text} />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature, i) => (
            <li key={feature.title} className="rounded-card border border-navy-100 bg-paper p-6">
              <span
                className="text-sm font-extrabold tracking-[0.14em] text-saffron-700"
                aria-hidden="true"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 text-lg font-extrabold text-navy-900">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{feature.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
