/**
 * Opens the database at start and proves it answers, so that a wrong
 * DATABASE_URL stops the process with one line (database/connection-errors.ts)
 * rather than a driver's stack trace from the first query.
 */
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from "./client";
import { ConnectionFailure, explainDatabaseFailure } from "./connection-errors";

export async function openCheckedDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = await openDatabase(options);
  if (options.kind !== "postgres") return handle;
  try {
    await handle.ping();
    return handle;
  } catch (error) {
    await handle.close();
    throw new ConnectionFailure(explainDatabaseFailure(error, options.url));
  }
}
