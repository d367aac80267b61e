/**
 * The service layer: business rules, once, over a database handle. Page
 * loaders and actions reach it through React Router's load context
 * (`context.services`); the /api/* routes call the same functions.
 */
import type { DatabaseHandle } from "../../database/client";
import { createTrackingService } from "./tracking";

export function createServices(database: DatabaseHandle) {
  return {
    tracking: createTrackingService(database.db),
    health: {
      /** True when the database answers within the time limit. */
      async isDatabaseReachable(timeoutMs = 2_000): Promise<boolean> {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), timeoutMs);
        });
        try {
          return await Promise.race([database.ping().then(() => true as const), timeout]);
        } catch {
          return false;
        } finally {
          clearTimeout(timer);
        }
      },
    },
  };
}

export type Services = ReturnType<typeof createServices>;
