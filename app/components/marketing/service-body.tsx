import { texts as detailTexts } from "@core/content/service-details";
import { texts as pageTexts } from "@core/content/service-page";
import { texts as streamlineTexts } from "@core/content/streamline";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";
import { useServices } from "~/lib/use-services";
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
  const services = useServices();
  const text = useTexts(pageTexts);
  const { banner, actions } = useTexts(streamlineTexts);
  const service = services.find((s) => s.slug === slug) ?? services[0]!;
  const detail = useTexts(detailTexts)[service.slug];
  return (
    <>
      <ServiceOverview detail={detail} name={service.fullName} />
      <FeatureGrid
        text={{
          eyebrow: text.featuresEyebrow,
          title: fill(text.featuresTitle, { name: service.fullName }),
          text: text.featuresText,
        }}
        features={detail.features}
      />
      {detail.billing && <BillingOptions billing={detail.billing} />}
      <StatStrip title={text.networkTitle} stats={text.networkStats} />
      <OtherServices items={services.filter((s) => s !== service)} />
      <CtaBanner
        id="service-cta-title"
        title={banner.title}
        text={banner.text}
        primary={actions.quote}
        secondary={actions.track}
      />
    </>
  );
}
