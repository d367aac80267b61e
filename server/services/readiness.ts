/**
 * GET /api/ready (CONTRACT.md "Running it"): whether this
 * process should get traffic. Unlike /api/health (alive), it also asks
 * that the migrations this build needs are applied, that Redis answers when
 * REDIS_URL is set, and that the outbox is not stuck: a pending e-mail due
 * for longer than OUTBOX_STUCK_MINUTES while SMTP_URL is set means no sender runs;
 * likewise a pending webhook while DELIVERY_WEBHOOK_URL is set, and a pending
 * post to a business's webhook at any time (its sender needs no setting).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../database/client";
import { migrationsFolder } from "../../database/migrate";
import { overdueOf } from "../outbox/figures";
import type { RateLimits } from "./rate-limit";

/** The sender tries every 5 s and leases a batch for 2 min: 15 min overdue is no sender at all. */
export const OUTBOX_STUCK_MINUTES = 15;
const CHECK_TIMEOUT_MS = 2_000;

export type Readiness = {
  ok: boolean;
  checks: {
    database: string;
    migrations: string;
    redis: string;
    outbox: string;
    webhooks: string;
    /** The business webhooks (docs/decisions/042-business-webhooks.md). */
    businessWebhooks: string;
    sms: string;
    whatsapp: string;
  };
};

/** How many migrations this build has (drizzle's journal). */
function migrationsInBuild(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

function within<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("no answer in time")), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export function createReadiness(
  database: DatabaseHandle,
  options: {
    rateLimits: RateLimits;
    sendingMail?: boolean;
    sendingWebhooks?: boolean;
    /** Which message channels are on (decision 047): each is checked as the webhooks are. */
    messages?: { sms: unknown; whatsapp: unknown };
  },
) {
  let needed: number | undefined;

  async function migrations(): Promise<string> {
    needed ??= migrationsInBuild();
    try {
      const rows = rowsOf(
        await within(
          database.db.execute(
            sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
          ),
        ),
      );
      const applied = Number(rows[0]?.applied ?? 0);
      // More than this build knows is fine: a newer build migrated first (rolling upgrade).
      return applied >= needed
        ? "ok"
        : `${needed - applied} of ${needed} not applied (npm run db:migrate)`;
    } catch {
      return `not applied (npm run db:migrate)`;
    }
  }

  async function outbox(): Promise<string> {
    try {
      const { due, minutes } = await within(overdueOf(database.db, "email"));
      if (!options.sendingMail) return due ? `not sending (SMTP_URL unset); ${due} waiting` : "ok";
      if (minutes >= OUTBOX_STUCK_MINUTES)
        return `stuck: ${due} e-mails due, the oldest for ${minutes} min`;
      return "ok";
    } catch {
      return "not readable";
    }
  }

  /** The webhook sender retries every 5 s with the same 2-minute lease: the same rule. */
  async function webhooks(): Promise<string> {
    if (!options.sendingWebhooks) return "not set";
    try {
      const { due, minutes } = await within(overdueOf(database.db, "webhook"));
      if (minutes >= OUTBOX_STUCK_MINUTES)
        return `stuck: ${due} webhooks due, the oldest for ${minutes} min`;
      return "ok";
    } catch {
      return "not readable";
    }
  }

  /**
   * Each business's webhook: the sender starts in every server whatever the
   * settings (a business sets its own URL), so a long-overdue post means none runs.
   */
  async function businessWebhooks(): Promise<string> {
    try {
      const { due, minutes } = await within(overdueOf(database.db, "business_webhook"));
      if (minutes >= OUTBOX_STUCK_MINUTES)
        return `stuck: ${due} business webhook posts due, the oldest for ${minutes} min`;
      return "ok";
    } catch {
      return "not readable";
    }
  }

  /** An SMS or WhatsApp sender runs every 5 s with the same lease: the same rule. */
  async function messageChannel(channel: "sms" | "whatsapp"): Promise<string> {
    if (!options.messages?.[channel]) return "not set";
    try {
      const { due, minutes } = await within(overdueOf(database.db, channel));
      if (minutes >= OUTBOX_STUCK_MINUTES)
        return `stuck: ${due} messages due, the oldest for ${minutes} min`;
      return "ok";
    } catch {
      return "not readable";
    }
  }

  return async function readiness(): Promise<Readiness> {
    let reachable = true;
    try {
      await within(database.ping());
    } catch {
      reachable = false;
    }
    const status = options.rateLimits.redisStatus();
    const redis = status === "ready" || status === "not set" ? status : `not answering (${status})`;
    if (!reachable) {
      const checks = {
        database: "unreachable",
        migrations: "not checked",
        redis,
        outbox: "not checked",
        webhooks: "not checked",
        businessWebhooks: "not checked",
        sms: "not checked",
        whatsapp: "not checked",
      };
      return { ok: false, checks };
    }
    const checks = {
      database: "ok",
      migrations: await migrations(),
      redis: redis === "ready" ? "ok" : redis,
      outbox: await outbox(),
      webhooks: await webhooks(),
      businessWebhooks: await businessWebhooks(),
      sms: await messageChannel("sms"),
      whatsapp: await messageChannel("whatsapp"),
    };
    const ok =
      checks.migrations === "ok" &&
      (checks.redis === "ok" || checks.redis === "not set") &&
      [checks.outbox, checks.webhooks, checks.businessWebhooks, checks.sms, checks.whatsapp].every(
        (check) => !check.startsWith("stuck") && check !== "not readable",
      );
    return { ok, checks };
  };
}
