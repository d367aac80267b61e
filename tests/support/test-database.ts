/**
 * A freshly migrated database for one integration test file: in-memory
 * PGlite by default, or a clean schema on the PostgreSQL server named by
 * TEST_DATABASE_URL (.ci/run runs the integration tests both ways).
 */
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../database/client";
import { migrateDatabase } from "../../database/migrate";
import { loadPincodeDirectory } from "../../database/pincode-directory";

export async function openTestDatabase(
  options: { pincodes?: boolean } = {},
): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  if (url) {
    await resetPostgres(url);
    handle = await openDatabase({ kind: "postgres", url, poolSize: 4 });
  } else {
    handle = await openDatabase({ kind: "pglite" });
  }
  await migrateDatabase(handle);
  // The whole directory, as the server loads it at start; only for the files that need it (a second or so).
  if (options.pincodes) await loadPincodeDirectory(handle.db);
  return handle;
}

/** Drops every table and the migration journal, so each file starts empty. */
async function resetPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A file before this one in the same worker may have left a connection in a transaction
    // (a relay that stopped forwarding, issue 12): it would hold its locks against the drop.
    await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await client.query("drop schema if exists public cascade; create schema public;");
    await client.query("drop schema if exists drizzle cascade;");
  } finally {
    await client.end();
  }
}
