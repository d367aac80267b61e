import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { projectRoot } from "./project-root";
import type { DatabaseHandle } from "./client";

/** Found from the project, so the built server (build/host/) finds them too. */
export const migrationsFolder = path.join(projectRoot, "database", "migrations");

/** Any fixed number: every process that migrates the same server takes the same lock. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * Applies pending migrations. On PostgreSQL it holds an advisory lock, so
 * several server processes can start (and migrate) at once.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // A client of its own: the session-level lock and drizzle's migration
  // transaction must share one connection.
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
