/**
 * Opens the database: embedded PostgreSQL (PGlite) under DATA_DIR by default,
 * a PostgreSQL server when DATABASE_URL is set (CONTRACT.md "Running it").
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

/** pg_trgm backs the staff console's search (database/migrations/0001); PostgreSQL ships it in contrib. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** The server's URL when kind is "postgres". */
  url?: string;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** PostgreSQL: the pool's connections now, for /metrics. */
  pool?(): { total: number; idle: number; waiting: number };
  /** PGlite: the whole database as a tarball (PGlite's dumpDataDir), to start another from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
};

/** DB_QUERY_TIMEOUT_MS: the longest any query may take on PostgreSQL. */
export const DB_QUERY_TIMEOUT_MS = 5_000;
/** How long closing the pool may wait for a server that does not answer. */
export const DB_CLOSE_TIMEOUT_MS = 2_000;

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      queryTimeoutMs?: number;
      closeTimeoutMs?: number;
    }
  /**
   * `dataDir` undefined means in memory (tests); `loadDataDir` starts it
   * from a dump of another (PGlite's dumpDataDir), which skips initdb.
   */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

/**
 * Waits for `work` at most `ms`: a pool whose server hangs never finishes
 * ending its connections, and shutdown must not wait for it.
 */
async function bounded(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  await Promise.race([work.catch(() => {}), deadline]).finally(() => clearTimeout(timer));
}

/**
 * Closes a connection as soon as the client gives up on one of its queries
 * (query_timeout: the server stopped answering). node-postgres would keep it
 * and queue the next statement behind the lost one, so a transaction's
 * ROLLBACK waited a whole query_timeout more (a lead
 * caught mid-transaction answered after 12 s). Closed, the ROLLBACK fails at
 * once ("Client was closed", an outage) and the pool drops the connection;
 * PostgreSQL rolls the transaction back when it notices the connection gone,
 * or by idle_in_transaction_session_timeout.
 */
function closeWhenGivenUp(client: pg.PoolClient) {
  const query = client.query;
  const check = (error: unknown) => {
    // The pool's clients are pg.Client's, which PoolClient's type does not say.
    if (
      error instanceof Error &&
      error.message === "Query read timeout" &&
      client instanceof pg.Client
    )
      void client.end().catch(() => {});
  };
  // Both of node-postgres's forms: a callback last (pool.query), or a promise (Drizzle).
  // Reflect: the wrapper takes any of query's overloads, which no one signature types.
  Reflect.set(client, "query", (...args: unknown[]): unknown => {
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        check(error);
        Reflect.apply(last, undefined, [error, result]);
      };
      return Reflect.apply(query, client, args);
    }
    const result: unknown = Reflect.apply(query, client, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      check(error);
      throw error;
    });
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const queryTimeout = options.queryTimeoutMs ?? DB_QUERY_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A new connection to a hung server waits no longer than a query would.
      connectionTimeoutMillis: Math.min(5_000, queryTimeout),
      // The server cancels a slow query itself (SQLSTATE 57014)...
      statement_timeout: queryTimeout,
      // ...and the client gives up on a server that stopped answering at all
      // (a hung host or a dead link on an open connection), a little later.
      query_timeout: queryTimeout + 1_000,
      // A transaction its client gave up on must not hold its locks for long.
      idle_in_transaction_session_timeout: 2 * queryTimeout,
    });
    // A client that loses its server must not crash the process: idle ones
    // report to the pool, and any other (one the pool gave up on after a
    // timeout, or still closing) to a listener of its own. Queries get their
    // errors through their own callbacks either way.
    pool.on("error", () => {});
    pool.on("connect", (client) => {
      client.on("error", () => {});
      closeWhenGivenUp(client);
    });
    const db: Database = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      url: options.url,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      pool: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => bounded(pool.end(), options.closeTimeoutMs ?? DB_CLOSE_TIMEOUT_MS),
    };
  }
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
  // One process at a time on a data directory (database/data-dir-lock.ts).
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
    client = new PGlite({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
    });
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db: Database = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    ping: async () => {
      if (client.closed) throw new Error("embedded database is closed");
      await client.query("select 1");
    },
    close: async () => {
      if (!client.closed) await client.close();
      release();
    },
    /** The whole database as a tarball, to start another from (tests' template). */
    dump: () => client.dumpDataDir("none"),
  };
}

/** The handle inside db.transaction(…): what a service writes through when several writes must stand or fall together. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
