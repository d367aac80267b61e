/**
 * Ticket numbers under load: many requests raised at once by two workers
 * (two pools on one PostgreSQL database when TEST_DATABASE_URL is set, as
 * WEB_CONCURRENCY=2 runs them; PGlite's one connection otherwise) are all
 * stored, each with its own number, counting up within India's year.
 */
import { asc, eq } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../database/client";
import { supportTicketCounters, supportTickets } from "../../../database/schema";
import { parseTicketNumber } from "@core/support";
import { openTestDatabase } from "../../../tests/support/test-database";
import { createLogger } from "../../logger";
import { createRateLimits } from "../rate-limit";
import { createTicketService } from "./tickets";

const RAISES = 200;
/** Lifted, as the black-box suites lift them: this is about the database, not the budgets. */
const budgets = {
  accepted: { points: 10_000, durationSeconds: 60 },
  acknowledgement: { points: 10_000, durationSeconds: 60 },
};

/** A phone's photo, stored with the ticket in the request's transaction. */
const photo = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#3a6" } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    "IMG_2041.jpg",
    { type: "image/jpeg" },
  );

const fields = (i: number, attachments: File[] = []) => ({
  attachments,
  category: "other",
  name: "Asha Patil",
  email: `asha.${i}@example.org`,
  phone: "+91 98765 43210",
  description: "Please call me about a bulk booking next month, it is urgent.",
});

describe("ticket numbers when many requests are raised at once", () => {
  let database: DatabaseHandle;
  const workers: DatabaseHandle[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const url = process.env.TEST_DATABASE_URL;
    if (url)
      for (let i = 0; i < 2; i++) workers.push(await openDatabase({ kind: "postgres", url }));
    else workers.push(database);
  });
  afterAll(async () => {
    for (const worker of workers) if (worker !== database) await worker.close();
    await database?.close();
  });

  const serviceOn = (handle: DatabaseHandle, at: Date) =>
    createTicketService({
      db: handle.db,
      rateLimits: createRateLimits({ budgets }),
      secret: "test-secret-0123456789",
      siteUrl: "https://sil.example.in",
      logger: createLogger("silent"),
      now: () => at,
    });

  it(`stores all ${RAISES}, each with its own number, counting up`, async () => {
    // The year before the last so another test's tickets share no counter with these.
    await database.db.insert(supportTicketCounters).values({ year: 2024, last: 41 });
    const at = new Date("2024-06-03T06:00:00Z");
    const services = workers.map((worker) => serviceOn(worker, at));
    const outcomes = await Promise.all(
      Array.from({ length: RAISES }, (_, i) =>
        services[i % services.length]!.raise(fields(i), {
          ip: `198.51.${Math.floor(i / 250)}.${i % 250}`,
          userAgent: "test",
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(Array(RAISES).fill("stored"));

    const rows = await database.db
      .select({ number: supportTickets.number })
      .from(supportTickets)
      .orderBy(asc(supportTickets.number));
    const numbers = rows.map((r) => r.number).filter((n) => n.startsWith("SIL-2024-"));
    expect(numbers).toHaveLength(RAISES);
    // After the 41 already given that year, and none twice (the column is unique, too).
    expect(numbers[0]).toBe("SIL-2024-000042");
    expect(numbers.at(-1)).toBe(`SIL-2024-${String(41 + RAISES).padStart(6, "0")}`);
    expect(new Set(numbers).size).toBe(RAISES);
    expect(numbers.every((n) => parseTicketNumber(n) === n)).toBe(true);
  }, 120_000);

  it("takes the year as India's: 00:30 IST on 1 January counts in the new year", async () => {
    const [service] = workers.map((worker) => serviceOn(worker, new Date("2024-12-31T19:00:00Z")));
    const outcome = await service!.raise(fields(9_999), { ip: "198.51.100.1", userAgent: "t" });
    expect(outcome).toMatchObject({
      status: "stored",
      record: { id: "SIL-2025-000001" },
    });
    const late = serviceOn(workers[0]!, new Date("2025-12-31T18:00:00Z"));
    const last = await late.raise(fields(9_998), { ip: "198.51.100.2", userAgent: "t" });
    expect(last).toMatchObject({ status: "stored", record: { id: "SIL-2025-000002" } });
  });

  // PGlite has one connection: nothing else can hold a lock while a raise runs.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "a raise whose transaction is held up keeps no other raise waiting",
    async () => {
      const at = new Date("2023-03-01T06:00:00Z");
      const [first, second] = workers.map((worker) => serviceOn(worker, at));
      // Another session holds the attachments' table: a raise with a photo stops there, mid-transaction.
      const blocker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await blocker.connect();
      try {
        await blocker.query("begin; lock table support_attachments in exclusive mode");
        const held = first!.raise(fields(1, [await photo()]), {
          ip: "198.51.100.3",
          userAgent: "t",
        });
        await waitFor(async () => {
          // Inside its transaction the session would keep reading its first snapshot.
          await blocker.query("select pg_stat_clear_snapshot()");
          const { rows } = await blocker.query(
            "select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%support_attachments%'",
          );
          return rows.length > 0;
        });
        const started = Date.now();
        const other = await second!.raise(fields(2), { ip: "198.51.100.4", userAgent: "t" });
        expect(other).toMatchObject({ status: "stored", record: { id: "SIL-2023-000002" } });
        expect(Date.now() - started).toBeLessThan(2_000);
        await blocker.query("commit");
        expect(await held).toMatchObject({ status: "stored", record: { id: "SIL-2023-000001" } });
      } finally {
        await blocker.end();
      }
      const stored = await database.db
        .select({ number: supportTickets.number })
        .from(supportTickets)
        .where(eq(supportTickets.number, "SIL-2023-000001"));
      expect(stored).toHaveLength(1);
    },
  );
});

async function waitFor(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the raise never reached the held table");
}
