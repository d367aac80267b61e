/**
 * PGlite has no lock of its own (its postmaster.pid holds a made-up pid), and
 * two processes on one data directory corrupt it. Every opener of an embedded
 * database on disk (the server, db:migrate, db:seed, db:backup, db:restore)
 * first takes this lock: `<dataDir>.lock` beside the directory, holding the
 * owner's pid, created exclusively. A lock whose process is gone (a crash,
 * kill -9) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { z } from "zod";
import { errorCode } from "@core/unknown-values";
import { ConnectionFailure } from "./connection-errors";

/** A start failure like a refused connection: the server and the CLI print its one line. */
export class DataDirInUse extends ConnectionFailure {}

type Owner = { pid: number; command: string; since: string };

/** A lock file as read back: written by any version, or half-written by a crash. */
const OwnerFileSchema = z.object({
  pid: z.number(),
  command: z.string().optional(),
  since: z.string().optional(),
});

/** Locks taken by this process, released at exit however it ends. */
const held = new Set<string>();
let exitHookInstalled = false;

export const lockFileOf = (dataDir: string) => `${dataDir.replace(/\/+$/, "")}.lock`;

function readOwner(file: string): z.infer<typeof OwnerFileSchema> | undefined {
  try {
    return OwnerFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return undefined; // gone meanwhile, or half-written by a crash
  }
}

function isAlive(pid: number): boolean {
  // Our own pid in a file we do not hold: a container restarted under the same pid.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}

/**
 * Takes the lock or throws DataDirInUse naming the process that holds it.
 * Answers the release.
 */
export function lockDataDir(dataDir: string, command = process.argv.slice(1).join(" ")) {
  const file = lockFileOf(dataDir);
  if (held.has(file)) throw new DataDirInUse(`${dataDir} is already open in this process`);
  const owner: Owner = { pid: process.pid, command, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      break;
    } catch (error) {
      if (errorCode(error) !== "EEXIST" || attempt > 0) throw error;
      const other = readOwner(file);
      if (other && isAlive(other.pid))
        throw new DataDirInUse(
          `the embedded database ${dataDir} is in use by process ${other.pid} (${other.command || "unknown"}, since ${other.since}): stop it first (systemctl stop sil-website). If no such process runs, delete ${file}`,
        );
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  held.add(file);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on("exit", () => {
      for (const f of held) rmSync(f, { force: true });
    });
  }
  return () => {
    if (!held.delete(file)) return;
    if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}
