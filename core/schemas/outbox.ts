/**
 * The outbox's channels and what each keeps in its `payload` and
 * `last_answer` columns (database/schema.ts `outbox`;
 * docs/decisions/036-one-outbox.md). The JSON is parsed with these when
 * read, so a row that is not what its channel expects fails loudly.
 */
import { z } from "../zod";

export const OUTBOX_CHANNELS = ["email", "webhook", "business_webhook", "sms", "whatsapp"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** The states of an item, and those the staff list shows. */
export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_LIST_STATUSES = ["failed", "pending"] as const;
export type OutboxListStatus = (typeof OUTBOX_LIST_STATUSES)[number];
export const OutboxListStatusSchema = z.enum(OUTBOX_LIST_STATUSES);

/** An e-mail: its envelope, subject and text, and extra headers (List-Unsubscribe). */
export const EmailPayloadSchema = z.object({
  to: z.string(),
  replyTo: z.string().optional(),
  subject: z.string(),
  body: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type EmailPayload = z.output<typeof EmailPayloadSchema>;

/** A webhook: its event and the JSON body exactly as signed and sent. */
export const WebhookPayloadSchema = z.object({
  event: z.string(),
  body: z.string(),
});
export type WebhookPayload = z.output<typeof WebhookPayloadSchema>;

/**
 * A business's webhook (docs/decisions/042-business-webhooks.md): the
 * business, the URL it had set when the event was queued, the event's
 * shipment and status (for the business's list), and the JSON body exactly
 * as signed and sent. The secret is not here: it is the business's, read
 * when the item is sent.
 */
export const BusinessWebhookPayloadSchema = z.object({
  businessId: z.string(),
  url: z.string(),
  event: z.string(),
  lrNo: z.string(),
  status: z.string(),
  body: z.string(),
});
export type BusinessWebhookPayload = z.output<typeof BusinessWebhookPayloadSchema>;

/**
 * An SMS or a WhatsApp message (server/messages/enqueue.ts): its row in
 * `messages`, which holds the number, the template's values and the state.
 */
export const MessagePayloadSchema = z.object({ messageId: z.string() });
export type MessagePayload = z.output<typeof MessagePayloadSchema>;

/** What the receiver answered a webhook's last try: its HTTP status and first bytes. */
export const WebhookAnswerSchema = z.object({
  status: z.number().int().optional(),
  answer: z.string().optional(),
});
export type WebhookAnswer = z.output<typeof WebhookAnswerSchema>;

/** One line of an item in the staff list: a term and its text, a link when `href` is set. */
export type ItemFact = {
  term: string;
  text: string;
  href?: string;
  /** `strong` bold, `mono` small fixed-width (keys, answers); plain otherwise. */
  look?: "strong" | "mono";
  /** Text from outside (a receiver's answer): shown isolated (`<bdi>`). */
  isolate?: boolean;
};

/**
 * An item as its channel describes it in words on /staff/outbox: a title,
 * the facts before its tries and after, and the names of its two buttons
 * (retry a failed one, send a waiting one now), each naming what it acts on.
 */
export type ItemDescription = {
  title: string;
  facts: ItemFact[];
  notes: ItemFact[];
  /** The last error is shown with the tries (an e-mail's); a channel that words it in `notes` says false. */
  lastErrorShown: boolean;
  actions: Record<"retry" | "now", { label: string; name: string }>;
};

/** An item of /staff/outbox's list as the page shows it: its state, and its channel's words. */
export type DescribedItem = {
  id: string;
  channel: OutboxChannel;
  status: OutboxListStatus;
  attempts: number;
  lastError: string | null;
  lastStatus: number | null;
  nextAttemptAt: string;
  createdAt: string;
  description: ItemDescription;
};

/**
 * A post to /staff/outbox: retry a failed item, retry every failed one of
 * a channel, or send a waiting one now (webhooks: "Try now", failed or waiting).
 */
export const OutboxActionSchema = z.object({
  intent: z.enum([
    "retry",
    "retry-all",
    "send-now",
    "webhook-retry",
    "webhook-retry-all",
    "webhook-try-now",
    "business-webhook-retry-all",
    "business-webhook-try-now",
    "sms-retry-all",
    "sms-try-now",
    "whatsapp-retry-all",
    "whatsapp-try-now",
  ]),
  id: z.string().default(""),
});
export type OutboxIntent = z.output<typeof OutboxActionSchema>["intent"];

/** What each intent does, and to which channel. */
export const OUTBOX_INTENTS: Record<
  OutboxIntent,
  { channel: OutboxChannel; act: "retry" | "retry-all" | "now" }
> = {
  retry: { channel: "email", act: "retry" },
  "retry-all": { channel: "email", act: "retry-all" },
  "send-now": { channel: "email", act: "now" },
  "webhook-retry": { channel: "webhook", act: "retry" },
  "webhook-retry-all": { channel: "webhook", act: "retry-all" },
  "webhook-try-now": { channel: "webhook", act: "now" },
  "business-webhook-retry-all": { channel: "business_webhook", act: "retry-all" },
  "business-webhook-try-now": { channel: "business_webhook", act: "now" },
  "sms-retry-all": { channel: "sms", act: "retry-all" },
  "sms-try-now": { channel: "sms", act: "now" },
  "whatsapp-retry-all": { channel: "whatsapp", act: "retry-all" },
  "whatsapp-try-now": { channel: "whatsapp", act: "now" },
};

/** The button of a listed item: its intent, by channel and state. */
export const ITEM_INTENTS: Record<OutboxChannel, Record<OutboxListStatus, OutboxIntent>> = {
  email: { failed: "retry", pending: "send-now" },
  webhook: { failed: "webhook-try-now", pending: "webhook-try-now" },
  business_webhook: { failed: "business-webhook-try-now", pending: "business-webhook-try-now" },
  sms: { failed: "sms-try-now", pending: "sms-try-now" },
  whatsapp: { failed: "whatsapp-try-now", pending: "whatsapp-try-now" },
};
