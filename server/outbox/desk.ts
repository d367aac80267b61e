/**
 * The outbox as operations see it (/staff/outbox): one list of what waits
 * or failed, whatever the channel, each item described in words by its
 * channel; a retry of a failed one and "Send now" of a waiting one, which
 * wake the channel's sender in whichever process runs it (./wake.ts).
 * Bodies are never listed: an e-mail may hold a visitor's message, a
 * webhook the receiver's instructions or alternate phone.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database/client";
import { outbox } from "../../database/schema";
import {
  OUTBOX_CHANNELS,
  OUTBOX_LIST_STATUSES,
  OutboxListStatusSchema,
  type DescribedItem,
  type OutboxChannel,
  type OutboxListStatus,
} from "@core/schemas/outbox";
import type { StaffActor } from "@core/staff-access";
import { createAuditLog } from "../services/staff/audit";
import { describeEmail } from "./channels/email";
import { describeWebhook, webhookAnswerOf, webhookRequests } from "./channels/webhook";
import {
  businessAnswerOf,
  describeBusinessWebhook,
  webhookBusinesses,
} from "./channels/business-webhook";
import { describeMessage, outboxMessages } from "./channels/message-sender";
import type { OutboxItem } from "./queue";

export const OUTBOX_PAGE_SIZE = 50;

/** A listed item: waiting or failed. */
export type ListedItem = Omit<OutboxItem, "status"> & { status: OutboxListStatus };

/**
 * What a retry and "Send now" do, per channel. An e-mail keeps its tries,
 * so a retry that fails again is given up at once rather than retried for
 * hours; a webhook gets a fresh day of tries (its first try's time moves to
 * now), and its "Try now" does that for a failed one too.
 */
const DESK_RULES: Record<
  OutboxChannel,
  {
    freshTries: boolean;
    nowTakesFailed: boolean;
    audit: { target: string; retried: string; madeDue: string };
  }
> = {
  email: {
    freshTries: false,
    nowTakesFailed: false,
    audit: { target: "outbox_email", retried: "outbox.retried", madeDue: "outbox.sent_now" },
  },
  webhook: {
    freshTries: true,
    nowTakesFailed: true,
    audit: { target: "webhook", retried: "webhook.retried", madeDue: "webhook.tried_now" },
  },
  // A business's webhook is retried as the company's (docs/decisions/042-business-webhooks.md).
  business_webhook: {
    freshTries: true,
    nowTakesFailed: true,
    audit: {
      target: "business_webhook",
      retried: "business_webhook.retried",
      madeDue: "business_webhook.tried_now",
    },
  },
  // A message gets a fresh day of tries too (docs/decisions/047-messages.md).
  sms: {
    freshTries: true,
    nowTakesFailed: true,
    audit: { target: "message", retried: "message.retried", madeDue: "message.tried_now" },
  },
  whatsapp: {
    freshTries: true,
    nowTakesFailed: true,
    audit: { target: "message", retried: "message.retried", madeDue: "message.tried_now" },
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Totals = Record<OutboxListStatus, number>;

/** How many items of each channel are failed and how many wait. */
export async function outboxTotals(db: Database): Promise<Record<OutboxChannel, Totals>> {
  const counts = await db
    .select({ channel: outbox.channel, status: outbox.status, n: count() })
    .from(outbox)
    .where(inArray(outbox.status, [...OUTBOX_LIST_STATUSES]))
    .groupBy(outbox.channel, outbox.status);
  const totals = Object.fromEntries(
    OUTBOX_CHANNELS.map((name) => [name, { failed: 0, pending: 0 }]),
  ) as Record<OutboxChannel, Totals>;
  for (const c of counts) {
    const channel = OUTBOX_CHANNELS.find((name) => name === c.channel);
    const status = OutboxListStatusSchema.safeParse(c.status);
    if (channel && status.success) totals[channel][status.data] = c.n;
  }
  return totals;
}

/** The figures of the chosen channel, or of all. */
export function totalsOf(all: Record<OutboxChannel, Totals>, channel?: OutboxChannel): Totals {
  if (channel) return all[channel];
  const sum = (status: OutboxListStatus) =>
    OUTBOX_CHANNELS.reduce((n, name) => n + all[name][status], 0);
  return { failed: sum("failed"), pending: sum("pending") };
}

function isListed(item: OutboxItem): item is ListedItem {
  return OutboxListStatusSchema.safeParse(item.status).success;
}

/** Failed first (the newest first), then pending in the order they will go; one page. */
export async function listItems(
  db: Database,
  {
    channel,
    status,
    page = 1,
  }: { channel?: OutboxChannel; status?: OutboxListStatus; page?: number },
) {
  const where: SQL[] = [
    status ? eq(outbox.status, status) : inArray(outbox.status, [...OUTBOX_LIST_STATUSES]),
  ];
  if (channel) where.push(eq(outbox.channel, channel));
  const current = Math.max(1, page);
  const [rows, all] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(and(...where))
      .orderBy(
        sql`case when ${outbox.status} = 'failed' then 0 else 1 end`,
        sql`case when ${outbox.status} = 'failed' then ${outbox.nextAttemptAt} end desc`,
        asc(outbox.nextAttemptAt),
        desc(outbox.createdAt),
        desc(outbox.id),
      )
      .limit(OUTBOX_PAGE_SIZE)
      .offset((current - 1) * OUTBOX_PAGE_SIZE),
    outboxTotals(db),
  ]);
  const totals = totalsOf(all, channel);
  const total = status ? totals[status] : totals.failed + totals.pending;
  return {
    rows: rows.filter(isListed),
    totals,
    byChannel: all,
    page: current,
    pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)),
  };
}

/** The fields a retry sets: due now, with a fresh count of tries where the channel gives one. */
function retried(channel: OutboxChannel, at: Date) {
  return DESK_RULES[channel].freshTries
    ? { status: "pending", nextAttemptAt: at, createdAt: at, attempts: 0 }
    : { status: "pending", nextAttemptAt: at };
}

/**
 * Puts failed items of a channel back in the queue, due now: one by id, or
 * every failed one. Returns how many were moved; a staff member's retry
 * that moved any is audited.
 */
export async function retryFailed(
  db: Database,
  { channel, id, actor, at }: { channel: OutboxChannel; id?: string; actor?: StaffActor; at: Date },
): Promise<number> {
  if (id !== undefined && !UUID.test(id)) return 0;
  const failed = and(eq(outbox.channel, channel), eq(outbox.status, "failed"));
  const moved = await db
    .update(outbox)
    .set(retried(channel, at))
    .where(id === undefined ? failed : and(failed, eq(outbox.id, id)))
    .returning({ id: outbox.id });
  const { audit } = DESK_RULES[channel];
  if (actor && moved.length > 0)
    await createAuditLog(db).recordBy(
      actor,
      audit.retried,
      id === undefined
        ? { target: { type: audit.target, id: "all-failed" }, detail: { count: moved.length } }
        : { target: { type: audit.target, id } },
    );
  return moved.length;
}

/**
 * "Send now": a waiting item made due at once, its tries kept (and, for a
 * channel that allows it, a failed one retried). Returns whether there was
 * one; a staff member's is audited.
 */
export async function makeDue(
  db: Database,
  { channel, id, actor, at }: { channel: OutboxChannel; id: string; actor?: StaffActor; at: Date },
): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rules = DESK_RULES[channel];
  const one = and(eq(outbox.channel, channel), eq(outbox.id, id));
  const moved = [
    ...(rules.nowTakesFailed
      ? await db
          .update(outbox)
          .set(retried(channel, at))
          .where(and(one, eq(outbox.status, "failed")))
          .returning({ id: outbox.id })
      : []),
    ...(await db
      .update(outbox)
      .set({ nextAttemptAt: at })
      .where(and(one, eq(outbox.status, "pending")))
      .returning({ id: outbox.id })),
  ];
  if (moved.length === 0) return false;
  if (actor)
    await createAuditLog(db).recordBy(actor, rules.audit.madeDue, {
      target: { type: rules.audit.target, id },
    });
  return true;
}

/** Each item described by its channel (webhooks with the requests they tell of, read in one query). */
export async function describeItems(db: Database, rows: ListedItem[]): Promise<DescribedItem[]> {
  const requests = await webhookRequests(
    db,
    rows.filter((r) => r.channel === "webhook"),
  );
  const businessNames = await webhookBusinesses(
    db,
    rows.filter((r) => r.channel === "business_webhook"),
  );
  const messageRows = await outboxMessages(
    db,
    rows.filter((r) => r.channel === "sms" || r.channel === "whatsapp"),
  );
  return rows.flatMap((row) => {
    const channel = OUTBOX_CHANNELS.find((name) => name === row.channel);
    if (!channel) return [];
    const description =
      channel === "email"
        ? describeEmail(row)
        : channel === "sms" || channel === "whatsapp"
          ? describeMessage(row, row.aboutId ? messageRows.get(row.aboutId) : undefined)
          : channel === "business_webhook"
            ? describeBusinessWebhook(row, row.aboutId ? businessNames.get(row.aboutId) : undefined)
            : describeWebhook(row, row.aboutId ? requests.get(row.aboutId) : undefined);
    return [
      {
        id: row.id,
        channel,
        status: row.status,
        attempts: row.attempts,
        lastError: description.lastErrorShown ? row.lastError : null,
        lastStatus:
          channel === "webhook"
            ? (webhookAnswerOf(row).status ?? null)
            : channel === "business_webhook"
              ? (businessAnswerOf(row).status ?? null)
              : null,
        nextAttemptAt: row.nextAttemptAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        description,
      },
    ];
  });
}

/**
 * The staff page's door: the one list with a channel filter, and the
 * actions, each waking the channel's sender (`wake`) when it made an item due.
 */
export function createOutboxDesk(
  db: Database,
  now: () => Date = () => new Date(),
  wake: (channel: OutboxChannel) => void = () => {},
) {
  return {
    async list(filter: { channel?: OutboxChannel; status?: OutboxListStatus; page?: number }) {
      const listed = await listItems(db, filter);
      return { ...listed, rows: await describeItems(db, listed.rows) };
    },
    totals: () => outboxTotals(db),
    async retryFailed(channel: OutboxChannel, id?: string, actor?: StaffActor) {
      const moved = await retryFailed(db, { channel, id, actor, at: now() });
      if (moved > 0) wake(channel);
      return moved;
    },
    async sendNow(channel: OutboxChannel, id: string, actor?: StaffActor) {
      const moved = await makeDue(db, { channel, id, actor, at: now() });
      if (moved) wake(channel);
      return moved;
    },
  };
}

export type OutboxDesk = ReturnType<typeof createOutboxDesk>;
