/**
 * `npm run db:create`: creates the database DATABASE_URL names, through the
 * server's `postgres` maintenance database, as the same user. Says so when it
 * exists already (not an error) and when the user may not create databases.
 */
import pg from "pg";
import { errorCode } from "@core/unknown-values";
import { ConnectionFailure, describeServer, explainDatabaseFailure } from "./connection-errors";

/** Creates the database if missing; returns the line to print. Throws ConnectionFailure. */
export async function createDatabase(url: string): Promise<string> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const where = `DATABASE_URL (${describeServer(url, 5432)})`;
  if (!name)
    throw new ConnectionFailure(
      `${where}: names no database. Add one: postgres://user@host:5432/name.`,
    );
  const client = await connectToMaintenance(url);
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount)
      return `Database "${name}" exists already on ${target.hostname}; nothing to do.`;
    // CREATE DATABASE takes no parameters: the name is quoted as an identifier.
    await client.query(`create database ${client.escapeIdentifier(name)}`);
    return `Database "${name}" created on ${target.hostname}. Next: npm run db:migrate (or npm start, which migrates).`;
  } catch (error) {
    const code = errorCode(error);
    if (code === "42P04")
      return `Database "${name}" exists already on ${target.hostname}; nothing to do.`;
    if (code === "42501") {
      const user = decodeURIComponent(target.username) || "this user";
      throw new ConnectionFailure(
        `${where}: the user "${user}" may not create databases. Ask the server's administrator to run CREATE DATABASE ${client.escapeIdentifier(name)} OWNER ${client.escapeIdentifier(user)}; (or ALTER ROLE ${client.escapeIdentifier(user)} CREATEDB), then npm run db:migrate.`,
      );
    }
    throw error;
  } finally {
    await client.end();
  }
}

/** The server's `postgres` database, or template1 where there is none. */
async function connectToMaintenance(url: string): Promise<pg.Client> {
  let lastError: unknown;
  for (const maintenance of ["postgres", "template1"]) {
    const u = new URL(url);
    u.pathname = `/${maintenance}`;
    const client = new pg.Client({ connectionString: u.href, connectionTimeoutMillis: 5_000 });
    client.on("error", () => {});
    try {
      await client.connect();
      return client;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      // Only a missing maintenance database is worth a second try.
      if (errorCode(error) !== "3D000") break;
    }
  }
  throw new ConnectionFailure(explainDatabaseFailure(lastError, url));
}
