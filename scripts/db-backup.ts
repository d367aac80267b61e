/**
 * `npm run db:backup [-- FILE|DIRECTORY]` and `npm run db:restore -- FILE [--force]`,
 * for whichever database the environment names (DATABASE_URL set:
 * PostgreSQL; unset: the embedded one under DATA_DIR). docs/operations.md.
 */
import { statSync } from "node:fs";
import { EnvError, readEnv } from "../server/env";
import {
  BackupError,
  backupDatabase,
  defaultBackupFile,
  restoreDatabase,
} from "../database/backup";
import { DataDirInUse } from "../database/data-dir-lock";

const isDirectory = (p: string) => statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;

const [command, ...rest] = process.argv.slice(2);
const force = rest.includes("--force");
const file = rest.find((arg) => !arg.startsWith("--"));

if ((command !== "backup" && command !== "restore") || (command === "restore" && !file)) {
  console.error(
    "usage: npm run db:backup [-- FILE|DIRECTORY]  |  npm run db:restore -- FILE [--force]",
  );
  process.exit(2);
}

try {
  const env = readEnv();
  const label = env.database.kind === "pglite" ? "embedded database" : "PostgreSQL database";
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (command === "backup") {
    // A directory (a timer's backup folder) gets a file named by the time.
    const target =
      file && !isDirectory(file) ? file : defaultBackupFile(env.database.kind, file ?? "backups");
    await backupDatabase(env.database, target);
    const mb = (statSync(target).size / 1e6).toFixed(1);
    console.log(`Backed up the ${label} to ${target} (${mb} MB, ${seconds()} s).`);
  } else {
    const { movedAside } = await restoreDatabase(env.database, file!, { force });
    if (movedAside) console.log(`The database that was there is kept at ${movedAside}.`);
    console.log(
      `Restored ${file} into the ${label} (${seconds()} s). The server applies newer migrations at start; re-apply erasures done since the backup (docs/operations.md).`,
    );
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof DataDirInUse || error instanceof EnvError))
    throw error;
  console.error(`db:${command}: ${error.message}`);
  process.exit(1);
}
