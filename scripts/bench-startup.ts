/**
 * Benchmark (not a test): how long the server takes from `node` to answering
 * /api/health, run through tsx (TypeScript compiled at every start, as before
 * docs/decisions/013-built-server.md) and as the built server
 * (`npm run serve`). Both on the same embedded database, already migrated and
 * seeded, so only start-up is timed.
 * Needs a build (`npm run build`).
 *
 *   npx tsx scripts/bench-startup.ts        RUNS=5 PORT=3000
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.PORT ?? 3000);
const dataDir = mkdtempSync(path.join(tmpdir(), "sil-bench-startup-"));

const variants: Record<string, string[]> = {
  "tsx server/main.ts": ["--import", "tsx", "server/main.ts"],
  "build/host/start.js": ["build/host/start.js"],
};

async function startOnce(args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
          return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// The first start creates, migrates and seeds the database: not timed.
await startOnce(variants["build/host/start.js"]!);
for (const [name, args] of Object.entries(variants)) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await startOnce(args));
  console.log(
    `${name.padEnd(22)} median ${Math.round(median(times))} ms  (runs: ${times.map(Math.round).join(", ")})`,
  );
}
rmSync(dataDir, { recursive: true, force: true });
