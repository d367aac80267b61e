import { texts } from "@core/content/home";
import { texts as streamlineTexts } from "@core/content/streamline";
import { testimonials, texts as testimonialTexts } from "@core/content/testimonials";
import { useTexts } from "~/lib/texts";
import { BusinessSegments } from "./business-segments";
import { Commitments } from "./commitments";
import { CtaBanner } from "./cta-banner";
import { DeliveryCheck } from "./delivery-check";
import { OrganizationJsonLd } from "./json-ld";
import { QuickActions } from "./quick-actions";
import { ServicesCarousel } from "./services-carousel";
import { TestimonialSlider } from "./testimonial-slider";

/*
 * Home sections 2 to 7 of spec section 2, in four parts that the home route
 * hydrates separately (routes/marketing/home.tsx); one module, one download.
 */

/** Section 2, and the company's JSON-LD (in the body, so its code loads here). */
export function HomeStart() {
  return (
    <>
      <OrganizationJsonLd />
      <QuickActions />
      <div className="container-page pb-12 lg:pb-16">
        <DeliveryCheck />
      </div>
    </>
  );
}

/** Section 3. */
export function HomeServices() {
  return <ServicesCarousel text={useTexts(texts).homeSections.services} />;
}

/** Sections 4 to 6. */
export function HomeMiddle() {
  const { banner, actions } = useTexts(streamlineTexts);
  return (
    <>
      <BusinessSegments />
      <Commitments />
      <CtaBanner
        id="streamline-title"
        title={banner.title}
        text={banner.text}
        primary={actions.quote}
        secondary={actions.track}
      />
    </>
  );
}

/** Section 7. */
export function HomeTestimonials() {
  const { homeSections } = useTexts(texts);
  const { items } = useTexts(testimonialTexts);
  const local = testimonials.map((t, i) => ({ ...t, ...items[i] }));
  return <TestimonialSlider text={homeSections.testimonials} items={local} />;
}
