/**
 * Text of the home page sections (spec section 2, Home). The hero and the
 * testimonials come from company.ts and testimonials.ts.
 */
import { defineTexts } from "../texts";
import { figures } from "./company";
import { streamlineActions, streamlineBanner } from "./streamline";

export { streamlineActions, streamlineBanner };

export type LinkCard = { title: string; text: string; href: string };

export type Commitment = { title: string; text: string };

/** Section 2: the three cards under the hero. */
export const quickActions: readonly LinkCard[] = [
  {
    title: "Pickup Request",
    text: "Book a pickup from your door at a date and time that suits you.",
    href: "/pickup-request",
  },
  {
    title: "Get a Quote",
    text: "Tell us what you are sending and where, and we reply within 24 hours.",
    href: "/get-a-quote",
  },
  {
    title: "Business Account",
    text: "Open an account for regular shipping, easy billing and COD.",
    href: "/join-us",
  },
];

/** Section 4: Simplifying Logistics for Every Business. */
export const businessSegments: readonly LinkCard[] = [
  {
    title: "D2C Logistics",
    text: "Move stock from your factory to warehouses and marketplaces in cartons or pallets, tracked at every hub.",
    href: "/services/ltl",
  },
  {
    title: "Personal Parcel Delivery",
    text: "Send a parcel or documents to family, friends or customers. We pick it up from your door and deliver across India.",
    href: "/services/cl",
  },
  {
    title: "Smart Warehousing",
    text: "Store your goods with us. We keep count, pack your orders and dispatch them on time.",
    href: "/services/warehousing",
  },
];

/** Section 5: Our Commitment to Excellence, in display order. */
export const commitments: readonly Commitment[] = [
  {
    title: "Secure & Reliable",
    text: "Your goods travel in GPS-tracked trucks and are scanned at every hub.",
  },
  {
    title: "Cost Effective",
    text: "Pay only for the space you use, with clear prices agreed before pickup.",
  },
  {
    title: "Expert Team",
    text: `${figures.staff} trained people plan, load and deliver your shipments every day.`,
  },
  {
    title: "Smart Technology",
    text: "Track any shipment online with its LR number and download the proof of delivery.",
  },
  {
    title: "24/7 Support",
    text: "Our support team is ready to help you at any hour, every day of the year.",
  },
];

export type SectionText = { eyebrow: string; title: string; text: string };

/** Headings of the home sections below the hero, in the spec's order. */
export const homeSections = {
  services: {
    eyebrow: "What we do",
    title: "Our Services",
    text: "Six ways to move your goods on one network, from a single parcel to a full truck.",
  },
  segments: {
    eyebrow: "Who we help",
    title: "Simplifying Logistics for Every Business",
    text: "Whether you sell online, send a parcel home or need space for your stock, we have a service built for it.",
  },
  commitments: {
    eyebrow: "Why choose us",
    title: "Our Commitment to Excellence",
    text: "Five promises we keep on every shipment.",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What Our Customers Say",
    text: "Shippers across India on working with us.",
  },
} satisfies Record<string, SectionText>;

export const allTestimonialsLink = {
  label: "Read all testimonials",
  href: "/testimonials",
} as const;

/** What Hindi and Marathi translate (core/content/hi/home.ts, core/content/mr/home.ts). */
export const texts = defineTexts("home", {
  /** Section 1: the hero; its heading is company.tagline and its introduction the home page's. */
  hero: {
    eyebrow: "Road freight · Courier · Warehousing",
    getStarted: "Get Started Now",
    learnMore: "Learn More",
    /** Read by screen readers after "Learn More". */
    learnMoreHidden: "about us",
    trackTitle: "Track Your Shipment",
    trackText: "Enter the LR number from your consignment note to see where your shipment is.",
    trackPlaceholder: "e.g. LR123456789",
    trackButton: "Track Now",
    lrHelpQuestion: "Cannot find your LR number?",
    lrHelpLink: "Where to look",
  },
  quickActionsLabel: "Start here",
  quickActions,
  /** Under the Business Account card: the portal's way in for a business that has one. */
  businessSignIn: "Sign in to your business account",
  businessSegments,
  /** The link of each segment card: "Explore D2C Logistics". */
  exploreSegment: "Explore {title}",
  commitments,
  homeSections,
  allTestimonialsLink,
});
