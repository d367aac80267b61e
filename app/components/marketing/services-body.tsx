import { streamlineActions, streamlineBanner } from "~/content/home";
import { servicesSection } from "~/content/service-page";
import { services } from "~/content/services";
import { CoverageBlock } from "./coverage-block";
import { CtaBanner } from "./cta-banner";
import { DeliveryCheck } from "./delivery-check";
import { SectionHeading } from "./section-heading";
import { ServiceGrid } from "./service-grid";

/** /services below its banner: coverage with the map of India, the six services, a call to action. */
export function ServicesBody() {
  return (
    <>
      <CoverageBlock />
      <div className="container-page pb-4">
        <DeliveryCheck />
      </div>
      <section aria-labelledby="all-services-title" className="container-page py-16 lg:py-24">
        <SectionHeading id="all-services-title" text={servicesSection} />
        <ServiceGrid items={services} labelledBy="all-services-title" />
      </section>
      <CtaBanner
        id="services-cta-title"
        title={streamlineBanner.title}
        text={streamlineBanner.text}
        primary={streamlineActions.quote}
        secondary={streamlineActions.track}
      />
    </>
  );
}
