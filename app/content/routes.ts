/**
 * The public pages of spec section 2: where they live and what they are
 * called. Titles, descriptions, headings and introductions are content, so
 * the route modules stay thin. `prerender` marks pages whose HTML does not
 * depend on the request (docs/decisions/004-prerendering.md).
 */
export type PageInfo = {
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  prerender: boolean;
};

const suffix = " | Sahyadri Interlink Logistics";

function page(
  path: string,
  title: string,
  heading: string,
  description: string,
  intro: string,
  prerender = true,
): PageInfo {
  return { path, title: title + suffix, heading, description, intro, prerender };
}

export const pages = {
  home: page(
    "/",
    "Road Freight, Courier and Warehousing across India",
    "It is our responsibility to deliver goods on time.",
    "Part and full truck loads, courier, warehousing and express delivery to 18,000+ pin codes in 29 states. Track your shipment by LR number.",
    "Road freight and courier across 29 states and 18,000+ pin codes, with 300+ GPS-enabled trucks and 24/7 support.",
  ),
  aboutUs: page(
    "/about-us",
    "About Us",
    "About Sahyadri Interlink Logistics",
    "22+ years of moving India's goods on time: our mission, our vision, our network and the people who lead it.",
    "For more than 22 years we have moved goods for shippers big and small, across 29 states, on time.",
  ),
  services: page(
    "/services",
    "Our Services",
    "Our Services",
    "PTL, LTL, FTL, courier logistics, warehousing and express delivery across 29 states and 18,000+ pincodes.",
    "Six ways to move your goods, one network: 29 states, 18,000+ pincodes reached daily and 100,000+ shipments handled every month.",
  ),
  ptl: page(
    "/services/ptl",
    "Part Truck Load (PTL)",
    "Part Truck Load (PTL)",
    "Share a truck and pay only for the space you use. Part truck load across India with tracking at every hub.",
    "Share a truck and pay only for the space your goods take, with the safety of a dedicated vehicle.",
  ),
  ltl: page(
    "/services/ltl",
    "Less Than Truckload (LTL)",
    "Less Than Truckload (LTL)",
    "Less than truckload freight through our hub network: consolidated, cost-effective, tracked at every hub.",
    "Pallets, cartons and cases moved through our hub network, consolidated for cost and tracked at every hub.",
  ),
  ftl: page(
    "/services/ftl",
    "Full Truck Load (FTL)",
    "Full Truck Load (FTL)",
    "A dedicated GPS-enabled truck for your goods, dock to destination, anywhere in India.",
    "A dedicated GPS-enabled truck from your dock to the destination, with no transhipment on the way.",
  ),
  cl: page(
    "/services/cl",
    "Courier Logistics",
    "Courier Logistics",
    "Door-to-door courier for documents and parcels across 18,000+ pin codes, with COD and live tracking.",
    "Documents and parcels picked up from your door and delivered across 18,000+ pin codes.",
  ),
  warehousing: page(
    "/services/warehousing",
    "Warehousing",
    "Warehousing",
    "Secure, managed warehousing with inventory control, pick-pack and dispatch from 25 million sq ft of space.",
    "Secure, managed storage with inventory control, pick-pack and dispatch.",
  ),
  express: page(
    "/services/express-delivery",
    "Express Delivery",
    "Express Delivery",
    "Time-critical shipments on priority lanes with committed delivery windows and live tracking.",
    "Time-critical shipments on priority lanes, with committed delivery windows and live tracking.",
  ),
  joinUs: page(
    "/join-us",
    "Business Account",
    "Open a Business Account",
    "Ship with us as a business client, become a franchise partner or store your stock with us.",
    "Ship regularly? Open a business account, become a franchise partner or store your stock with us.",
  ),
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
    "Call, e-mail or write to us. Our team answers 24/7.",
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
    "Track your shipment by LR number and download the proof of delivery.",
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
} satisfies Record<string, PageInfo>;

export const prerenderedPaths: string[] = Object.values(pages)
  .filter((p) => p.prerender)
  .map((p) => p.path);

/** Public routes for the sitemap and the per-route tests (dynamic ones excluded). */
export const publicPaths: string[] = Object.values(pages)
  .filter((p) => p !== pages.trackShipmentV2)
  .map((p) => p.path);
