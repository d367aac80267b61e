/**
 * Backups of either database (docs/operations.md "Backups"): the embedded
 * one as PGlite's own dump of its data directory (a .tar.gz that PGlite loads
 * back with `loadDataDir`), PostgreSQL as `pg_dump -Fc` restored by
 * `pg_restore`. A restore refuses a target that already holds tables unless
 * forced; forced, the embedded directory is moved aside (never deleted) and
 * PostgreSQL's schemas are dropped first.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { errorMessage } from "@core/unknown-values";
import { PGLITE_EXTENSIONS, type DatabaseOptions } from "./client";
import { lockDataDir } from "./data-dir-lock";

/** A refusal or a failure the operator can act on: printed as one line, no stack. */
export class BackupError extends Error {}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PGDUMP_MAGIC = Buffer.from("PGDMP");

export function defaultBackupFile(kind: DatabaseOptions["kind"], dir = "backups", at = new Date()) {
  const stamp = at.toISOString().replace(/[:.]/g, "-");
  return path.join(dir, kind === "pglite" ? `sil-embedded-${stamp}.tar.gz` : `sil-${stamp}.dump`);
}

export async function backupDatabase(database: DatabaseOptions, file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  // Written beside, then renamed: a failed backup never looks like a finished one.
  const partial = `${file}.partial`;
  try {
    if (database.kind === "pglite") await dumpEmbedded(database.dataDir, partial);
    else await dumpPostgres(database.url, partial);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

export async function restoreDatabase(
  database: DatabaseOptions,
  file: string,
  { force = false } = {},
): Promise<{ movedAside?: string }> {
  const head = await readHead(file);
  if (database.kind === "pglite") {
    if (!head.subarray(0, 2).equals(GZIP_MAGIC))
      throw new BackupError(
        `${file} is not a backup of the embedded database (a .tar.gz from db:backup without DATABASE_URL)${head.subarray(0, 5).equals(PGDUMP_MAGIC) ? ": it is a PostgreSQL dump; set DATABASE_URL to restore it" : ""}`,
      );
    return restoreEmbedded(database.dataDir, file, force);
  }
  if (!head.subarray(0, 5).equals(PGDUMP_MAGIC))
    throw new BackupError(
      `${file} is not a PostgreSQL backup (pg_dump -Fc, from db:backup with DATABASE_URL)${head.subarray(0, 2).equals(GZIP_MAGIC) ? ": it is a backup of the embedded database; unset DATABASE_URL to restore it" : ""}`,
    );
  await restorePostgres(database.url, file, force);
  return {};
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, "r").catch(() => {
    throw new BackupError(`no such backup file: ${file}`);
  });
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, 8, 0);
    return head;
  } finally {
    await handle.close();
  }
}

function requireDataDir(dataDir: string | undefined): string {
  if (!dataDir) throw new BackupError("the in-memory database has nothing to back up");
  return dataDir;
}

const holdsDatabase = (dataDir: string) => existsSync(path.join(dataDir, "PG_VERSION"));

async function dumpEmbedded(dir: string | undefined, file: string) {
  const dataDir = requireDataDir(dir);
  if (!holdsDatabase(dataDir))
    throw new BackupError(`no embedded database at ${dataDir} (DATA_DIR): nothing to back up`);
  // Refuses while the server (or any other opener) has it open: PGlite has no lock of its own.
  const release = lockDataDir(dataDir);
  try {
    const client = new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS });
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir("gzip");
      await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function restoreEmbedded(dir: string | undefined, file: string, force: boolean) {
  const dataDir = requireDataDir(dir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const release = lockDataDir(dataDir);
  let movedAside: string | undefined;
  try {
    const present = existsSync(dataDir) ? readdirSync(dataDir) : [];
    if (present.length && !force)
      throw new BackupError(
        `${dataDir} (DATA_DIR) is not empty: restore into a new DATA_DIR, or add --force to move this one aside first`,
      );
    if (present.length) {
      movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      await rename(dataDir, movedAside);
    }
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    try {
      const client = new PGlite({
        dataDir,
        extensions: PGLITE_EXTENSIONS,
        loadDataDir: new Blob([await readFile(file)]),
      });
      try {
        await client.waitReady;
        await client.query("select 1");
      } finally {
        await client.close();
      }
    } catch (error) {
      // Leave things as they were: the failed copy goes, the moved one comes back.
      await rm(dataDir, { recursive: true, force: true });
      if (movedAside) await rename(movedAside, dataDir);
      movedAside = undefined;
      throw new BackupError(`could not load ${file}: ${errorMessage(error)}`);
    }
  } finally {
    release();
  }
  return { movedAside };
}

/**
 * pg_dump and pg_restore see the URL without its password (other users of
 * the machine can read a command line); the password goes in PGPASSWORD.
 */
function libpqArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const env = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

/** The URL to name in messages: never its password. */
const shown = (url: string) => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
};

/** pg_dump/pg_restore's major version, which must be at least the server's. */
function clientMajor(tool: "pg_dump" | "pg_restore"): number {
  const run = spawnSync(tool, ["--version"], { encoding: "utf8" });
  if (run.error)
    throw new BackupError(
      `${tool} not found: install the PostgreSQL client tools of the server's major version or later (Debian: apt-get install postgresql-client)`,
    );
  const major = Number(/(\d+)(?:\.\d+)?/.exec(run.stdout)?.[1]);
  if (!major) throw new BackupError(`could not read the version of ${tool}: ${run.stdout.trim()}`);
  return major;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`cannot reach ${shown(url)} (DATABASE_URL): ${errorMessage(error)}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function checkToolVersion(client: pg.Client, url: string, tool: "pg_dump" | "pg_restore") {
  const mine = clientMajor(tool);
  const { rows } = await client.query<{ v: string }>("show server_version_num");
  const server = Math.floor(Number(rows[0]!.v) / 10_000);
  if (mine < server)
    throw new BackupError(
      `${tool} ${mine} is older than the server at ${shown(url)} (PostgreSQL ${server}): install postgresql-client-${server} or later`,
    );
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
      process.stderr.write(chunk);
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim().split("\n")[0]}`)),
    );
  });
}

async function dumpPostgres(url: string, file: string) {
  await withClient(url, (client) => checkToolVersion(client, url, "pg_dump"));
  const { dbname, env } = libpqArgs(url);
  await run("pg_dump", ["--format=custom", `--file=${file}`, `--dbname=${dbname}`], env);
}

async function restorePostgres(url: string, file: string, force: boolean) {
  await withClient(url, async (client) => {
    await checkToolVersion(client, url, "pg_restore");
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
    );
    const tables = rows[0]!.n;
    if (tables && !force)
      throw new BackupError(
        `${shown(url)} (DATABASE_URL) already holds ${tables} tables: restore into a new database (npm run db:create), or add --force to drop its schemas first`,
      );
    if (tables)
      await client.query(
        "begin; drop schema if exists drizzle cascade; drop schema public cascade; create schema public; commit",
      );
  });
  const { dbname, env } = libpqArgs(url);
  // Objects belong to the user who restores, whatever user owned them in the backup.
  await run(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  // pg_restore brings no planner statistics: gather them before the first query.
  await withClient(url, (client) => client.query("analyze"));
}
