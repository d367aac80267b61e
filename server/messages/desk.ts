/**
 * /staff/messages (admin, ops; docs/decisions/047-messages.md "Sending"):
 * every SMS and WhatsApp message, newest first, by state, event, channel
 * and India's day; one message in full; a retry of a failed one (its
 * outbox item gets a fresh day of tries, as /staff/outbox gives it); the
 * counts of the last 7 India days; and the admin's test message. Lists
 * show a number masked; the one message shows it whole, to staff only.
 */
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database/client";
import { messages, outbox } from "../../database/schema";
import { maskedPhone } from "@core/delivery-options";
import type { Lang } from "@core/i18n";
import type { MessageEvent } from "@core/messages/events";
import { addDays, todayInIndia } from "@core/schemas/lead-fields";
import type { StaffActor } from "@core/staff-access";
import { createAuditLog } from "../services/staff/audit";
import { enqueueMessage, type MessageChannel, type MessageQueueContext } from "./enqueue";

export const MESSAGE_STATES = ["queued", "sent", "delivered", "failed"] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const MESSAGES_PAGE_SIZE = 50;
/** The demo shipment the test message is about (database/seed.ts). */
export const TEST_MESSAGE_LR = "LR123456789";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type MessageFilter = {
  state?: MessageState;
  event?: MessageEvent;
  channel?: MessageChannel;
  /** India's day, YYYY-MM-DD. */
  date?: string;
  page?: number;
};

/** A message as the list shows it: the number masked. */
export type ListedMessage = {
  id: string;
  channel: string;
  event: string;
  phone: string;
  lrNo: string | null;
  ticketId: string | null;
  state: string;
  providerAnswer: string | null;
  fallbackOf: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  failedAt: string | null;
};

const startOfDay = (day: string) => new Date(`${day}T00:00:00+05:30`);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function listed(row: typeof messages.$inferSelect): ListedMessage {
  return {
    id: row.id,
    channel: row.channel,
    event: row.event,
    phone: maskedPhone(row.phone) ?? "",
    lrNo: row.lrNo,
    ticketId: row.ticketId,
    state: row.state,
    providerAnswer: row.providerAnswer,
    fallbackOf: row.fallbackOf,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    failedAt: iso(row.failedAt),
  };
}

export type TestMessage = { phone: string; channel: MessageChannel; lang: Lang };

export function createMessageDesk(
  db: Database,
  queue: MessageQueueContext,
  wake: (channel: MessageChannel) => void = () => {},
  now: () => Date = () => new Date(),
) {
  return {
    channelsOn: { sms: Boolean(queue.settings.sms), whatsapp: Boolean(queue.settings.whatsapp) },

    async list(filter: MessageFilter) {
      const where: SQL[] = [];
      if (filter.state) where.push(eq(messages.state, filter.state));
      if (filter.event) where.push(eq(messages.event, filter.event));
      if (filter.channel) where.push(eq(messages.channel, filter.channel));
      if (filter.date) {
        where.push(gte(messages.createdAt, startOfDay(filter.date)));
        where.push(lt(messages.createdAt, startOfDay(addDays(filter.date, 1))));
      }
      const page = Math.max(1, filter.page ?? 1);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(and(...where))
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(MESSAGES_PAGE_SIZE)
          .offset((page - 1) * MESSAGES_PAGE_SIZE),
        db
          .select({ n: count() })
          .from(messages)
          .where(and(...where)),
      ]);
      const n = total?.n ?? 0;
      return {
        rows: rows.map(listed),
        total: n,
        page,
        pages: Math.max(1, Math.ceil(n / MESSAGES_PAGE_SIZE)),
      };
    },

    /** One message in full (its number whole, its text), with its fallback or the one it stands in for. */
    async one(id: string) {
      if (!UUID.test(id)) return null;
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      if (!row) return null;
      const [fallback] = await db
        .select({ id: messages.id, state: messages.state })
        .from(messages)
        .where(eq(messages.fallbackOf, row.id));
      const [item] = await db
        .select({ status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError })
        .from(outbox)
        .where(eq(outbox.aboutId, row.id));
      return {
        ...listed(row),
        fullPhone: row.phone,
        body: row.body,
        language: row.language,
        providerId: row.providerId,
        fallback: fallback ?? null,
        tries: item ?? null,
      };
    },

    /** The last 7 India days, newest first, each with its count per state. */
    async counts() {
      const today = todayInIndia(now());
      const days = Array.from({ length: 7 }, (_, i) => addDays(today, -i));
      const day = sql<string>`to_char(${messages.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, state: messages.state, n: count() })
        .from(messages)
        .where(gte(messages.createdAt, startOfDay(days.at(-1)!)))
        .groupBy(day, messages.state);
      return days.map((d) => ({
        day: d,
        states: Object.fromEntries(
          MESSAGE_STATES.map((s) => [s, rows.find((r) => r.day === d && r.state === s)?.n ?? 0]),
        ) as Record<MessageState, number>,
      }));
    },

    /**
     * A failed message queued again: its state back to queued and its
     * outbox item due now with a fresh day of tries. False when it is not
     * failed (sent since, or retried by someone else).
     */
    async retry(id: string, actor: StaffActor): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const at = now();
      const channel = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(messages)
          .set({ state: "queued", failedAt: null })
          .where(and(eq(messages.id, id), eq(messages.state, "failed")))
          .returning({ channel: messages.channel });
        if (!row) return null;
        const moved = await tx
          .update(outbox)
          .set({ status: "pending", nextAttemptAt: at, createdAt: at, attempts: 0 })
          .where(and(eq(outbox.aboutId, id), eq(outbox.channel, row.channel)))
          .returning({ id: outbox.id });
        if (moved.length === 0) throw new Error("a message without its outbox item");
        await createAuditLog(tx as unknown as Database).recordBy(actor, "message.retried", {
          target: { type: "message", id },
          detail: { channel: row.channel },
        });
        return row.channel as MessageChannel;
      });
      if (!channel) return false;
      wake(channel);
      return true;
    },

    /** The admin's test: the booked template for the demo shipment, queued as any message is. */
    async sendTest(test: TestMessage, actor: StaffActor) {
      const queued = await db.transaction(async (tx) => {
        const result = await enqueueMessage(tx, queue, {
          channel: test.channel,
          phone: test.phone,
          event: "booked",
          lang: test.lang,
          values: { lrNo: TEST_MESSAGE_LR, alertsToken: "test" },
          lrNo: TEST_MESSAGE_LR,
        });
        if (result.queued)
          await createAuditLog(tx as unknown as Database).recordBy(actor, "message.test_sent", {
            target: { type: "message", id: result.id },
            detail: { channel: test.channel, to: maskedPhone(test.phone) ?? "" },
          });
        return result;
      });
      if (queued.queued) wake(test.channel);
      return queued;
    },
  };
}

export type MessageDesk = ReturnType<typeof createMessageDesk>;
