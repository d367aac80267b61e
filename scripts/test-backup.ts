/**
 * `npm run test:backup` (docs/operations.md "Backups"): a
 * backup restored into a fresh database holds every row, on both databases,
 * through the commands an operator runs (`npm run db:backup`, `db:restore`).
 *
 * Embedded: a database under a temporary DATA_DIR, migrated, with the demo
 * data and a staff account; db:backup refused while another process holds
 * it; db:backup; db:restore into a new DATA_DIR; refused into a non-empty
 * one; --force moves the old one aside.
 * PostgreSQL: the same between BACKUP_SOURCE_URL and BACKUP_TARGET_URL
 * (default postgres://postgres@127.0.0.1:5432/h_backup_src and …/h_backup_dst:
 * both DROPPED and created again).
 * Every table of both schemas (public, drizzle) is counted before and after.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from "../database/client";
import { migrateDatabase } from "../database/migrate";
import { seedDemoData } from "../database/seed";
import { createApp } from "../server/app";
import { createLogger } from "../server/logger";
import { projectRoot } from "../database/project-root";
import { createServices } from "../server/services/create-services";
import { validLeads } from "../tests/support/test-leads";
import { createChecks, freshDatabase } from "./process-checks";

const sourceUrl =
  process.env.BACKUP_SOURCE_URL ?? "postgres://postgres@127.0.0.1:5432/h_backup_src";
const targetUrl =
  process.env.BACKUP_TARGET_URL ?? "postgres://postgres@127.0.0.1:5432/h_backup_dst";
const { failures, check, seconds } = createChecks();
const work = mkdtempSync(path.join(tmpdir(), "sil-backup-"));

/** The CLI as an operator runs it: exit code and everything it printed. */
function cli(args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(projectRoot, "scripts/db-backup.ts"), ...args],
      { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output: output.trim() }));
  });
}

/** Rows of every table the migrations made, by schema-qualified name. */
async function counts(handle: DatabaseHandle): Promise<Record<string, number>> {
  // Both drivers answer { rows }; the shared Database type does not say so.
  const rows = async <T>(query: SQL) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
  );
  const result: Record<string, number> = {};
  for (const { name } of tables) {
    const [schema, table] = name.split(".");
    const [counted] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(schema!)}.${sql.identifier(table!)}`,
    );
    result[name] = counted!.n;
  }
  return result;
}

/** Migrated, demo data, a staff admin and a lead with its e-mails (so those tables are not empty). */
async function fill(options: DatabaseOptions, whileOpen?: () => Promise<void>) {
  const handle = await openDatabase(options);
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db);
    const services = createServices(handle);
    await services.staff.accounts.ensureFirstAdmin({
      email: "admin@example.com",
      password: "correct horse battery staple",
    });
    const app = createApp({
      services,
      logger: createLogger("silent"),
      siteUrl: "http://localhost:3000",
    });
    const lead = await app.request("/api/contact/create", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validLeads.contact),
    });
    check(lead.status === 201, `a contact lead stored before the backup (${lead.status})`);
    services.close();
    const result = await counts(handle);
    await whileOpen?.();
    return result;
  } finally {
    await handle.close();
  }
}

async function countsOf(options: DatabaseOptions) {
  const handle = await openDatabase(options);
  try {
    return await counts(handle);
  } finally {
    await handle.close();
  }
}

function compare(what: string, before: Record<string, number>, after: Record<string, number>) {
  const tables = Object.keys(before);
  const differing = tables.filter((t) => before[t] !== after[t]);
  const rows = Object.values(before).reduce((a, b) => a + b, 0);
  check(
    tables.length > 20 && differing.length === 0 && Object.keys(after).length === tables.length,
    `${what}: ${tables.length} tables, ${rows} rows, the same counts${differing.length ? ` (differ: ${differing.join(", ")})` : ""}`,
  );
}

try {
  // Embedded.
  console.log(`test:backup: embedded database under ${work} (${seconds()})`);
  const sourceDir = path.join(work, "source");
  const source: DatabaseOptions = { kind: "pglite", dataDir: path.join(sourceDir, "pglite") };
  const embeddedFile = path.join(work, "embedded.tar.gz");
  // While this process has it open, as a running server would.
  const before = await fill(source, async () => {
    const busy = await cli(["backup", embeddedFile], { DATA_DIR: sourceDir, DATABASE_URL: "" });
    check(
      busy.code === 1 && busy.output.includes(`in use by process ${process.pid}`),
      `db:backup refuses while another process has the embedded database open: ${busy.output.split("\n")[0]}`,
    );
  });

  const backup = await cli(["backup", embeddedFile], { DATA_DIR: sourceDir, DATABASE_URL: "" });
  check(backup.code === 0 && existsSync(embeddedFile), `db:backup: ${backup.output}`);
  const targetDir = path.join(work, "target");
  const restore = await cli(["restore", embeddedFile], { DATA_DIR: targetDir, DATABASE_URL: "" });
  check(restore.code === 0, `db:restore into a new DATA_DIR: ${restore.output.split("\n")[0]}`);
  const target: DatabaseOptions = { kind: "pglite", dataDir: path.join(targetDir, "pglite") };
  compare("embedded, restored", before, await countsOf(target));

  const again = await cli(["restore", embeddedFile], { DATA_DIR: targetDir, DATABASE_URL: "" });
  check(
    again.code === 1 && again.output.includes("is not empty"),
    `db:restore refuses a non-empty DATA_DIR: ${again.output}`,
  );
  const forced = await cli(["restore", embeddedFile, "--force"], {
    DATA_DIR: targetDir,
    DATABASE_URL: "",
  });
  const aside = readdirSync(targetDir).filter((name) => name.startsWith("pglite.before-restore-"));
  check(
    forced.code === 0 && aside.length === 1,
    `db:restore --force moves the old directory aside (${aside[0]})`,
  );

  // PostgreSQL.
  console.log(`test:backup: PostgreSQL ${sourceUrl} → ${targetUrl} (${seconds()})`);
  await freshDatabase(sourceUrl);
  await freshDatabase(targetUrl);
  const pgBefore = await fill({ kind: "postgres", url: sourceUrl });
  const pgFile = path.join(work, "postgres.dump");
  const pgBackup = await cli(["backup", pgFile], { DATABASE_URL: sourceUrl });
  check(pgBackup.code === 0 && existsSync(pgFile), `db:backup: ${pgBackup.output}`);
  const pgRestore = await cli(["restore", pgFile], { DATABASE_URL: targetUrl });
  check(pgRestore.code === 0, `db:restore into a new database: ${pgRestore.output.split("\n")[0]}`);
  compare("PostgreSQL, restored", pgBefore, await countsOf({ kind: "postgres", url: targetUrl }));
  const pgAgain = await cli(["restore", pgFile], { DATABASE_URL: targetUrl });
  check(
    pgAgain.code === 1 && pgAgain.output.includes("already holds"),
    `db:restore refuses a database that holds tables: ${pgAgain.output}`,
  );
  const pgForced = await cli(["restore", pgFile, "--force"], { DATABASE_URL: targetUrl });
  check(pgForced.code === 0, "db:restore --force drops the schemas and restores");
  compare(
    "PostgreSQL, restored with --force",
    pgBefore,
    await countsOf({ kind: "postgres", url: targetUrl }),
  );
  const wrongKind = await cli(["restore", embeddedFile], { DATABASE_URL: targetUrl });
  check(
    wrongKind.code === 1 && wrongKind.output.includes("unset DATABASE_URL"),
    `db:restore names a backup of the other database: ${wrongKind.output}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(
  `test:backup: ${failures.length ? `${failures.length} FAILED` : "passed"} (${seconds()})`,
);
process.exit(failures.length ? 1 : 0);
