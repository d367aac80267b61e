/**
 * The 48-hour silence (CONTRACT.md "expected date"): a
 * shipment not Delivered or Cancelled with no event for 48 hours says so on
 * its page (forShipment's silentSinceHours), and its confirmed alert
 * subscribers get ONE e-mail about it, in their language, with the
 * unsubscribe link of every alert. shipments.silence_alerted_at remembers
 * the silence told: a later event starts a new possible silence (the
 * shipment is told again only if silent 48 hours after that event). Like
 * the promises' job, one process at a time runs a round (advisory lock);
 * the clock is injected. Phone subscribers who chose it get the
 * `no_news_48h` message, once, under the same mark.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../database/client";
import { shipments, trackingUnsubscribeTokens } from "../../database/schema";
import { SILENCE_HOURS } from "@core/delivery-options";
import { isFinalStatus } from "@core/shipment-status";
import { z } from "@core/zod";
import { errorFacts } from "../http/error-facts";
import type { MessageQueueContext } from "../messages/enqueue";
import { queueShipmentMessages } from "../messages/shipment-messages";
import type { Logger } from "../logger";
import { silenceEmail } from "./delivery-emails";
import { enqueueEmails, type OutgoingEmail } from "./outbox";
import { rowsOf, SqlNumber } from "./query-rows";
import { confirmedSubscribers, hashToken } from "./tracking-alerts/context";
import { alertLanguage, alertLinks, formatAlertDate } from "./tracking-alert-emails";

const SILENCE_LOCK = 4_150_153;
const HOUR_MS = 60 * 60 * 1000;
/** How often the job looks. */
export const SILENCE_EVERY_MS = 15 * 60 * 1000;

export type SilenceRound = { shipments: number; emails: number };

const LockRowSchema = z.object({ ok: z.boolean() });

/** A shipment of the round's query: its newest event's time (epoch ms) and status. */
const SilentRowSchema = z.object({
  id: z.number(),
  lr_no: z.string(),
  order_status: z.string(),
  last_ms: SqlNumber,
  last_status: z.string().nullable(),
});

/** Shipments silent since `since` and not yet told of this silence, not Delivered or Cancelled. */
async function findSilent(tx: Transaction, since: Date) {
  // The newest event's time and status per shipment, in one pass.
  const found = await tx.execute(sql`
    select s.id, s.lr_no, s.order_status,
           floor(extract(epoch from coalesce(e.occurred_at, s.created_at)) * 1000)::bigint as last_ms,
           e.tracking_status as last_status
    from shipments s
    left join lateral (
      select occurred_at, tracking_status from tracking_events
      where shipment_id = s.id order by occurred_at desc, id desc limit 1
    ) e on true
    where coalesce(e.occurred_at, s.created_at) <= ${since.toISOString()}
      and (s.silence_alerted_at is null or s.silence_alerted_at < coalesce(e.occurred_at, s.created_at))`);
  return rowsOf(SilentRowSchema, found).filter(
    (s) => !isFinalStatus(s.order_status) && !(s.last_status && isFinalStatus(s.last_status)),
  );
}

/** One e-mail to each confirmed subscriber of the shipment; the shipment marked told. How many. */
async function tellSubscribers(
  tx: Transaction,
  shipment: z.output<typeof SilentRowSchema>,
  siteUrl: string,
  at: Date,
  messages?: MessageQueueContext,
): Promise<number> {
  const lastAt = new Date(Number(shipment.last_ms));
  const subscribers = await confirmedSubscribers(tx, shipment.id);
  const outgoing: OutgoingEmail[] = [];
  for (const subscriber of subscribers) {
    const lang = alertLanguage(subscriber.language);
    const token = randomBytes(32).toString("base64url");
    await tx
      .insert(trackingUnsubscribeTokens)
      .values({ tokenHash: hashToken(token), subscriptionId: subscriber.id });
    const unsubscribeUrl = alertLinks(siteUrl, lang).unsubscribe(token);
    outgoing.push({
      to: subscriber.email,
      ...silenceEmail(lang, {
        lrNo: shipment.lr_no,
        when: formatAlertDate(lastAt, lang),
        siteUrl,
        unsubscribeUrl,
      }),
      headers: {
        "List-Unsubscribe": `<${unsubscribeUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
  }
  await enqueueEmails(tx, outgoing);
  // Told once by SMS and WhatsApp too, under the same mark (docs/decisions/047-messages.md).
  if (messages)
    await queueShipmentMessages(
      tx,
      { ...messages, now: () => at },
      {
        lrNo: shipment.lr_no,
        event: "no_news_48h",
      },
    );
  await tx.update(shipments).set({ silenceAlertedAt: at }).where(eq(shipments.id, shipment.id));
  return outgoing.length;
}

/** One round at `at`; null when another process holds the lock. */
async function runRound(
  db: Database,
  siteUrl: string,
  at: Date,
  messages?: MessageQueueContext,
): Promise<SilenceRound | null> {
  const since = new Date(at.getTime() - SILENCE_HOURS * HOUR_MS);
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${SILENCE_LOCK}) as ok`);
    const [row] = rowsOf(LockRowSchema, locked);
    if (!row?.ok) return null;
    const silent = await findSilent(tx, since);
    let emails = 0;
    for (const shipment of silent)
      emails += await tellSubscribers(tx, shipment, siteUrl, at, messages);
    return { shipments: silent.length, emails };
  });
}

export function createSilenceWatch(
  db: Database,
  {
    siteUrl,
    now = () => new Date(),
    messages,
  }: {
    siteUrl: string;
    now?: () => Date;
    /** The SMS and WhatsApp queue: subscribers by phone are told too. */
    messages?: MessageQueueContext;
  },
) {
  return { run: () => runRound(db, siteUrl, now(), messages) };
}

export type SilenceWatch = ReturnType<typeof createSilenceWatch>;

/** Runs a round two minutes after start and then every 15 minutes. */
export function scheduleSilenceWatch(watch: SilenceWatch, logger: Logger) {
  const round = async () => {
    try {
      const done = await watch.run();
      if (done && done.shipments)
        logger.info(done, "shipments silent for 48 hours: alert subscribers told");
    } catch (error) {
      // The facts only: a failed query's message lists its values (subscribers' addresses).
      logger.error({ error: errorFacts(error) }, "the 48-hour silence job failed");
    }
  };
  const first = setTimeout(() => void round(), 2 * 60_000);
  const every = setInterval(() => void round(), SILENCE_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
