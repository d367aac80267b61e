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

/** A hook that loads the pincode directory: about 2 s of CPU, much longer on a busy machine. */
export const LOAD_DIRECTORY_MS = 120_000;

export type TestApp = {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  services: ReturnType<typeof createServices>;
};

export async function openTestApp(
  options: { opsApiToken?: string; services?: ServiceOptions; pincodes?: boolean } = {},
): Promise<TestApp> {
  // The pincode directory for files whose forms or calls need it (the lead forms check PIN codes).
  const database = await openTestDatabase({ pincodes: options.pincodes });
  await seedDemoData(database.db);
  const services = createServices(database, options.services);
  const app = createApp({
    services,
    logger: createLogger("silent"),
    siteUrl: "http://localhost:3000",
    opsApiToken: options.opsApiToken,
  });
  return { app, database, services };
}
