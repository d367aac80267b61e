/**
 * The host app over a fresh migrated database with the demo data, for
 * integration tests of the JSON API (no port, no React Router build).
 */
import type { DatabaseHandle } from "../database/client";
import { seedDemoData } from "../database/seed";
import { openTestDatabase } from "../database/test-database";
import { createApp } from "./app";
import { createLogger } from "./logger";
import { createServices, type ServiceOptions } from "./services/create-services";

export type TestApp = {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  services: ReturnType<typeof createServices>;
};

export async function openTestApp(
  options: { opsApiToken?: string; services?: ServiceOptions } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedDemoData(database.db);
  // Tests of other things look shipments up many times from one in-process
  // "address"; tracking-guard.test.ts sets low limits of its own.
  const services = createServices(database, {
    ...options.services,
    rateLimit: { trackingPerMinute: 100_000, podPerHour: 100_000, ...options.services?.rateLimit },
  });
  const app = createApp({
    services,
    logger: createLogger("silent"),
    siteUrl: "http://localhost:3000",
    opsApiToken: options.opsApiToken,
  });
  return { app, database, services };
}
