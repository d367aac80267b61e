/**
 * The business account page, /join-us (spec section 2): four ways in, the
 * FAQ (businessAccountFaqs in faqs.ts) and the closing call to action.
 */
import { defineTexts } from "../texts";
import { figures } from "./company";

export type JoinLink = { title: string; text: string; href: string; action: string };

export const joinLinks: readonly JoinLink[] = [
  {
    title: "Franchising",
    text: "Run a Sahyadri Interlink booking and delivery point in your city, backed by our network and brand.",
    href: "/join-us/franchise",
    action: "Enquire about a franchise",
  },
  {
    title: "Client registration",
    text: "Register your business to book pickups, get contract rates and choose Paid, To-Pay or Prepaid billing.",
    href: "/join-us/client-registration",
    action: "Register as a client",
  },
  {
    title: "Warehousing",
    text: `Keep your stock in ${figures.warehousingSqFt} sq ft of managed space, packed and dispatched by our team.`,
    href: "/services/warehousing",
    action: "Explore warehousing",
  },
  {
    title: "Get a quote",
    text: "Tell us what you ship and where. We reply with a price within 24 hours.",
    href: "/get-a-quote",
    action: "Ask for a quote",
  },
];

export const joinUsSections = {
  links: {
    eyebrow: "Ways to work with us",
    title: "Grow your business with our network",
    text: "Ship as a client, partner as a franchise, or store your goods with us.",
  },
  faq: {
    eyebrow: "Questions",
    title: "Business account FAQ",
    text: "What businesses ask before they open an account.",
  },
};

/** For a business whose account is open already (CONTRACT.md "Business accounts", where). */
export const businessSignIn = {
  text: "Already ship with a business account?",
  action: "Sign in to your business account",
  href: "/business/login",
} as const;

export const joinUsCta = {
  title: "Ready to ship as a business?",
  text: "Talk to our team about your volumes and routes, or ask for a quote now.",
  contact: { label: "Contact Us", href: "/contact-us" },
  quote: { label: "Get a Quote", href: "/get-a-quote" },
} as const;

/**
 * The page's words as one text module (docs/decisions/025-languages.md): the
 * four ways in keep their links here, in the same order as joinLinks; the
 * questions are the faqs module's.
 */
export const texts = defineTexts("join-us", {
  joinLinks: joinLinks.map(({ title, text, action }) => ({ title, text, action })),
  joinUsSections,
  businessSignIn: { text: businessSignIn.text, action: businessSignIn.action },
  joinUsCta: {
    title: joinUsCta.title,
    text: joinUsCta.text,
    contact: joinUsCta.contact.label,
    quote: joinUsCta.quote.label,
  },
});
