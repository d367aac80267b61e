/**
 * A business's webhook (CONTRACT.md "Business accounts", "webhook";
 * docs/decisions/042-business-webhooks.md): its owner sets one URL and is
 * shown its secret once, makes a new secret, turns it off and on, removes
 * it, reads the deliveries and sends one again; staff read its health.
 * Every query names the business: another business's delivery is not found.
 * The deliveries themselves are the outbox's `business_webhook` channel
 * (server/outbox/channels/business-webhook.ts).
 */
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { businessAuditLog, businessWebhooks, outbox } from "../../database/schema";
import { assertMay } from "./business-actor";
import type { BusinessRole } from "@core/business-access";
import { checkWebhookUrl, type WebhookUrlProblem } from "@core/schemas/business-webhook";
import type { SecretBox } from "../accounts/secret-box";
import type { Logger } from "../logger";
import {
  businessAnswerOf,
  businessWebhookOf,
  createBusinessWebhookSender,
  hostOf,
} from "../outbox/channels/business-webhook";
import { createOutboxLoop } from "../outbox/queue";

export const WEBHOOK_PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHANNEL = "business_webhook";

/** The owner acting: their business, and their address hash for the audit log. */
export type WebhookActor = {
  id: string;
  email: string;
  role: BusinessRole;
  businessId: string;
  ipHash: string;
};

export type WebhookSettings = {
  url: string;
  host: string;
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** One delivery as the owner sees it. */
export type WebhookDelivery = {
  id: string;
  lrNo: string;
  event: string;
  eventStatus: string;
  /** 'pending' | 'sent' | 'failed'. */
  state: string;
  tries: number;
  lastStatus: number | null;
  lastAnswer: string | null;
  lastError: string | null;
  lastTriedAt: Date | null;
  queuedAt: Date;
  sentAt: Date | null;
};

/** A new secret: shown once, then only its sealed form is kept. */
function newSecret() {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

export type SetOutcome =
  | { ok: true; secret: string | null }
  | { ok: false; problem: WebhookUrlProblem | "unavailable" };

export type BusinessWebhooksOptions = {
  db: Database;
  /** Seals the secrets; without SESSION_SECRET there is none and no webhook can be set. */
  box: SecretBox | undefined;
  now?: () => Date;
  /** Wakes the business webhook sender ("Send again"). */
  wake?: () => void;
};

export function createBusinessWebhooks(options: BusinessWebhooksOptions) {
  const { db, box, now = () => new Date(), wake = () => {} } = options;

  const audit = (
    tx: Pick<Database, "insert">,
    actor: WebhookActor,
    action: string,
    detail?: Record<string, unknown>,
    targetId: string = actor.businessId,
  ) =>
    tx.insert(businessAuditLog).values({
      businessId: actor.businessId,
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetType: "business_webhook",
      targetId,
      detail: detail ?? null,
      ipHash: actor.ipHash,
    });

  async function settings(businessId: string): Promise<WebhookSettings | null> {
    const [row] = await db
      .select()
      .from(businessWebhooks)
      .where(eq(businessWebhooks.businessId, businessId));
    if (!row) return null;
    return {
      url: row.url,
      host: hostOf(row.url),
      enabled: row.enabled,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  /** What waits for this business is given up: it asked for no more posts. */
  const giveUpWaiting = (tx: Pick<Database, "update">, businessId: string, why: string) =>
    tx
      .update(outbox)
      .set({ status: "failed", lastError: why })
      .where(
        and(
          eq(outbox.channel, CHANNEL),
          eq(outbox.aboutId, businessId),
          eq(outbox.status, "pending"),
        ),
      );

  /**
   * Sets the URL. The first time, a secret is made and answered (shown once);
   * a change of URL keeps the secret and answers none.
   */
  async function setUrl(actor: WebhookActor, value: string): Promise<SetOutcome> {
    assertMay(actor, "webhook");
    const checked = checkWebhookUrl(value);
    if (!checked.ok) return checked;
    if (!box) return { ok: false, problem: "unavailable" };
    const { url } = checked;
    return db.transaction(async (tx) => {
      const [had] = await tx
        .select({ url: businessWebhooks.url })
        .from(businessWebhooks)
        .where(eq(businessWebhooks.businessId, actor.businessId))
        .for("update");
      if (had) {
        await tx
          .update(businessWebhooks)
          .set({ url, updatedAt: now() })
          .where(eq(businessWebhooks.businessId, actor.businessId));
        await audit(tx, actor, "webhook.url_changed", { host: hostOf(url) });
        return { ok: true, secret: null };
      }
      const secret = newSecret();
      await tx.insert(businessWebhooks).values({
        businessId: actor.businessId,
        url,
        secretSealed: box.seal(secret),
        enabled: true,
        createdAt: now(),
        updatedAt: now(),
      });
      await audit(tx, actor, "webhook.set", { host: hostOf(url) });
      return { ok: true, secret };
    });
  }

  /** A new secret replaces the old at once (what still waits is signed with it); answered once. */
  async function makeNewSecret(actor: WebhookActor): Promise<string | null> {
    assertMay(actor, "webhook");
    if (!box) return null;
    const secret = newSecret();
    return db.transaction(async (tx) => {
      const updated = await tx
        .update(businessWebhooks)
        .set({ secretSealed: box.seal(secret), updatedAt: now() })
        .where(eq(businessWebhooks.businessId, actor.businessId))
        .returning({ id: businessWebhooks.businessId });
      if (updated.length === 0) return null;
      await audit(tx, actor, "webhook.secret_made");
      return secret;
    });
  }

  /** Turns it off (what waits is given up) or on again. False when there is none. */
  async function setEnabled(actor: WebhookActor, enabled: boolean): Promise<boolean> {
    assertMay(actor, "webhook");
    return db.transaction(async (tx) => {
      const updated = await tx
        .update(businessWebhooks)
        .set({ enabled, updatedAt: now() })
        .where(eq(businessWebhooks.businessId, actor.businessId))
        .returning({ id: businessWebhooks.businessId });
      if (updated.length === 0) return false;
      if (!enabled)
        await giveUpWaiting(tx, actor.businessId, "the business turned its webhook off");
      await audit(tx, actor, enabled ? "webhook.turned_on" : "webhook.turned_off");
      return true;
    });
  }

  /** Removes the URL and secret (what waits is given up); its deliveries stay listed. */
  async function remove(actor: WebhookActor): Promise<boolean> {
    assertMay(actor, "webhook");
    return db.transaction(async (tx) => {
      const removed = await tx
        .delete(businessWebhooks)
        .where(eq(businessWebhooks.businessId, actor.businessId))
        .returning({ url: businessWebhooks.url });
      if (removed.length === 0) return false;
      await giveUpWaiting(tx, actor.businessId, "the business removed its webhook");
      await audit(tx, actor, "webhook.removed", { host: hostOf(removed[0]!.url) });
      return true;
    });
  }

  const mine = (businessId: string) =>
    and(eq(outbox.channel, CHANNEL), eq(outbox.aboutId, businessId));

  /** The business's deliveries, newest first, one page. */
  async function deliveries(businessId: string, page = 1) {
    const current = Math.max(1, Math.floor(page) || 1);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(outbox)
        .where(mine(businessId))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(WEBHOOK_PAGE_SIZE)
        .offset((current - 1) * WEBHOOK_PAGE_SIZE),
      db.select({ n: count() }).from(outbox).where(mine(businessId)),
    ]);
    const list: WebhookDelivery[] = rows.map((row) => {
      const payload = businessWebhookOf(row);
      const answer = businessAnswerOf(row);
      return {
        id: row.id,
        lrNo: payload.lrNo,
        event: payload.event,
        eventStatus: payload.status,
        state: row.status,
        tries: row.attempts,
        lastStatus: answer.status ?? null,
        lastAnswer: answer.answer ?? null,
        lastError: row.lastError,
        lastTriedAt: answer.at ? new Date(answer.at) : null,
        queuedAt: row.createdAt,
        sentAt: row.sentAt,
      };
    });
    const n = total?.n ?? 0;
    return {
      rows: list,
      total: n,
      page: current,
      pages: Math.max(1, Math.ceil(n / WEBHOOK_PAGE_SIZE)),
    };
  }

  /**
   * "Send again": one of the business's deliveries, whatever its state, due
   * now with a fresh day of tries, under its same key and body; audited.
   * `notFound` for another business's id (or none); `off` while the webhook is off.
   */
  async function sendAgain(
    actor: WebhookActor,
    id: string,
  ): Promise<{ ok: true } | { ok: false; notFound: true } | { ok: false; off: true }> {
    assertMay(actor, "webhook");
    if (!UUID.test(id)) return { ok: false, notFound: true };
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const [item] = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(mine(actor.businessId), eq(outbox.id, id)))
        .for("update");
      if (!item) return { ok: false, notFound: true } as const;
      const [hook] = await tx
        .select({ enabled: businessWebhooks.enabled })
        .from(businessWebhooks)
        .where(eq(businessWebhooks.businessId, actor.businessId));
      if (!hook?.enabled) return { ok: false, off: true } as const;
      await tx
        .update(outbox)
        .set({ status: "pending", nextAttemptAt: at, createdAt: at, attempts: 0, sentAt: null })
        .where(eq(outbox.id, id));
      await audit(tx, actor, "webhook.sent_again", undefined, id);
      return { ok: true } as const;
    });
    if (outcome.ok) wake();
    return outcome;
  }

  /**
   * The webhook's health as staff see it (/staff/businesses/:id): host,
   * on or off, counts of the last 24 hours, the last failure's answer. Never
   * the secret nor the URL's path.
   */
  async function health(businessId: string) {
    const hook = await settings(businessId);
    const since = new Date(now().getTime() - DAY_MS);
    // A failed item's moment is its last try (kept in its answer), not when it was queued.
    const failedAt = sql`coalesce((${outbox.lastAnswer}->>'at')::timestamptz, ${outbox.nextAttemptAt})`;
    const [counts] = await db
      .select({
        delivered:
          sql<number>`count(*) filter (where ${outbox.status} = 'sent' and ${outbox.sentAt} > ${since})`.mapWith(
            Number,
          ),
        waiting: sql<number>`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
        failed:
          sql<number>`count(*) filter (where ${outbox.status} = 'failed' and ${failedAt} > ${since})`.mapWith(
            Number,
          ),
      })
      .from(outbox)
      .where(mine(businessId));
    const [failure] = await db
      .select()
      .from(outbox)
      .where(and(mine(businessId), isNotNull(outbox.lastError)))
      .orderBy(sql`${outbox.lastAnswer}->>'at' desc nulls last`, desc(outbox.createdAt))
      .limit(1);
    const answer = failure ? businessAnswerOf(failure) : undefined;
    return {
      configured: hook !== null,
      host: hook?.host ?? null,
      enabled: hook?.enabled ?? false,
      delivered: counts?.delivered ?? 0,
      waiting: counts?.waiting ?? 0,
      failed: counts?.failed ?? 0,
      lastFailure: failure
        ? {
            lrNo: businessWebhookOf(failure).lrNo,
            why: failure.lastError ?? "",
            status: answer?.status ?? null,
            answer: answer?.answer ?? null,
            at: answer?.at ? new Date(answer.at) : null,
          }
        : null,
    };
  }

  return {
    settings,
    setUrl,
    makeNewSecret,
    setEnabled,
    remove,
    deliveries,
    sendAgain,
    health,
    /** The loop that POSTs every business's deliveries (server/main.ts starts one). */
    sender: (loop: { logger: Logger; intervalMs?: number; now?: () => Date; timeoutMs?: number }) =>
      createOutboxLoop({
        db,
        logger: loop.logger,
        intervalMs: loop.intervalMs,
        now: loop.now,
        sender: createBusinessWebhookSender({
          db,
          box,
          timeoutMs: loop.timeoutMs,
          now: loop.now,
        }),
      }),
  };
}

export type BusinessWebhooks = ReturnType<typeof createBusinessWebhooks>;
