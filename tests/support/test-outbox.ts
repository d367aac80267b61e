/**
 * What the tests read and write of the outbox (database/schema.ts `outbox`,
 * docs/decisions/036-one-outbox.md): the e-mails and webhooks queued, as
 * flat rows with the payload parsed by the channel's schema
 * (core/schemas/outbox.ts), never cast. Rows come in the table's own order,
 * as a select with no `order by` gives them.
 */
import { and, count, eq, ne, sql, type SQL } from "drizzle-orm";
import {
  EmailPayloadSchema,
  WebhookAnswerSchema,
  WebhookPayloadSchema,
} from "@core/schemas/outbox";
import type { Database } from "../../database/client";
import { outbox } from "../../database/schema";

type OutboxRow = typeof outbox.$inferSelect;

/** An e-mail queued: its envelope and text beside the item's state. */
export type QueuedEmail = {
  id: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  body: string;
  headers: Record<string, string> | null;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
  aboutId: string | null;
  createdAt: Date;
};

/** A webhook queued: its event, key and body, and what the receiver last answered. */
export type QueuedWebhook = {
  id: string;
  event: string;
  idempotencyKey: string | null;
  body: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  lastStatus: number | null;
  lastAnswer: string | null;
  deliveredAt: Date | null;
  aboutId: string | null;
  createdAt: Date;
};

/** Which e-mails: every one unless narrowed (all the given facts hold). */
export type EmailFilter = {
  id?: string;
  to?: string;
  /** Every address but this one (operations' own e-mail aside). */
  notTo?: string;
  replyTo?: string;
  subject?: string;
  aboutId?: string;
};

/** Which webhooks: every one unless narrowed. */
export type WebhookFilter = { id?: string; aboutId?: string };

/** The state columns a test may set on queued items. */
export type ItemState = Partial<
  Pick<OutboxRow, "status" | "attempts" | "nextAttemptAt" | "lastError" | "sentAt">
>;

/** An e-mail to queue as it stands, e.g. already failed or waiting an hour. */
export type EmailToQueue = {
  toAddress: string;
  subject: string;
  body: string;
  replyTo?: string;
  aboutId?: string;
} & ItemState;

function emailWhere(filter: EmailFilter): SQL | undefined {
  const payload = (field: string) => sql`${outbox.payload}->>${field}`;
  return and(
    eq(outbox.channel, "email"),
    filter.id === undefined ? undefined : eq(outbox.id, filter.id),
    filter.to === undefined ? undefined : eq(payload("to"), filter.to),
    filter.notTo === undefined ? undefined : ne(payload("to"), filter.notTo),
    filter.replyTo === undefined ? undefined : eq(payload("replyTo"), filter.replyTo),
    filter.subject === undefined ? undefined : eq(payload("subject"), filter.subject),
    filter.aboutId === undefined ? undefined : eq(outbox.aboutId, filter.aboutId),
  );
}

function webhookWhere(filter: WebhookFilter): SQL | undefined {
  return and(
    eq(outbox.channel, "webhook"),
    filter.id === undefined ? undefined : eq(outbox.id, filter.id),
    filter.aboutId === undefined ? undefined : eq(outbox.aboutId, filter.aboutId),
  );
}

function toEmail(row: OutboxRow): QueuedEmail {
  const payload = EmailPayloadSchema.parse(row.payload);
  return {
    id: row.id,
    toAddress: payload.to,
    replyTo: payload.replyTo ?? null,
    subject: payload.subject,
    body: payload.body,
    headers: payload.headers ?? null,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lastError: row.lastError,
    sentAt: row.sentAt,
    aboutId: row.aboutId,
    createdAt: row.createdAt,
  };
}

function toWebhook(row: OutboxRow): QueuedWebhook {
  const payload = WebhookPayloadSchema.parse(row.payload);
  const answer = row.lastAnswer === null ? {} : WebhookAnswerSchema.parse(row.lastAnswer);
  return {
    id: row.id,
    event: payload.event,
    idempotencyKey: row.key,
    body: payload.body,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lastError: row.lastError,
    lastStatus: answer.status ?? null,
    lastAnswer: answer.answer ?? null,
    deliveredAt: row.sentAt,
    aboutId: row.aboutId,
    createdAt: row.createdAt,
  };
}

/** The e-mails queued (any state), narrowed by `filter`. */
export async function queuedEmails(db: Database, filter: EmailFilter = {}): Promise<QueuedEmail[]> {
  const rows = await db.select().from(outbox).where(emailWhere(filter));
  return rows.map(toEmail);
}

/** How many e-mails are queued (any state). */
export async function countEmails(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(emailWhere({}));
  return row?.n ?? 0;
}

/** The webhooks queued (any state), narrowed by `filter`. */
export async function queuedWebhooks(
  db: Database,
  filter: WebhookFilter = {},
): Promise<QueuedWebhook[]> {
  const rows = await db.select().from(outbox).where(webhookWhere(filter));
  return rows.map(toWebhook);
}

/** Forgets every e-mail queued (webhooks stay). */
export async function clearEmails(db: Database): Promise<void> {
  await db.delete(outbox).where(emailWhere({}));
}

/** Forgets every webhook queued (e-mails stay). */
export async function clearWebhooks(db: Database): Promise<void> {
  await db.delete(outbox).where(webhookWhere({}));
}

/** Sets the state of the e-mails `filter` names (all by default). */
export async function setEmailState(
  db: Database,
  state: ItemState,
  filter: EmailFilter = {},
): Promise<void> {
  await db.update(outbox).set(state).where(emailWhere(filter));
}

/** Sets the state of the webhooks `filter` names (all by default). */
export async function setWebhookState(
  db: Database,
  state: ItemState,
  filter: WebhookFilter = {},
): Promise<void> {
  await db.update(outbox).set(state).where(webhookWhere(filter));
}

/**
 * Queues e-mails as they stand, as enqueueEmails writes them (one person's
 * e-mails about one record go in order), and answers them as read back.
 */
export async function insertEmails(db: Database, emails: EmailToQueue[]): Promise<QueuedEmail[]> {
  const rows = await db
    .insert(outbox)
    .values(
      emails.map(({ toAddress, subject, body, replyTo, aboutId, ...state }) => ({
        ...state,
        channel: "email",
        payload: EmailPayloadSchema.parse({ to: toAddress, replyTo, subject, body }),
        aboutId,
        orderKey: aboutId === undefined ? undefined : `${aboutId} ${toAddress}`,
      })),
    )
    .returning();
  return rows.map(toEmail);
}
