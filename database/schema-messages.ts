/**
 * Messages by SMS and WhatsApp (CONTRACT.md "Messages by SMS and WhatsApp";
 * docs/decisions/046-sms-and-whatsapp.md and 047-messages.md): a receiver's
 * subscriptions by phone, the consent record of each, the one-time codes,
 * every message with its delivery state, and the ratings a delivered
 * message asks for. Numbers are kept as ten national digits. Tokens are
 * kept only as SHA-256 hashes. Erasure (server/services/erasure.ts) removes
 * a number's rows from every table here.
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const stamp = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => stamp("created_at").notNull().defaultNow();

/**
 * A receiver's updates on one number and one channel, about a shipment (its
 * page, or the business booking for the consignee) or a ticket. `pending`
 * until the SMS code is given or the WhatsApp opt-in answered; only
 * `active` ones get messages; `withdrawn` by STOP, the link or
 * /alerts/<token>. `events` are those chosen (core/messages/events.ts).
 */
export const phoneSubscriptions = pgTable(
  "phone_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Ten digits, no 0 or +91. */
    phone: text("phone").notNull(),
    /** 'sms' | 'whatsapp' */
    channel: text("channel").notNull(),
    /** 'en' | 'hi' | 'mr': the messages are written in it. */
    language: text("language").notNull().default("en"),
    /** The shipment's LR number, upper-case; null for a ticket's. */
    lrNo: text("lr_no"),
    /** The ticket's id; null for a shipment's. */
    ticketId: uuid("ticket_id"),
    /** The events chosen; all of the subject's by default. */
    events: text("events").array().notNull(),
    /** 'pending' | 'active' | 'withdrawn' */
    state: text("state").notNull().default("pending"),
    /** 'shipment_page' | 'ticket_page' | 'ticket_form' (the raise form's box) | 'business_booking' */
    source: text("source").notNull(),
    /** SHA-256 of the /alerts/<token> token the messages carry. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    confirmedAt: stamp("confirmed_at"),
    withdrawnAt: stamp("withdrawn_at"),
  },
  (t) => [
    uniqueIndex("phone_subscriptions_token_idx").on(t.tokenHash),
    index("phone_subscriptions_phone_idx").on(t.phone),
    index("phone_subscriptions_lr_idx").on(t.lrNo),
    index("phone_subscriptions_ticket_idx").on(t.ticketId),
  ],
);

/**
 * Every consent given and withdrawn, as the DPDP Act asks it be shown: the
 * number, the channel, when, how, and the exact text the person was shown
 * (or sent, for a reply). Kept while the subscription is, and erased with
 * the number.
 */
export const messageConsents = pgTable(
  "message_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    phone: text("phone").notNull(),
    channel: text("channel").notNull(),
    subscriptionId: uuid("subscription_id").references(() => phoneSubscriptions.id, {
      onDelete: "set null",
    }),
    /** 'given' | 'withdrawn' */
    action: text("action").notNull(),
    /**
     * 'sms_code' | 'whatsapp_reply' | 'whatsapp_link' | 'business_booking' |
     * 'stop_reply' | 'alerts_page'
     */
    how: text("how").notNull(),
    /** The words shown on the page (or the message replied to), exactly. */
    textShown: text("text_shown").notNull(),
    language: text("language").notNull(),
    at: stamp("at").notNull().defaultNow(),
  },
  (t) => [index("message_consents_phone_idx").on(t.phone)],
);

/**
 * A 6-digit code sent by SMS: to confirm a subscription, or to prove a
 * delivery request (`proof`). Valid 10 minutes, 5 tries; 3 sent an hour per
 * number (counted from these rows).
 */
export const messageCodes = pgTable(
  "message_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    phone: text("phone").notNull(),
    /** 'subscribe' | 'proof' */
    purpose: text("purpose").notNull(),
    /** The subscription's id for `subscribe`, the LR number for `proof`. */
    subject: text("subject").notNull(),
    /** SHA-256 of the code with the row's id. */
    codeHash: text("code_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    expiresAt: stamp("expires_at").notNull(),
    usedAt: stamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("message_codes_phone_idx").on(t.phone, t.createdAt),
    index("message_codes_subject_idx").on(t.subject),
  ],
);

/**
 * One SMS or WhatsApp message: what was sent to whom about what, and its
 * state from the provider's answer and callbacks: queued → sent →
 * delivered or failed. Its tries are its outbox item's (channel `sms` or
 * `whatsapp`, about_id = this id). A WhatsApp message that fails is sent
 * once again by SMS: that SMS names it in `fallback_of`.
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 'sms' | 'whatsapp' */
    channel: text("channel").notNull(),
    phone: text("phone").notNull(),
    /** core/messages/events.ts MESSAGE_EVENTS */
    event: text("event").notNull(),
    language: text("language").notNull(),
    /** The template's values, by name (core/messages/events.ts MESSAGE_VARIABLES). */
    values: jsonb("values").notNull(),
    /** The text as sent (SMS) or as the receiver reads it (WhatsApp), for staff. */
    body: text("body").notNull(),
    lrNo: text("lr_no"),
    ticketId: uuid("ticket_id"),
    subscriptionId: uuid("subscription_id").references(() => phoneSubscriptions.id, {
      onDelete: "set null",
    }),
    /** 'queued' | 'sent' | 'delivered' | 'failed' */
    state: text("state").notNull().default("queued"),
    /** The provider's id of the message (MSG91's request id, Meta's wamid). */
    providerId: text("provider_id"),
    /** The provider's last answer or report, in its words, for staff. */
    providerAnswer: text("provider_answer"),
    /** The WhatsApp message this SMS stands in for. */
    fallbackOf: uuid("fallback_of"),
    createdAt: createdAt(),
    sentAt: stamp("sent_at"),
    deliveredAt: stamp("delivered_at"),
    failedAt: stamp("failed_at"),
  },
  (t) => [
    uniqueIndex("messages_provider_idx").on(t.channel, t.providerId),
    index("messages_state_idx").on(t.state, t.createdAt),
    index("messages_created_idx").on(t.createdAt),
    index("messages_phone_idx").on(t.phone, t.lrNo, t.createdAt),
    index("messages_ticket_idx").on(t.ticketId),
  ],
);

/** A delivered shipment's 1–5 rating, asked by its message's /rate/<token> link. */
export const deliveryRatings = pgTable(
  "delivery_ratings",
  {
    tokenHash: text("token_hash").primaryKey(),
    lrNo: text("lr_no").notNull(),
    /** 1 to 5, null until given. */
    rating: integer("rating"),
    comment: text("comment"),
    createdAt: createdAt(),
    ratedAt: stamp("rated_at"),
  },
  (t) => [index("delivery_ratings_lr_idx").on(t.lrNo)],
);
