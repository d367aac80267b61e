/**
 * `npm run db:migrate` and `npm run db:seed`, for either database
 * (DATABASE_URL set: PostgreSQL; unset: the embedded one under DATA_DIR).
 * Never point it at the data directory of a running embedded server: PGlite
 * has no lock (DESIGN.md "Limits of the embedded database").
 */
import { readEnv } from "../server/env";
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { loadPincodeDirectory } from "./pincode-directory";
import { seedDemoData } from "./seed";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: tsx database/cli.ts migrate|seed");
  process.exit(2);
}

const env = readEnv();
const handle = await openDatabase(env.database);
try {
  await migrateDatabase(handle);
  const directory = await loadPincodeDirectory(handle.db);
  if (command === "migrate") {
    console.log(`Migrations applied (${handle.kind}).`);
    console.log(directory ? "Pincode directory loaded." : "Pincode directory up to date.");
  } else {
    const loaded = await seedDemoData(handle.db);
    console.log(loaded ? `Demo data loaded (${handle.kind}).` : "Demo data was already loaded.");
  }
} finally {
  await handle.close();
}
