/**
 * Waking the outbox senders ("Send now", "Try now", a retry) in whichever
 * process runs them: one name per channel's loop (server/outbox/queue.ts). With WEB_CONCURRENCY > 1 the staff page is served by a worker
 * and the senders run in the primary (docs/decisions/026-several-processes.md),
 * so a local call woke nobody. On PostgreSQL the wake is a NOTIFY on one
 * channel that the sending process LISTENs to, on a connection of its own;
 * on the embedded database there is one process and the local call is enough.
 */
import pg from "pg";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../database/client";
import { errorFacts } from "../http/error-facts";
import type { Logger } from "../logger";

export const WAKE_CHANNEL = "sil_sender_wake";
export const SENDERS = ["outbox", "webhooks", "business-webhooks", "sms", "whatsapp"] as const;
export type Sender = (typeof SENDERS)[number];

const RECONNECT_MS = 5_000;

/**
 * The wake the services call: this process's own sender at once (if it
 * runs one), and on PostgreSQL every other process's through NOTIFY.
 */
export function createSenderWake(
  database: DatabaseHandle,
  local: Partial<Record<Sender, () => void>>,
  logger: Logger,
) {
  return (sender: Sender) => {
    local[sender]?.();
    if (database.kind !== "postgres") return;
    database.db
      .execute(sql`select pg_notify(${WAKE_CHANNEL}, ${sender})`)
      .catch((error: unknown) =>
        logger.warn({ error: errorFacts(error), sender }, "sender wake not sent"),
      );
  };
}

/**
 * LISTENs for wakes on a connection of its own (PostgreSQL only), calling
 * the sender each names; connects again after a lost connection. Answers
 * a stop, and resolves once the first LISTEN is in place.
 */
export async function listenForWakes(
  url: string,
  senders: Partial<Record<Sender, () => void>>,
  logger: Logger,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      const sender = SENDERS.find((name) => name === message.payload);
      if (sender) senders[sender]?.();
    });
    next.on("error", (error) => {
      logger.warn({ error: errorFacts(error) }, "sender wake connection lost; connecting again");
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${WAKE_CHANNEL}`);
    client = next;
  }

  try {
    await connect();
  } catch (error) {
    logger.warn({ error: errorFacts(error) }, "sender wakes not heard; senders keep their rounds");
    if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
