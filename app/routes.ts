import { layout, route, type RouteConfig } from "@react-router/dev/routes";

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
  // E-mail updates about a shipment: the links in the confirmation and alert e-mails.
  route("/tracking-alerts/confirm", "routes/track/tracking-alerts-confirm.tsx"),
  route("/tracking-alerts/unsubscribe", "routes/track/tracking-alerts-unsubscribe.tsx"),
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
  // The staff console (CONTRACT.md "Staff console"). Open doors first: each
  // checks its own token or pending sign-in. Every page inside the layout
  // starts with the role guard (app/lib/staff-guard.server.ts).
  route("/staff/login", "routes/staff/login.tsx"),
  route("/staff/login/code", "routes/staff/login-code.tsx"),
  route("/staff/setup/:token", "routes/staff/setup.tsx"),
  route("/staff/invite/:token", "routes/staff/invite.tsx"),
  layout("routes/staff/layout.tsx", [
    route("/staff", "routes/staff/home.tsx"),
    route("/staff/leads", "routes/staff/leads.tsx"),
    route("/staff/leads/export.csv", "routes/staff/leads-export.ts"),
    route("/staff/leads/:id", "routes/staff/lead.tsx"),
    route("/staff/applications", "routes/staff/applications.tsx"),
    route("/staff/applications/:id", "routes/staff/application.tsx"),
    route("/staff/applications/:id/resume", "routes/staff/resume.ts"),
    route("/staff/erasure", "routes/staff/erasure.tsx"),
    route("/staff/accounts", "routes/staff/accounts.tsx"),
    route("/staff/audit", "routes/staff/audit.tsx"),
    route("/staff/jobs", "routes/staff/jobs.tsx"),
    route("/staff/jobs/new", "routes/staff/job-new.tsx"),
    route("/staff/jobs/:id", "routes/staff/job-edit.tsx"),
    route("/staff/shipments", "routes/staff/shipments.tsx"),
    route("/staff/shipments/:lrno", "routes/staff/shipment.tsx"),
    route("/staff/outbox", "routes/staff/outbox.tsx"),
    route("/staff/account", "routes/staff/account.tsx"),
    route("/staff/account/two-factor", "routes/staff/two-factor.tsx"),
    route("/staff/sign-out", "routes/staff/sign-out.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
