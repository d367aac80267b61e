/**
 * The public pages of spec section 2: where they live and what they are
 * called. Titles, descriptions, headings and introductions are content, so
 * the route modules stay thin. `prerender` marks pages whose HTML does not
 * depend on the request (docs/decisions/004-prerendering.md).
 */
import { marketingPages } from "./marketing-pages";
import { page, type PageInfo } from "./page-info";

export type { PageInfo };

export const pages = {
  ...marketingPages,
  career: page(
    "/join-us/career",
    "Careers",
    "Careers at Sahyadri Interlink Logistics",
    "Build your career in logistics. See our current openings and apply online.",
    "Join 5,500+ people who keep India's goods moving. See our current openings and apply online.",
    false,
  ),
  clientRegistration: page(
    "/join-us/client-registration",
    "Client Registration",
    "Client Registration",
    "Register your business as a client to book pickups, get contract rates and track every consignment.",
    "Register your business to book pickups, get contract rates and track every consignment.",
    false,
  ),
  franchise: page(
    "/join-us/franchise",
    "Franchise Enquiry",
    "Become a Franchise Partner",
    "Grow with us: register your interest in a Sahyadri Interlink Logistics franchise in your city.",
    "Grow with us. Tell us about your business and the city you want to serve.",
    false,
  ),
  contactUs: page(
    "/contact-us",
    "Contact Us",
    "Contact Us",
    "Call, e-mail or write to us, or visit our office in Vasai East, Palghar. Our team answers 24/7.",
    "Questions about a shipment, a rate or a partnership? Write to us and we will reply soon.",
    false,
  ),
  getAQuote: page(
    "/get-a-quote",
    "Get a Quote",
    "Get a Quote",
    "Tell us what you are shipping and where. We will send you a quote within 24 hours.",
    "Tell us what you are shipping and where. We will contact you within 24 hours.",
    false,
  ),
  requestQuote: page(
    "/request-quote",
    "Request a Custom Quote",
    "Request a Custom Quote",
    "Need something special? Request a custom quote for your freight, courier or warehousing needs.",
    "Need something special? Describe your shipment and we will build a quote for it.",
    false,
  ),
  pickupRequest: page(
    "/pickup-request",
    "Request a Pickup",
    "Request a Pickup",
    "Book a pickup from your door: choose a date, the number of boxes and the load type.",
    "Book a pickup from your door in a minute.",
    false,
  ),
  trackShipment: page(
    "/track-shipment",
    "Track & Trace",
    "Track & Trace",
    "Track your shipment by LR number, see every step of its journey and download the proof of delivery.",
    "Enter your LR number to see where your shipment is.",
    false,
  ),
  trackShipmentV2: page(
    "/track-shipment-v2",
    "Tracking",
    "Shipment Tracking",
    "Where your shipment is now and every step it has taken.",
    "Where your shipment is now and every step it has taken.",
    false,
  ),
  support: page(
    "/support",
    "Help Centre",
    "Help Centre",
    "Answers about shipment status, delivery details, returns and refunds, and how to reach our support team.",
    "Answers to the questions we hear most. Still stuck? Call or e-mail us.",
  ),
  testimonials: page(
    "/testimonials",
    "Testimonials",
    "What Our Customers Say",
    "Read what shippers and businesses across India say about Sahyadri Interlink Logistics.",
    "Shippers and businesses across India on working with us.",
  ),
  privacyPolicy: page(
    "/privacy-policy",
    "Privacy Policy",
    "Privacy Policy",
    "How Sahyadri Interlink Logistics collects, uses and protects your personal information.",
    "How we collect, use and protect your personal information.",
  ),
  terms: page(
    "/terms-and-conditions",
    "Terms and Conditions",
    "Terms and Conditions",
    "The terms that apply when you use our website and ship with Sahyadri Interlink Logistics.",
    "The terms that apply when you use our website and ship with us.",
  ),
  grievance: page(
    "/grievance",
    "Grievance Redressal",
    "Grievance Officer",
    "A problem we have not solved? How to reach our grievance officer, what we promise, and where to go next.",
    "A problem with a shipment that customer care has not solved? Here is who to contact, in what order, and how soon we answer.",
  ),
} satisfies Record<string, PageInfo>;

export const prerenderedPaths: string[] = Object.values(pages)
  .filter((p) => p.prerender)
  .map((p) => p.path);

/** Public routes for the sitemap and the per-route tests (dynamic ones excluded). */
export const publicPaths: string[] = Object.values(pages)
  .filter((p) => p !== pages.trackShipmentV2)
  .map((p) => p.path)
  // Its page info lives with its content, out of the JavaScript every page loads (the home page's budget).
  .concat("/delivery-check")
  // Customer care's pages keep their page info with their content (core/content/support.ts).
  .concat("/support/request", "/support/ticket");
