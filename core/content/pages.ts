/**
 * Every public page's title, description, heading and introduction, keyed by
 * the page's English path (PageInfo.path), as one text module: the Hindi and
 * Marathi versions (core/content/hi/pages.ts, core/content/mr/pages.ts) are sent
 * with every page (SHELL_TEXTS) and found by localPage() / usePageInfo() /
 * pageMeta() by the page's path.
 *
 * This English aggregator is for the translations' type and for the tests:
 * components keep reading their page infos from the modules beside them
 * (importing this one would put every page's title into every page's
 * JavaScript). Pages at a path of their own (a job, a shipment) pass their
 * info already written in the page's language.
 */
import { defineTexts } from "../texts";
import { deliveryCheckPage } from "./delivery-check";
import type { PageInfo } from "./page-info";
import { pages } from "./routes";
import { supportPages } from "./support";
import { alertPages } from "./tracking-alerts";

function text({ title, description, heading, intro }: PageInfo) {
  return { title, description, heading, intro };
}

export const texts = defineTexts("pages", {
  "/": text(pages.home),
  "/about-us": text(pages.aboutUs),
  "/services": text(pages.services),
  "/services/ptl": text(pages.ptl),
  "/services/ltl": text(pages.ltl),
  "/services/ftl": text(pages.ftl),
  "/services/cl": text(pages.cl),
  "/services/warehousing": text(pages.warehousing),
  "/services/express-delivery": text(pages.express),
  "/join-us": text(pages.joinUs),
  "/join-us/career": text(pages.career),
  "/join-us/client-registration": text(pages.clientRegistration),
  "/join-us/franchise": text(pages.franchise),
  "/contact-us": text(pages.contactUs),
  "/get-a-quote": text(pages.getAQuote),
  "/request-quote": text(pages.requestQuote),
  "/pickup-request": text(pages.pickupRequest),
  "/track-shipment": text(pages.trackShipment),
  "/track-shipment-v2": text(pages.trackShipmentV2),
  "/tracking-alerts/confirm": text(alertPages.confirm),
  "/tracking-alerts/unsubscribe": text(alertPages.unsubscribe),
  "/support": text(pages.support),
  "/delivery-check": text(deliveryCheckPage),
  "/testimonials": text(pages.testimonials),
  "/privacy-policy": text(pages.privacyPolicy),
  "/terms-and-conditions": text(pages.terms),
  "/grievance": text(pages.grievance),
  "/support/request": text(supportPages.request),
  "/support/ticket": text(supportPages.ticket),
});

/** Every English page info the site has, for the tests: each must have its translations. */
export const englishPages: readonly PageInfo[] = [
  ...Object.values(pages),
  deliveryCheckPage,
  ...Object.values(alertPages),
  ...Object.values(supportPages),
];
