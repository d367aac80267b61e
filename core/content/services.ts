import { defineTexts } from "../texts";

/** The six services of spec section 1, in the order the site lists them. */
export type Service = {
  slug: "ptl" | "ltl" | "ftl" | "cl" | "warehousing" | "express-delivery";
  /** The value the quote form sends (spec section 3). */
  quoteValue: "ptl" | "ltl" | "ftl" | "cl" | "warehousing" | "express";
  title: string;
  fullName: string;
  description: string;
  href: string;
};

export const services: readonly Service[] = [
  {
    slug: "ptl",
    quoteValue: "ptl",
    title: "PTL",
    fullName: "Part Truck Load",
    description:
      "Share a truck and pay only for the space your goods take. Ideal for regular mid-size consignments between cities.",
    href: "/services/ptl",
  },
  {
    slug: "ltl",
    quoteValue: "ltl",
    title: "LTL",
    fullName: "Less Than Truckload",
    description:
      "Pallets, cartons and cases moved through our hub network, consolidated for cost and tracked at every hub.",
    href: "/services/ltl",
  },
  {
    slug: "ftl",
    quoteValue: "ftl",
    title: "FTL",
    fullName: "Full Truck Load",
    description:
      "A dedicated GPS-enabled truck from your dock to the destination, with no transhipment on the way.",
    href: "/services/ftl",
  },
  {
    slug: "cl",
    quoteValue: "cl",
    title: "Courier Logistics",
    fullName: "Courier Logistics",
    description:
      "Documents and parcels picked up from your door and delivered across 18,000+ pin codes.",
    href: "/services/cl",
  },
  {
    slug: "warehousing",
    quoteValue: "warehousing",
    title: "Warehousing",
    fullName: "Warehousing",
    description:
      "Secure, managed storage with inventory control, pick-pack and dispatch from 25 million sq ft of space.",
    href: "/services/warehousing",
  },
  {
    slug: "express-delivery",
    quoteValue: "express",
    title: "Express Delivery",
    fullName: "Express Delivery",
    description:
      "Time-critical shipments on priority lanes, with committed delivery windows and live tracking.",
    href: "/services/express-delivery",
  },
];

/** "Part Truck Load (PTL)", or the one name a service has ("Warehousing"). */
export function serviceName(service: Service): string {
  return service.fullName === service.title
    ? service.title
    : `${service.fullName} (${service.title})`;
}

/** The call to action at the top of each service page (spec section 2, Service pages). */
export const serviceCta = { label: "Get a Quote", href: "/get-a-quote" } as const;

/** The footer lists services by full name in this order (spec section 2, Footer). */
export const footerServiceOrder: readonly Service["slug"][] = [
  "ltl",
  "ptl",
  "ftl",
  "cl",
  "warehousing",
  "express-delivery",
];

/** The services' words (core/content/hi/services.ts, core/content/mr/services.ts), in the order of `services`. */
export const texts = defineTexts("services", {
  services: services.map(({ title, fullName, description }) => ({ title, fullName, description })),
  /** The link of each service card. */
  knowMore: "Know More",
  /** Read by screen readers after "Know More". */
  knowMoreHidden: "about {name}",
});
