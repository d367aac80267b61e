/**
 * A value the database refuses is the input's fault, never an outage: not
 * even when what the visitor typed reads like a driver's outage message,
 * since Drizzle's error quotes the query's values
 * (docs/decisions/008-logging-and-errors.md).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIntake } from "./pipeline";
import { createRateLimits } from "../rate-limit";
import { capturedLogger } from "../../../tests/support/test-app";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../../database/client";
import { isDatabaseUnavailable, isRefusedValue } from "../../../database/unavailable";

/** Half of a UTF-16 pair in JSON, beside words of a driver's outage message. */
const REFUSED_JSON = '{"note":"Connection terminated \\ud800"}';

describe("a value the database refuses", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const refusal = () =>
    database.db.execute(sql`select ${REFUSED_JSON}::jsonb`).then(
      () => new Error("the database took it"),
      (error: unknown) => error,
    );

  it("is a refused value, not an outage", async () => {
    const error = await refusal();
    expect(isRefusedValue(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("is a refused submission in the intake, logged as a warning, not a 503", async () => {
    const logs = capturedLogger();
    const intake = createIntake({
      db: database.db,
      rateLimits: createRateLimits(),
      secret: "a-secret-of-sixteen-characters",
      logger: logs.logger,
    });
    const outcome = await intake.run({
      form: "quote",
      fields: { note: "x" },
      visitor: { ip: "198.51.100.7", userAgent: "test" },
      parse: (fields) => ({ ok: true, data: fields }),
      check: async (data) => ({ ok: true, data }),
      prepare: async (data) => data,
      acknowledgeTo: () => "asha@example.org",
      async store(tx) {
        await tx.execute(sql`select ${REFUSED_JSON}::jsonb`);
        return { id: "never" };
      },
      emails: () => [],
      message: "stored",
      failure: "test record not stored",
    });
    expect(outcome).toMatchObject({ status: "invalid", reason: "fields" });
    expect(logs.text()).toMatch(/"level":40.*value refused/);
    expect(logs.text()).not.toMatch(/"level":50/);
  });
});
