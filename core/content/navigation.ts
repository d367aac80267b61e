import { defineTexts } from "../texts";
import { footerServiceOrder, services } from "./services";

export type NavLink = { label: string; href: string };
export type NavItem = NavLink | { label: string; id: string; children: readonly NavLink[] };

/** Main navigation (spec section 2, Header). */
export const mainNav: readonly NavItem[] = [
  { label: "About Us", href: "/about-us" },
  {
    label: "Services",
    id: "services",
    children: [
      { label: "All Services", href: "/services" },
      ...services.map((s) => ({
        label: s.fullName === s.title ? s.title : `${s.fullName} (${s.title})`,
        href: s.href,
      })),
    ],
  },
  {
    label: "Join Us",
    id: "join-us",
    children: [
      { label: "Careers", href: "/join-us/career" },
      { label: "Client", href: "/join-us/client-registration" },
      { label: "Franchise", href: "/join-us/franchise" },
    ],
  },
  { label: "Contact", href: "/contact-us" },
];

/** Footer quick links (spec section 2, Footer). */
export const footerQuickLinks: readonly NavLink[] = [
  { label: "About Us", href: "/about-us" },
  { label: "Services", href: "/services" },
  { label: "Track Shipment", href: "/track-shipment" },
  { label: "Get a Quote", href: "/get-a-quote" },
  { label: "Contact", href: "/contact-us" },
  // CONTRACT.md "Customer care": raising a request is linked from every footer.
  { label: "Raise a Request", href: "/support/request" },
];

export const legalLinks: readonly NavLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms & Conditions", href: "/terms-and-conditions" },
  // CONTRACT.md "Customer care": the grievance officer is linked in every footer.
  { label: "Grievance Officer", href: "/grievance" },
];

/** The footer's services, in the order of spec section 2. */
export const footerServices: readonly NavLink[] = footerServiceOrder.map((slug) => {
  const service = services.find((s) => s.slug === slug)!;
  return { label: service.fullName, href: service.href };
});

/** What Hindi and Marathi translate (core/content/hi/navigation.ts, core/content/mr/navigation.ts). */
export const texts = defineTexts("navigation", {
  mainNav,
  footerQuickLinks,
  footerServices,
  legalLinks,
});
