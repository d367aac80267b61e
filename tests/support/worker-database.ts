/**
 * The db project's setup file (vitest.config.ts): with TEST_DATABASE_URL
 * (.ci/run's run against PostgreSQL), each Vitest worker gets a database of
 * its own, `<name>_w<pool id>`, made on first use, so test files run in
 * parallel as they do on PGlite. Files of one worker run one after another,
 * each making that database again as a copy of a migrated template
 * (tests/support/test-database.ts). Set before the
 * test file is imported: files that read TEST_DATABASE_URL themselves (a
 * relay in front of the server, a server process of their own) get the
 * worker's database too.
 */
import pg from "pg";

const base = process.env.TEST_DATABASE_URL;
const pool = process.env.VITEST_POOL_ID ?? "1";

if (base && !process.env.TEST_DATABASE_BASE_URL) {
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || "test"}_w${pool}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      try {
        await admin.query(`create database "${name}"`);
      } catch (error) {
        // Made meanwhile by a worker of another run: it is there, which is all that matters.
        if ((error as { code?: string }).code !== "42P04") throw error;
      }
    }
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_BASE_URL = base;
  process.env.TEST_DATABASE_URL = url.href;
}
