/**
 * Words of the site assistant (spec section 2 "Chat widget", section 4 "Chat
 * panel"): every bot text, keyword list and quick-action label. The rules
 * that pick a reply are in `app/lib/chat-replies.ts`. Loaded with the chat
 * panel, never in the first-load JavaScript.
 */
import { company, figures } from "./company";
import { trackingNotices } from "./tracking";
import { defineTexts, type Localized } from "../texts";

/**
 * A piece of a bot message: plain text, or a link. Links to a path of this
 * site navigate within it; `tel:` and `mailto:` links open the phone or mail app.
 */
export type MessagePart = string | { text: string; href: string };

/** What the bot says: its text and, when set, the quick-action buttons under it (spec section 3). */
export type BotReply = { parts: readonly MessagePart[]; quickActions?: boolean };

/** The assistant is named after the company's short name (CONTRACT.md). */
const assistantName = `${company.shortName} Assistant`;

/** The bot answers this long after a message (spec section 9). */
export const replyDelayMs = { typed: 800, quickAction: 600 } as const;

/**
 * The pages the replies link, by name: every language's replies link them
 * with chatLink(), so a link is written once, here, not in each translation.
 */
export const chatLinks = {
  track: "/track-shipment",
  quote: "/get-a-quote",
  careers: "/join-us/career",
  services: "/services",
  pickup: "/pickup-request",
  request: "/support/request",
} as const;

/** A link in a reply: its words in the reply's language, its page from chatLinks. */
export const chatLink = (text: string, to: keyof typeof chatLinks) => ({
  text,
  href: chatLinks[to],
});

/** The company's phone, WhatsApp and e-mail as links, the same in every language. */
export const contactParts = {
  phone: { text: company.phone.display, href: `tel:${company.phone.tel}` },
  whatsapp: { text: "WhatsApp", href: company.whatsapp },
  generalEmail: { text: company.email.general, href: `mailto:${company.email.general}` },
  supportEmail: { text: company.email.support, href: `mailto:${company.email.support}` },
} as const;
const { phone, whatsapp, generalEmail, supportEmail } = contactParts;

export const chatPanelText = {
  title: assistantName,
  subtitle: `Instant answers, ${figures.support}`,
  close: "Close chat",
  conversation: "Conversation",
  /** Read before each message by screen readers. */
  botLabel: `${assistantName}:`,
  userLabel: "You:",
  quickActions: "Suggested topics",
  inputLabel: "Your message",
  placeholder: "Type your message…",
  send: "Send message",
} as const;

/** Shortcut buttons; each sends its label as the visitor's message (spec section 4). */
export const quickActions = [
  "Track Shipment",
  "Get Quote",
  "Careers",
  "Services",
  "Support",
] as const;

/** The first message (spec section 4). */
export const greeting: BotReply = {
  parts: ["Hi! 👋 How can I assist you today?"],
  quickActions: true,
};

/**
 * A visitor who asks for a person is answered before any keyword rule: the
 * bot cannot hand a chat over, so it gives the ways to reach one, the
 * phone, WhatsApp and the hours. Keywords start words, as the rules' do
 * ("person" alone would catch "personal").
 */
export const handOver: { keywords: readonly string[]; reply: BotReply } = {
  keywords: [
    "human",
    "real person",
    "a person",
    "agent",
    "representative",
    "executive",
    "operator",
    "someone",
    "call me",
    "call back",
    "callback",
    "talk to",
    "talk with",
    "speak to",
    "speak with",
  ],
  reply: {
    parts: [
      "To talk to a person from our team, call ",
      phone,
      " or message us on ",
      whatsapp,
      `. We answer ${figures.support}.`,
    ],
  },
};

/**
 * Keyword replies in the spec's order (section 4): the first rule with a
 * keyword in the message answers. Keywords are lowercase. ('e‑mail' has a
 * non-breaking hyphen, so the narrow bubbles never split the word.)
 */
export const keywordReplies: readonly { keywords: readonly string[]; reply: BotReply }[] = [
  // CONTRACT.md "Customer care": a problem reaches the request form before the spec's rules,
  // so "my shipment is damaged" is not answered with the tracking page.
  {
    keywords: ["complaint", "problem", "damaged", "refund", "claim"],
    reply: {
      parts: [
        "Sorry to hear that. ",
        chatLink("Raise a request", "request"),
        " and you get a ticket number at once and an answer within 48 hours.",
      ],
    },
  },
  {
    keywords: ["track", "shipment", "status"],
    reply: {
      parts: [
        "You can track your shipment on our ",
        chatLink("Track & Trace page", "track"),
        ". Or type your LR number here, like LR123456789, and I will look it up.",
      ],
    },
  },
  {
    keywords: ["quote", "price", "cost"],
    reply: {
      parts: [
        "For a price, ",
        chatLink("request a quote", "quote"),
        ". We reply within 24 hours. You can also e‑mail us at ",
        generalEmail,
        ".",
      ],
    },
  },
  {
    keywords: ["job", "career", "apply"],
    reply: {
      parts: [
        "We are hiring! See the open positions and apply on our ",
        chatLink("Careers page", "careers"),
        ".",
      ],
    },
  },
  {
    keywords: ["services", "offer", "logistics"],
    reply: {
      parts: [
        "We offer PTL, FTL, Express Delivery, Warehousing and more. ",
        chatLink("See all our services", "services"),
        ".",
      ],
    },
  },
  {
    keywords: ["contact", "support", "help"],
    reply: {
      parts: [
        `Our support team is here ${figures.support}. Call `,
        phone,
        " or e‑mail ",
        supportEmail,
        ".",
      ],
    },
  },
];

/** Anything else (spec section 4, rule 6). */
export const fallbackReply: BotReply = {
  parts: [
    "Thank you for your message! Our team will be happy to help. Choose a topic below, or type your LR number to track a shipment.",
  ],
  quickActions: true,
};

/**
 * Answers about one shipment, from the tracking service (beyond the
 * spec). Templates: "{name}" is filled by app/lib/chat-replies.ts. The status
 * names, their summaries and the dates are the shipment-statuses texts.
 */
export const shipmentReplies = {
  /** 'LR123456789 is In Transit.', then the tracking page's summary of that status. */
  status: "{lrNo} is {status}.",
  latest: "Latest update: {where}.",
  /** The words of the tracking page when a number is unknown. */
  notFound: `We could not find a shipment with LR number {lrNo}. ${trackingNotices.checks.join(" ")}`,
  failed: `I could not reach our tracking service just now. ${trackingNotices.fetchFailedText}`,
  /** Link text to the shipment's tracking page. */
  details: "See the full journey of {lrNo}",
  openPage: "Open the tracking page for {lrNo}",
  /** Several numbers in one message: an opening line, then one line each ('LR123456789: In Transit, Jaipur Hub, …'). */
  manyIntro: "Here are your {count} shipments:",
  manyLine: "{status}, {where}.",
  manyNoUpdates: "no updates yet",
  manyNotFound: "not found. Please check the number.",
  manyTooMany:
    "You sent {count} LR numbers; I looked up the first {max}. Track more on our Track & Trace page.",
  manyFailed: `I could not reach our tracking service just now. ${trackingNotices.fetchFailedText}`,
  /** After a link that ends a sentence. */
  end: ".",
};

/**
 * Everything the assistant says, as one text module: sent with every Hindi
 * and Marathi page (the chat is on every page). A translation's keyword
 * lists hold its own words and the English ones (visitors type both).
 */
export const texts = defineTexts("chat", {
  panel: chatPanelText,
  quickActions,
  greeting,
  handOver,
  keywordReplies,
  fallbackReply,
  shipment: shipmentReplies,
});

/** The chat's texts in any language. */
export type ChatTexts = Localized<(typeof texts)["en"]>;
