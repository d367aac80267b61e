import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

/** SITE_URL set only when serving is not silently ignored. */
test("the built server refuses to start with another SITE_URL than the build's, naming both @server", () => {
  // Were it to start anyway, it would serve from a throw-away database until the timeout.
  const dataDir = mkdtempSync(path.join(tmpdir(), "sil-site-url-"));
  const run = spawnSync(process.execPath, ["build/host/start.js"], {
    env: {
      ...process.env,
      SITE_URL: "https://elsewhere.example",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
    },
    encoding: "utf8",
    timeout: 60_000,
  });
  rmSync(dataDir, { recursive: true, force: true });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("SITE_URL is https://elsewhere.example");
  expect(run.stderr).toMatch(/built with SITE_URL=http:\/\/localhost:3000/);
});
