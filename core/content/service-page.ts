/**
 * The words around each service page's own content (service-details.ts): the
 * call to action, section headings and the shared blocks (spec section 2,
 * Service pages).
 */
import { defineTexts } from "../texts";
import { figures } from "./company";
import type { Stat } from "./coverage";
import { serviceCta } from "./services";

export const servicePageText = {
  overviewEyebrow: "Overview",
  overviewTitle: "How {name} works",
  idealForTitle: "Ideal for",
  featuresEyebrow: "What you get",
  featuresTitle: "Why choose {name} with us",
  billingEyebrow: "Billing options",
  featuresText: "Six reasons shippers across India choose this service.",
  networkEyebrow: "Our network",
  networkTitle: "One network behind every service",
  otherServicesEyebrow: "More services",
  otherServicesTitle: "Explore our other services",
  otherServicesText:
    "Most of our customers use more than one. All of them share the same tracking and support.",
} as const;

export const networkStats: readonly Stat[] = [
  { value: figures.trucks, label: "GPS-enabled trucks" },
  { value: figures.staff, label: "Trained staff" },
  { value: figures.onTime, label: "Shipments on time" },
  { value: figures.support, label: "Customer support" },
];

/** The grid of six services on /services. */
export const servicesSection = {
  eyebrow: "Choose your service",
  title: "Six ways to move your goods",
  text: "Pick the service that fits your load, your deadline and your budget. Every one runs on the same tracked network.",
};

/** What Hindi and Marathi translate (core/content/hi/service-page.ts, core/content/mr/service-page.ts). */
export const texts = defineTexts("service-page", {
  ...servicePageText,
  /** The breadcrumb's middle step. */
  parentLabel: "Services",
  /** The call to action under the page's introduction; the hidden words follow its label for screen readers. */
  cta: serviceCta,
  ctaHidden: "for {name}",
  networkStats,
  servicesSection,
});
