import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../database/project-root";

/**
 * A server that cannot be reached at start is one line on
 * stderr naming the setting and the fix, no stack trace, exit code 1, from
 * the real entry points: the server (`npm run serve` runs the bundle of
 * server/start.ts; here its source through tsx) and scripts/db.ts
 * (`npm run db:create|db:migrate|db:seed`).
 */
const run = promisify(execFile);
const REFUSED_PORT = Number(process.env.TEST_REFUSED_PORT ?? 3303);
const FAKE_PG_PORT = Number(process.env.TEST_FAKE_PG_PORT ?? 3304);
const serverUrl = process.env.TEST_DATABASE_URL;

const ENTRIES = {
  serve: ["--import", "tsx", "server/start.ts"],
  "db:migrate": ["--import", "tsx", "scripts/db.ts", "migrate"],
  "db:seed": ["--import", "tsx", "scripts/db.ts", "seed"],
  "db:create": ["--import", "tsx", "scripts/db.ts", "create"],
} as const;

async function start(entry: keyof typeof ENTRIES, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [...ENTRIES[entry]], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "silent", ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

/** Exit code 1 and exactly one line on stderr that names `setting`, with no stack frame. */
function expectOneLine(result: Awaited<ReturnType<typeof start>>, setting: string, says: RegExp) {
  const lines = result.stderr.trimEnd().split("\n");
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^${setting} \\(`));
  expect(lines[0]).toMatch(says);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.code).toBe(1);
}

describe("a refused Redis at start", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "f-watch-redis-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("is one line naming REDIS_URL for the server", async () => {
    const result = await start("serve", {
      REDIS_URL: `redis://127.0.0.1:${REFUSED_PORT}`,
      DATA_DIR: dataDir,
    });
    expectOneLine(result, "REDIS_URL", /refused the connection.*unset REDIS_URL/);
  });
});

/**
 * The PostgreSQL server here trusts every connection from 127.0.0.1
 * (pg_hba: trust), so it never asks for a password and cannot refuse a
 * wrong one. This speaks PostgreSQL's wire protocol as a server that asks
 * for a password does, and refuses it as PostgreSQL does (SQLSTATE 28P01):
 * the real driver goes through the real exchange.
 */
function startPasswordRefuser(port: number) {
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    let buffered = Buffer.alloc(0);
    let started = false;
    socket.on("data", (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (!started) {
        if (buffered.length < 8) return;
        const length = buffered.readInt32BE(0);
        if (buffered.length < length) return;
        const code = buffered.readInt32BE(4);
        buffered = buffered.subarray(length);
        if (code === 80877103) return void socket.write("N"); // SSLRequest: no TLS here
        started = true;
        // AuthenticationCleartextPassword
        const ask = Buffer.alloc(9);
        ask.write("R", 0);
        ask.writeInt32BE(8, 1);
        ask.writeInt32BE(3, 5);
        return void socket.write(ask);
      }
      if (buffered[0] !== "p".charCodeAt(0)) return;
      const fields = [
        "SFATAL",
        "VFATAL",
        "C28P01",
        'Mpassword authentication failed for user "f_watch"',
      ];
      const body = Buffer.from(fields.map((f) => `${f}\0`).join("") + "\0");
      const head = Buffer.alloc(5);
      head.write("E", 0);
      head.writeInt32BE(body.length + 4, 1);
      socket.end(Buffer.concat([head, body]));
    });
  });
  return new Promise<net.Server>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

describe("a wrong password", () => {
  let refuser: net.Server;
  const url = `postgres://f_watch:wrong-password@127.0.0.1:${FAKE_PG_PORT}/f_watch`;
  beforeAll(async () => {
    refuser = await startPasswordRefuser(FAKE_PG_PORT);
  });
  afterAll(() => new Promise((resolve) => refuser?.close(resolve)));

  it.each(["serve", "db:migrate", "db:seed", "db:create"] as const)(
    "is one line naming DATABASE_URL for %s, without the password",
    async (entry) => {
      const result = await start(entry, { DATABASE_URL: url });
      expectOneLine(result, "DATABASE_URL", /refused the user name or password/);
      expect(result.stderr).not.toContain("wrong-password");
    },
  );
});

describe.skipIf(!serverUrl)("PostgreSQL on TEST_DATABASE_URL", () => {
  const missing = "f_watch_no_such_database";
  const made = "f_watch_made_by_db_create";
  const urlOf = (database: string, user?: string) => {
    const u = new URL(serverUrl!);
    u.pathname = `/${database}`;
    if (user) {
      u.username = user;
      u.password = "";
    }
    return u.href;
  };
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of [missing, made]) await admin.query(`drop database if exists ${name}`);
    await admin.query("drop role if exists f_watch_no_createdb");
    await admin.query("create role f_watch_no_createdb login nocreatedb");
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${made}`);
    await admin.query("drop role if exists f_watch_no_createdb");
    await admin.end();
  });

  it.each(["serve", "db:migrate", "db:seed"] as const)(
    "a missing database is one line naming DATABASE_URL and db:create for %s",
    async (entry) => {
      const result = await start(entry, { DATABASE_URL: urlOf(missing) });
      expectOneLine(
        result,
        "DATABASE_URL",
        /database "f_watch_no_such_database" does not exist.*npm run db:create/,
      );
    },
  );

  it("db:create creates the database, then says it exists already", async () => {
    const first = await start("db:create", { DATABASE_URL: urlOf(made) });
    expect(first).toMatchObject({ code: 0, stdout: expect.stringContaining(`"${made}" created`) });
    const found = await admin.query("select 1 from pg_database where datname = $1", [made]);
    expect(found.rowCount).toBe(1);
    const again = await start("db:create", { DATABASE_URL: urlOf(made) });
    expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining("exists already") });
  });

  it("db:create says so in one line when the user may not create databases", async () => {
    const result = await start("db:create", {
      DATABASE_URL: urlOf(missing, "f_watch_no_createdb"),
    });
    expectOneLine(
      result,
      "DATABASE_URL",
      /"f_watch_no_createdb" may not create databases.*CREATEDB/,
    );
  });

  it("a client asking for TLS from a server without it is one line", async () => {
    const u = new URL(serverUrl!);
    u.searchParams.set("sslmode", "verify-full");
    const result = await start("db:migrate", { DATABASE_URL: u.href });
    expectOneLine(result, "DATABASE_URL", /does not offer TLS/);
  });
});
