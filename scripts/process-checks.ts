/**
 * What the several-process checks and the bench share (`npm run test:cluster`,
 * `npm run test:nginx`, `npm run test:open-files`, `npm run bench:uploads`): the built
 * server started as a child, a list of named checks, plain HTTP calls on a connection of
 * their own, and a database of their own.
 */
import { spawn } from "node:child_process";
import { request } from "node:http";
import path from "node:path";
import pg from "pg";
import { projectRoot } from "../database/project-root";

/**
 * The built server (`npm run build`; builds nothing) as `npm run serve` starts it, in
 * production on 127.0.0.1 with its log at info on a pipe (stdout), its errors on this
 * process's stderr. `env` is laid over this process's environment (PORT, the database and
 * the rest of the check's own). `fileLimit` starts it under `ulimit -n`.
 */
export function startBuiltServer(
  env: Record<string, string>,
  { fileLimit }: { fileLimit?: number } = {},
) {
  const serve = ["--enable-source-maps", path.join(projectRoot, "build/host/start.js")];
  const [command, args] =
    fileLimit === undefined
      ? [process.execPath, serve]
      : ["bash", ["-c", `ulimit -n ${fileLimit} && exec "$0" "$@"`, process.execPath, ...serve]];
  return spawn(command, args, {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
  });
}

/** Checks that print as they go; `failures` lists those that did not hold. */
export function createChecks() {
  const failures: string[] = [];
  const started = performance.now();
  return {
    failures,
    check(ok: boolean, what: string) {
      console.log(`  ${ok ? "ok  " : "FAIL"} ${what}`);
      if (!ok) failures.push(what);
    },
    /** Time since the checks began, for the log. */
    seconds: () => `${((performance.now() - started) / 1000).toFixed(1)} s`,
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type CallOptions = {
  /** The loopback address to call from (a visitor of its own). */
  from?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/** One HTTP request to 127.0.0.1:`port` on a connection of its own (no keep-alive); JSON answers parsed. */
export function call(
  port: number,
  method: string,
  pathname: string,
  { from, body, headers = {} }: CallOptions = {},
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: pathname,
        localAddress: from,
        agent: false,
        timeout: 15_000,
        headers: { ...(payload ? { "Content-Type": "application/json" } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown = text;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON: kept as text
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(payload);
  });
}

/** Runs `work` on the server's `postgres` database with the (checked) name of the one `databaseUrl` names. */
async function onServer(
  databaseUrl: string,
  work: (client: pg.Client, name: string) => Promise<void>,
) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(databaseUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await work(client, name);
  } finally {
    await client.end();
  }
}

/** Drops and creates the database that `databaseUrl` names (a check's own: never a real one). */
export async function freshDatabase(databaseUrl: string) {
  await onServer(databaseUrl, async (client, name) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}

/** Creates the database that `databaseUrl` names when the server has none by that name. */
export async function ensureDatabase(databaseUrl: string) {
  await onServer(databaseUrl, async (client, name) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  });
}
