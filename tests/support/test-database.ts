/**
 * A freshly migrated database for one integration test file: in-memory
 * PGlite by default, or a clean schema on the PostgreSQL server named by
 * TEST_DATABASE_URL (.ci/run runs the integration tests both ways).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
    await migrateDatabase(handle);
  } else {
    handle = await openMigratedPglite();
  }
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
    // (a relay that stopped forwarding): it would hold its locks against the drop.
    await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await client.query("drop schema if exists public cascade; create schema public;");
    await client.query("drop schema if exists drizzle cascade;");
  } finally {
    await client.end();
  }
}

const MIGRATIONS = path.join(import.meta.dirname, "../../database/migrations");

/**
 * A migrated in-memory PGlite. A new PGlite runs initdb (about 3 s) and then
 * the migrations; every test file wants the same result, so the first one
 * in a run dumps it to a file named after the migrations, and the others
 * start from that dump (about 0.6 s). A changed migration names a new file.
 */
async function openMigratedPglite(): Promise<DatabaseHandle> {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS, { recursive: true }).map(String).sort())
    if (file.endsWith(".sql") || file.endsWith(".json"))
      hash.update(file).update(readFileSync(path.join(MIGRATIONS, file)));
  const template = path.join(tmpdir(), `sil-test-db-${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(template)) {
    const handle = await openDatabase({
      kind: "pglite",
      loadDataDir: new Blob([readFileSync(template)]),
    });
    // Still migrated the usual way: a no-op unless the dump is behind, and it proves the journal.
    await migrateDatabase(handle);
    return handle;
  }
  const handle = await openDatabase({ kind: "pglite" });
  await migrateDatabase(handle);
  const dump = Buffer.from(await (await handle.dump!()).arrayBuffer());
  // Written aside and renamed: a worker reading it meanwhile never sees half a file.
  const partial = `${template}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, template);
  return handle;
}
