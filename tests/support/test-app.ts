/**
 * The host app over a fresh migrated database with the demo data, for
 * integration tests of the JSON API (no port, no React Router build).
 */
import type { DatabaseHandle } from "../../database/client";
import { seedDemoData } from "../../database/seed";
import { openTestDatabase } from "./test-database";
import { createApp } from "../../server/app";
import { createLogger, type Logger } from "../../server/logger";
import { createServices, type ServiceOptions } from "../../server/services/create-services";

/** A hook that loads the pincode directory: about 2 s of CPU, much longer on a busy machine. */
export const LOAD_DIRECTORY_MS = 120_000;

export type TestApp = {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  services: ReturnType<typeof createServices>;
};

export async function openTestApp(
  options: {
    opsApiToken?: string | string[];
    services?: ServiceOptions;
    logger?: Logger;
    pincodes?: boolean;
  } = {},
): Promise<TestApp> {
  // The pincode directory for files whose forms or calls need it (the lead forms check PIN codes).
  const database = await openTestDatabase({ pincodes: options.pincodes });
  await seedDemoData(database.db, undefined, options.services?.secret);
  // Tests of other things look shipments up many times from one in-process
  // "address"; tracking-guard.test.ts sets low limits of its own.
  const logger = options.logger ?? createLogger("silent");
  const lots = { points: 100_000, durationSeconds: 60 };
  const services = createServices(database, {
    logger,
    ...options.services,
    rateLimit: {
      ...options.services?.rateLimit,
      budgets: { tracking: lots, pod: lots, ...options.services?.rateLimit?.budgets },
    },
  });
  const app = createApp({
    services,
    logger,
    siteUrl: "http://localhost:3000",
    opsApiToken: options.opsApiToken,
  });
  return { app, database, services };
}

/** A logger whose lines a test can read, every level from debug. */
export function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger("debug", { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join("") };
}
