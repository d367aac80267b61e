import { ArrowRight } from "~/components/ui/icons";
import { ServiceArt } from "~/components/illustrations/service-art";
import { Link } from "~/components/ui/local-link";
import { texts as pageTexts } from "@core/content/service-page";
import { serviceName, texts as serviceTexts, type Service } from "@core/content/services";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";
import { SectionHeading } from "./section-heading";

/** The shared block of every service page: the five other services, compact. */
export function OtherServices({ items }: { items: readonly Service[] }) {
  const text = useTexts(pageTexts);
  const { knowMore, knowMoreHidden } = useTexts(serviceTexts);
  return (
    <section aria-labelledby="other-services-title" className="container-page py-16 lg:py-24">
      <SectionHeading
        id="other-services-title"
        text={{
          eyebrow: text.otherServicesEyebrow,
          title: text.otherServicesTitle,
          text: text.otherServicesText,
        }}
      />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {items.map((service) => (
          <li
            key={service.slug}
            className="group relative flex items-center gap-4 rounded-card border border-navy-100 bg-white p-4 shadow-card transition-shadow hover:shadow-lift lg:flex-col lg:items-stretch"
          >
            <div className="w-28 shrink-0 rounded-xl bg-navy-50 px-2 pt-3 lg:w-auto">
              <ServiceArt slug={service.slug} className="h-auto w-full" />
            </div>
            <div className="lg:px-1 lg:pb-1">
              <h3 className="font-extrabold text-navy-900">{serviceName(service)}</h3>
              <Link
                to={service.href}
                className="mt-1 inline-flex items-center gap-1.5 text-sm font-bold text-navy-700 after:absolute after:inset-0 after:rounded-card group-hover:text-navy-900"
              >
                {knowMore}
                <span className="sr-only">
                  {" "}
                  {fill(knowMoreHidden, { name: serviceName(service) })}
                </span>
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-1"
                  aria-hidden="true"
                />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
