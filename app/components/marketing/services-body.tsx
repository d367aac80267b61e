import { texts as pageTexts } from "@core/content/service-page";
import { texts as streamlineTexts } from "@core/content/streamline";
import { useTexts } from "~/lib/texts";
import { useServices } from "~/lib/use-services";
import { CoverageBlock } from "./coverage-block";
import { CtaBanner } from "./cta-banner";
import { DeliveryCheck } from "./delivery-check";
import { SectionHeading } from "./section-heading";
import { ServiceGrid } from "./service-grid";

/** /services below its banner: coverage with the map of India, the six services, a call to action. */
export function ServicesBody() {
  const services = useServices();
  const { servicesSection } = useTexts(pageTexts);
  const { banner, actions } = useTexts(streamlineTexts);
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
        title={banner.title}
        text={banner.text}
        primary={actions.quote}
        secondary={actions.track}
      />
    </>
  );
}
