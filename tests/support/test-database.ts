/**
 * A freshly migrated database for one integration test file: in-memory
 * PGlite by default, or a database of its own on the PostgreSQL server named
 * by TEST_DATABASE_URL (.ci/run: on PostgreSQL, and the few that differ by kind on PGlite too;
 * docs/decisions/048-ci-time-again.md).
 *
 * Every file wants the same start, so it is made once and copied
 * (docs/decisions/038-ci-time.md): the first file of a run that needs it
 * migrates a template (and loads the pincode directory into a second one,
 * for the files that ask for it); the others start from a copy. A template
 * is named after the migrations (and the directory's version), so a changed
 * migration makes a new one. The demo data is never in a template: it is
 * dated from the moment it is loaded, and each file loads its own.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../database/client";
import { migrateDatabase } from "../../database/migrate";
import { directoryVersion, loadPincodeDirectory } from "../../database/pincode-directory";

type Start = { pincodes: boolean };

export async function openTestDatabase(
  options: { pincodes?: boolean } = {},
): Promise<DatabaseHandle> {
  const start = { pincodes: options.pincodes ?? false };
  const url = process.env.TEST_DATABASE_URL;
  const handle = url ? await openPostgresCopy(url, start) : await openPgliteCopy(start);
  // Still done the usual way, as the server does at start: no-ops on a copy
  // that is up to date, and they prove the migration journal and the directory's version.
  await migrateDatabase(handle);
  // The whole directory, as the server loads it at start; only for the files that need it.
  if (start.pincodes) await loadPincodeDirectory(handle.db);
  return handle;
}

const MIGRATIONS = path.join(import.meta.dirname, "../../database/migrations");

/** Names what a template holds: the migrations' files, and the pincode directory's version. */
function templateKey({ pincodes }: Start): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS, { recursive: true }).map(String).sort())
    if (file.endsWith(".sql") || file.endsWith(".json"))
      hash.update(file).update(readFileSync(path.join(MIGRATIONS, file)));
  if (pincodes) hash.update(`pincodes ${directoryVersion()}`);
  return `${hash.digest("hex").slice(0, 16)}${pincodes ? "p" : ""}`;
}

/** Makes the template's content in `handle`: the migrations, and the directory when asked. */
async function fillTemplate(handle: DatabaseHandle, { pincodes }: Start) {
  await migrateDatabase(handle);
  if (pincodes) await loadPincodeDirectory(handle.db);
}

/**
 * PGlite: a new one runs initdb (about 3 s) and then the migrations; a copy
 * loads a dump of the template (PGlite's dumpDataDir, about 0.6 s), kept in
 * a file of the temporary directory named after the template.
 */
async function openPgliteCopy(start: Start): Promise<DatabaseHandle> {
  const file = await pgliteTemplate(start);
  return openDatabase({ kind: "pglite", loadDataDir: new Blob([readFileSync(file)]) });
}

async function pgliteTemplate(start: Start): Promise<string> {
  const file = path.join(tmpdir(), `sil-test-db-${templateKey(start)}.tar`);
  if (existsSync(file)) return file;
  // The directory's template starts from the plain one.
  const handle = start.pincodes
    ? await openPgliteCopy({ pincodes: false })
    : await openDatabase({ kind: "pglite" });
  try {
    await fillTemplate(handle, start);
    const dump = Buffer.from(await (await handle.dump!()).arrayBuffer());
    // Written aside and renamed: a worker reading it meanwhile never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  } finally {
    await handle.close();
  }
  return file;
}

/** Any fixed number: the workers of a run take turns making a missing template. */
const TEMPLATE_LOCK_ID = 727_038;
/** Loading the pincode directory on a busy shared server takes far longer than a query may. */
const TEMPLATE_QUERY_TIMEOUT_MS = 300_000;

/**
 * PostgreSQL: the file's database (the worker's, tests/support/worker-database.ts)
 * is dropped and made again as a copy of the template (CREATE DATABASE …
 * TEMPLATE, a file copy on the server), instead of emptying it and migrating.
 * Dropping it ends any connection a file before this one left open.
 */
async function openPostgresCopy(url: string, start: Start): Promise<DatabaseHandle> {
  const name = databaseName(url);
  await onServer(url, async (admin) => {
    const template = await postgresTemplate(admin, url, start);
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}" template "${template}"`);
  });
  return openDatabase({ kind: "postgres", url, poolSize: 4 });
}

/** The template's name, made first when the server has none by that name. */
async function postgresTemplate(admin: pg.Client, url: string, start: Start): Promise<string> {
  const base = databaseName(process.env.TEST_DATABASE_BASE_URL ?? url);
  const template = `${base}_tpl_${templateKey(start)}`;
  const exists = async (name: string) =>
    Boolean((await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount);
  if (await exists(template)) return template;
  await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
  try {
    // Made meanwhile by another worker, while this one waited for the lock.
    if (await exists(template)) return template;
    const partial = `${template}_partial`;
    const from = start.pincodes ? await postgresTemplate(admin, url, { pincodes: false }) : null;
    await admin.query(`drop database if exists "${partial}" with (force)`);
    await admin.query(`create database "${partial}"${from ? ` template "${from}"` : ""}`);
    const partialUrl = new URL(url);
    partialUrl.pathname = `/${partial}`;
    const handle = await openDatabase({
      kind: "postgres",
      url: partialUrl.href,
      poolSize: 1,
      queryTimeoutMs: TEMPLATE_QUERY_TIMEOUT_MS,
    });
    try {
      await fillTemplate(handle, start);
    } finally {
      await handle.close();
    }
    // Renamed when complete: a worker never copies half a template. Templates of
    // other migrations, left by earlier runs, go.
    await admin.query(`alter database "${partial}" rename to "${template}"`);
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 and datname <> all($2)",
      [`${base}\\_tpl\\_%`, from ? [template, from] : [template]],
    );
    for (const { datname } of stale.rows)
      if (!datname.endsWith("_partial"))
        await admin.query(`drop database if exists "${datname}" with (force)`);
    return template;
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_ID]);
  }
}

/** The (checked) name of the database `url` names. */
function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected test database name ${name}`);
  return name;
}

/** Runs `work` on a connection to the server's `postgres` database, never the file's own. */
async function onServer(url: string, work: (admin: pg.Client) => Promise<void>) {
  const adminUrl = new URL(url);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.href });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
