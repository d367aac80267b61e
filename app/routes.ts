import { route, type RouteConfig } from "@react-router/dev/routes";

/** Every URL of spec section 2, one line each. */
export default [
  route("/", "routes/marketing/home.tsx"),
  route("/about-us", "routes/marketing/about-us.tsx"),
  route("/services", "routes/marketing/services.tsx"),
  // The six service pages share one template; each is its own URL.
  route("/services/ptl", "routes/marketing/service.tsx", { id: "service-ptl" }),
  route("/services/ltl", "routes/marketing/service.tsx", { id: "service-ltl" }),
  route("/services/ftl", "routes/marketing/service.tsx", { id: "service-ftl" }),
  route("/services/cl", "routes/marketing/service.tsx", { id: "service-cl" }),
  route("/services/warehousing", "routes/marketing/service.tsx", { id: "service-warehousing" }),
  route("/services/express-delivery", "routes/marketing/service.tsx", {
    id: "service-express-delivery",
  }),
  route("/join-us", "routes/marketing/join-us.tsx"),
  route("/join-us/career", "routes/careers/career.tsx"),
  route("/join-us/career/:jobId", "routes/careers/job.tsx"),
  // The application form as a page: the dialog without JavaScript.
  route("/join-us/career/:jobId/apply", "routes/careers/apply.tsx"),
  route("/join-us/client-registration", "routes/forms/client-registration.tsx"),
  route("/join-us/franchise", "routes/forms/franchise.tsx"),
  route("/contact-us", "routes/forms/contact-us.tsx"),
  route("/get-a-quote", "routes/forms/get-a-quote.tsx"),
  route("/request-quote", "routes/forms/request-quote.tsx"),
  route("/pickup-request", "routes/forms/pickup-request.tsx"),
  route("/track-shipment", "routes/track/track-shipment.tsx"),
  route("/track-shipment-v2/:lrno", "routes/track/track-shipment-v2.tsx"),
  route("/support", "routes/marketing/support.tsx"),
  // "Do we deliver to your pincode?" answered on the server: the check on / and /services without JavaScript.
  route("/delivery-check", "routes/marketing/delivery-check.tsx"),
  route("/testimonials", "routes/marketing/testimonials.tsx"),
  route("/privacy-policy", "routes/legal/privacy-policy.tsx"),
  route("/terms-and-conditions", "routes/legal/terms-and-conditions.tsx"),
  // Files for search engines from content/routes.ts and SITE_URL: robots.txt is
  // prerendered, the sitemap rendered per request to list the open jobs.
  route("/sitemap.xml", "routes/seo/sitemap.ts"),
  route("/robots.txt", "routes/seo/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
