import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../database/client";
import { openTestDatabase } from "../../tests/support/test-database";
import { createLogger } from "../logger";
import { createSenderWake, listenForWakes } from "./wake";

const logger = createLogger("silent");

/** Waits until `check` holds, at most 5 s. */
async function eventually(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 50));
  return check();
}

/**
 * "Send now" served by one process wakes the sender another runs: on
 * PostgreSQL (TEST_DATABASE_URL) through NOTIFY, between two connections as
 * a worker and the primary hold them; on the embedded database, one
 * process, the sender of the same process.
 */
describe("waking the senders", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it("reaches the sender in the process that runs it", async () => {
    const woken: string[] = [];
    const sending = { outbox: () => woken.push("outbox"), webhooks: () => woken.push("webhooks") };
    if (database.kind === "pglite") {
      createSenderWake(database, sending, logger)("webhooks");
      expect(woken).toEqual(["webhooks"]);
      return;
    }
    // The primary: the senders and their LISTEN. The worker: its own pool, no sender.
    const stop = await listenForWakes(database.url!, sending, logger);
    const worker = await openDatabase({ kind: "postgres", url: database.url!, poolSize: 1 });
    try {
      const wake = createSenderWake(worker, {}, logger);
      wake("outbox");
      expect(await eventually(() => woken.length === 1)).toBe(true);
      wake("webhooks");
      expect(await eventually(() => woken.length === 2)).toBe(true);
      expect(woken).toEqual(["outbox", "webhooks"]);
    } finally {
      await stop();
      await worker.close();
    }
  });
});
