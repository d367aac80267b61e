import { layout, route, type RouteConfig } from "@react-router/dev/routes";
import { LANGS, prefixOf } from "../core/i18n";

type Page = [path: string, file: string, id?: string];

/**
 * Every public URL of spec section 2, one line each. Each is also served in
 * Hindi under /hi and in Marathi under /mr by the same route module, which
 * reads the language from the URL (CONTRACT.md "Languages";
 * docs/decisions/025-languages.md).
 */
const publicPages: Page[] = [
  ["/", "routes/marketing/home.tsx"],
  ["/about-us", "routes/marketing/about-us.tsx"],
  ["/services", "routes/marketing/services.tsx"],
  // The six service pages share one template; each is its own URL.
  ["/services/ptl", "routes/marketing/service.tsx", "service-ptl"],
  ["/services/ltl", "routes/marketing/service.tsx", "service-ltl"],
  ["/services/ftl", "routes/marketing/service.tsx", "service-ftl"],
  ["/services/cl", "routes/marketing/service.tsx", "service-cl"],
  ["/services/warehousing", "routes/marketing/service.tsx", "service-warehousing"],
  ["/services/express-delivery", "routes/marketing/service.tsx", "service-express-delivery"],
  ["/join-us", "routes/marketing/join-us.tsx"],
  ["/join-us/career", "routes/careers/career.tsx"],
  ["/join-us/career/:jobId", "routes/careers/job.tsx"],
  // The application form as a page: the dialog without JavaScript.
  ["/join-us/career/:jobId/apply", "routes/careers/apply.tsx"],
  ["/join-us/client-registration", "routes/forms/client-registration.tsx"],
  ["/join-us/franchise", "routes/forms/franchise.tsx"],
  ["/contact-us", "routes/forms/contact-us.tsx"],
  ["/get-a-quote", "routes/forms/get-a-quote.tsx"],
  ["/request-quote", "routes/forms/request-quote.tsx"],
  ["/pickup-request", "routes/forms/pickup-request.tsx"],
  ["/track-shipment", "routes/track/track-shipment.tsx"],
  ["/track-shipment-v2/:lrno", "routes/track/track-shipment-v2.tsx"],
  // E-mail updates about a shipment: the links in the confirmation and alert e-mails.
  ["/tracking-alerts/confirm", "routes/track/tracking-alerts-confirm.tsx"],
  ["/tracking-alerts/unsubscribe", "routes/track/tracking-alerts-unsubscribe.tsx"],
  // SMS and WhatsApp updates: the link in every message (and the code's confirmation).
  ["/alerts/:token", "routes/track/phone-alerts-page.tsx"],
  // The delivered message's 1–5 rating link (CONTRACT.md "Messages by SMS and WhatsApp").
  ["/rate/:token", "routes/track/rate.tsx"],
  ["/support", "routes/marketing/support.tsx"],
  // Customer care: raise a request, follow it by its number or an e-mail's link.
  ["/support/request", "routes/support/request.tsx"],
  ["/support/ticket", "routes/support/ticket-lookup.tsx"],
  ["/support/ticket/:number", "routes/support/ticket.tsx"],
  ["/grievance", "routes/legal/grievance.tsx"],
  // "Do we deliver to your pincode?" answered on the server: the check on / and /services without JavaScript.
  ["/delivery-check", "routes/marketing/delivery-check.tsx"],
  ["/testimonials", "routes/marketing/testimonials.tsx"],
  ["/privacy-policy", "routes/legal/privacy-policy.tsx"],
  ["/terms-and-conditions", "routes/legal/terms-and-conditions.tsx"],
];

/**
 * The public pages under a language's prefix ("" for English, "/hi", "/mr":
 * prefixOf, as every other reader of a path's language); Hindi ids are
 * `hi/<file>`.
 */
export function pageRoutes(prefix: string) {
  return publicPages.map(([path, file, id]) => {
    const url = prefix && path === "/" ? prefix : prefix + path;
    if (!prefix) return id ? route(url, file, { id }) : route(url, file);
    return route(url, file, { id: `${prefix.slice(1)}/${id ?? file.replace(/\.tsx?$/, "")}` });
  });
}

/**
 * The business portal (CONTRACT.md "Business accounts"), in every language
 * as the public pages: open doors first; every page in the layout starts
 * with the guard (app/lib/business-guard.server.ts). Ids as pageRoutes'.
 */
export function businessRoutes(prefix: string) {
  const id = (file: string) => (prefix ? `${prefix.slice(1)}/${file}` : file);
  const page = (path: string, file: string) =>
    route(prefix + path, file, { id: id(file.replace(/\.tsx?$/, "")) });
  return [
    page("/business/login", "routes/business/login.tsx"),
    page("/business/login/code", "routes/business/login-code.tsx"),
    // "Forgot your password?": a new-password link by e-mail.
    page("/business/login/forgot", "routes/business/forgot-password.tsx"),
    page("/business/invite/:token", "routes/business/invite.tsx"),
    page("/business/sign-out", "routes/business/sign-out.tsx"),
    layout("routes/business/layout.tsx", { id: id("routes/business/layout") }, [
      page("/business", "routes/business/home.tsx"),
      // Business shipments and pickups.
      page("/business/shipments", "routes/business/shipments.tsx"),
      page("/business/shipments/export.csv", "routes/business/shipments-export.ts"),
      page("/business/cod", "routes/business/cod.tsx"),
      page("/business/pickups", "routes/business/pickups.tsx"),
      // Business people and profile.
      page("/business/people", "routes/business/people.tsx"),
      page("/business/profile", "routes/business/profile.tsx"),
      page("/business/webhook", "routes/business/webhook.tsx"),
      page("/business/api-keys", "routes/business/api-keys.tsx"),
      page("/business/account", "routes/business/account.tsx"),
      page("/business/account/two-factor", "routes/business/two-factor.tsx"),
      // Business booking: one shipment, many from a CSV, and the booking made.
      page("/business/book", "routes/business/book.tsx"),
      page("/business/book/upload", "routes/business/book-upload.tsx"),
      page("/business/book/template.csv", "routes/business/book-template.ts"),
      page("/business/book/upload/wrong-rows.csv", "routes/business/book-wrong-rows.ts"),
      page("/business/bookings/:id", "routes/business/booking.tsx"),
      // Business statements of charges (decision 043).
      page("/business/statements", "routes/business/statements.tsx"),
      // A month's statement, `2026-11.pdf` or `2026-11.csv`: a file, as the shipments' export.
      page("/business/statements/:file", "routes/business/documents/statement-file.ts"),
      page("/business/api", "routes/business/api.tsx"),
    ]),
  ];
}

export default [
  ...LANGS.map((lang) => prefixOf(lang)).flatMap(pageRoutes),
  // The business portal.
  ...LANGS.map((lang) => prefixOf(lang)).flatMap(businessRoutes),
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
    route("/staff/pickups", "routes/staff/pickups.tsx"),
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
    route("/staff/delivery-requests", "routes/staff/delivery-requests.tsx"),
    route("/staff/outbox", "routes/staff/outbox.tsx"),
    route("/staff/messages", "routes/staff/messages.tsx"),
    route("/staff/messages/templates", "routes/staff/message-templates.tsx"),
    route("/staff/messages/:id", "routes/staff/message.tsx"),
    route("/staff/serviceability", "routes/staff/serviceability.tsx"),
    route("/staff/tickets", "routes/staff/tickets.tsx"),
    route("/staff/tickets/export.csv", "routes/staff/tickets-export.ts"),
    route("/staff/tickets/:number", "routes/staff/ticket.tsx"),
    route("/staff/tickets/:number/attachments/:id", "routes/staff/ticket-attachment.ts"),
    route("/staff/businesses", "routes/staff/businesses.tsx"),
    route("/staff/businesses/:id", "routes/staff/business.tsx"),
    route("/staff/businesses/:id/statements/:file", "routes/staff/business-statement-file.ts"),
    route("/staff/businesses/:id/cod", "routes/staff/business-cod.tsx"),
    route("/staff/cod", "routes/staff/cod.tsx"),
    route("/staff/account", "routes/staff/account.tsx"),
    route("/staff/account/two-factor", "routes/staff/two-factor.tsx"),
    route("/staff/sign-out", "routes/staff/sign-out.tsx"),
  ]),
  // Business documents (CONTRACT.md "documents"): resource routes, English only
  // (documents stay in English); each loader starts with the portal's guard.
  route("/business/bookings/:id/lr.pdf", "routes/business/documents/booking-lr-copies.ts"),
  route("/business/bookings/:id/labels.pdf", "routes/business/documents/booking-labels.ts"),
  route("/business/shipments/:lr/lr.pdf", "routes/business/documents/shipment-lr-copy.ts"),
  route("/business/shipments/:lr/label.pdf", "routes/business/documents/shipment-label.ts"),
  route("/business/shipments/:lr/pod.pdf", "routes/business/documents/shipment-pod.ts"),
  route("/business/pod.zip", "routes/business/documents/pod-zip.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
