import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { DataDirInUse, lockFileOf } from "./data-dir-lock";

/** Opening PGlite on disk takes seconds of CPU, far longer on a busy machine. */
const OPEN_MS = 120_000;

describe("one process at a time on an embedded database's directory", () => {
  let dir: string;
  let dataDir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "sil-lock-"));
    dataDir = path.join(dir, "pglite");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it(
    "refuses a second opener while the first has it open, and lets it in once closed",
    async () => {
      const first = await openDatabase({ kind: "pglite", dataDir });
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(DataDirInUse);
      await first.close();
      expect(existsSync(lockFileOf(dataDir))).toBe(false);
      const second = await openDatabase({ kind: "pglite", dataDir });
      await second.close();
    },
    OPEN_MS,
  );

  it(
    "names another live process that holds it, and takes over from one that is gone",
    async () => {
      // Another process (a stand-in for the server) holds the lock.
      const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
      const owner = { pid: other.pid, command: "node build/host/start.js", since: "now" };
      await writeFile(lockFileOf(dataDir), JSON.stringify(owner));
      try {
        await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
          `is in use by process ${other.pid} (node build/host/start.js`,
        );
      } finally {
        other.kill();
        await new Promise((resolve) => other.once("exit", resolve));
      }
      // Its process is gone (a crash, kill -9): the lock is stale.
      const reopened = await openDatabase({ kind: "pglite", dataDir });
      await reopened.close();
    },
    OPEN_MS,
  );
});
