/**
 * Words of the frame around every public page: skip link, header, footer,
 * floating buttons, language switcher, error pages. The navigation's own
 * labels are in navigation.ts, the company's facts in company.ts.
 */
import { defineTexts } from "../texts";

export const texts = defineTexts("layout", {
  skipLink: "Skip to main content",
  /** The first step of every inner page's breadcrumb. */
  breadcrumbHome: "Home",
  breadcrumbLabel: "Breadcrumb",
  header: {
    globalSupport: "Global Support",
    socialLabel: "Social media",
    /** The link to one of the company's social pages. */
    socialLink: "{brand} on {network}",
    homeLink: "{brand} home",
    mainNavLabel: "Main",
    mobileNavLabel: "Mobile",
    menu: "Menu",
    getQuote: "GET QUOTE",
    trackPackage: "TRACK PACKAGE",
    mobileGetQuote: "Get a Quote",
    mobileTrackPackage: "Track Package",
  },
  footer: {
    quickLinks: "Quick Links",
    ourServices: "Our Services",
    contact: "Contact",
    copyright: "© {year} {brand}. All rights reserved.",
  },
  floating: {
    label: "Quick help",
    whatsapp: "Chat with us on WhatsApp",
    backToTop: "Back to top",
  },
  languageSwitcher: {
    /** The label of the switcher's list, read by screen readers. */
    label: "Language",
  },
  notFound: {
    title: "404 - Page Not Found",
    metaTitle: "404 - Page Not Found | Sahyadri Interlink Logistics",
    text: "We could not find the page you asked for. It may have moved, or the address may have a typing mistake.",
    home: "Go to the home page",
    track: "Track a shipment",
  },
  error: {
    title: "Unexpected Application Error!",
    text: "Something went wrong on our side. Please reload the page or try again in a few minutes. If it keeps happening, call us on {phone}.",
    home: "Go to the home page",
    call: "Call support",
  },
});
