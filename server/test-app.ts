/**
 * The host app over a fresh migrated database with the demo data, for
 * integration tests of the JSON API (no port, no React Router build).
 */
import type { DatabaseHandle } from "../database/client";
import { seedDemoData } from "../database/seed";
import { openTestDatabase } from "../database/test-database";
import { createApp } from "./app";
import { createLogger } from "./logger";
import { createServices } from "./services/create-services";

export type TestApp = { app: ReturnType<typeof createApp>; database: DatabaseHandle };

export async function openTestApp(options: { opsApiToken?: string } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedDemoData(database.db);
  const app = createApp({
    services: createServices(database),
    logger: createLogger("silent"),
    siteUrl: "http://localhost:3000",
    opsApiToken: options.opsApiToken,
  });
  return { app, database };
}
