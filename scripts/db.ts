/**
 * `npm run db:create`, `npm run db:migrate` and `npm run db:seed`, for either
 * database (DATABASE_URL set: PostgreSQL; unset: the embedded one under
 * DATA_DIR). It refuses the data directory of a running embedded server
 * (database/data-dir-lock.ts: PGlite has no lock of its own).
 * A server that cannot be reached is one line naming the setting and the fix.
 */
import { EnvError, readEnv } from "../server/env";
import { ConnectionFailure } from "../database/connection-errors";
import { createDatabase } from "../database/create-database";
import { migrateDatabase } from "../database/migrate";
import { openCheckedDatabase } from "../database/open-checked";
import { loadPincodeDirectory } from "../database/pincode-directory";
import { seedDemoData } from "../database/seed";
import { resolveSessionSecret } from "../server/session-secret";

const command = process.argv[2];
if (command !== "create" && command !== "migrate" && command !== "seed") {
  console.error("usage: tsx scripts/db.ts create|migrate|seed");
  process.exit(2);
}

try {
  await run();
} catch (error) {
  if (!(error instanceof ConnectionFailure || error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

async function run() {
  const env = readEnv();
  if (command === "create") {
    if (env.database.kind !== "postgres") {
      console.log(
        "DATABASE_URL is not set: the embedded database is made under DATA_DIR at the first start.",
      );
      return;
    }
    console.log(await createDatabase(env.database.url));
    return;
  }
  const handle = await openCheckedDatabase(env.database);
  try {
    await migrateDatabase(handle);
    const directory = await loadPincodeDirectory(handle.db);
    if (command === "migrate") {
      console.log(`Migrations applied (${handle.kind}).`);
      console.log(directory ? "Pincode directory loaded." : "Pincode directory up to date.");
    } else {
      // The demo API key is hashed under the install's secret, as the server checks keys.
      const secret = resolveSessionSecret(env).secret;
      const loaded = await seedDemoData(handle.db, undefined, secret);
      console.log(loaded ? `Demo data loaded (${handle.kind}).` : "Demo data was already loaded.");
    }
  } finally {
    await handle.close();
  }
}
