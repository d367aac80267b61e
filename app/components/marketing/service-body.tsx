import { streamlineActions, streamlineBanner } from "~/content/home";
import { serviceDetails } from "~/content/service-details";
import { networkStats, servicePageText as text } from "~/content/service-page";
import { services } from "~/content/services";
import { BillingOptions } from "./billing-options";
import { CtaBanner } from "./cta-banner";
import { FeatureGrid } from "./feature-grid";
import { OtherServices } from "./other-services";
import { ServiceOverview } from "./service-overview";
import { StatStrip } from "./stat-strip";

/**
 * A service page below its banner (spec section 2, Service pages): overview,
 * feature grid, billing options where they belong, then the shared blocks.
 */
export function ServiceBody({ slug }: { slug?: string }) {
  const service = services.find((s) => s.slug === slug) ?? services[0]!;
  const detail = serviceDetails[service.slug];
  return (
    <>
      <ServiceOverview detail={detail} name={service.fullName} />
      <FeatureGrid
        text={{
          eyebrow: text.featuresEyebrow,
          title: text.featuresTitle(service.fullName),
          text: text.featuresText,
        }}
        features={detail.features}
      />
      {detail.billing && <BillingOptions billing={detail.billing} />}
      <StatStrip title={text.networkTitle} stats={networkStats} />
      <OtherServices items={services.filter((s) => s !== service)} />
      <CtaBanner
        id="service-cta-title"
        title={streamlineBanner.title}
        text={streamlineBanner.text}
        primary={streamlineActions.quote}
        secondary={streamlineActions.track}
      />
    </>
  );
}
