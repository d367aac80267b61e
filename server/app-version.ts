/**
 * The version this server runs, for the start's log
 * line, /api/health, /api/ready and /metrics: the one the build recorded
 * beside the server build (vite.config.ts), so a copy without .git still
 * says which commit it was built from; asked now when there is no build
 * (tsx, tests). The staff console's footer shows the build's (VITE_APP_VERSION).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { computeVersion, VERSION_FILE } from "./compute-version";
import { projectRoot } from "../database/project-root";

/** What the build wrote (vite.config.ts). */
const VersionFileSchema = z.object({ version: z.string() });

let cached: string | undefined;

export function appVersion(): string {
  if (cached) return cached;
  const file = path.join(projectRoot, "build", "server", VERSION_FILE);
  if (existsSync(file)) {
    cached = VersionFileSchema.parse(JSON.parse(readFileSync(file, "utf8"))).version;
  }
  cached ??= computeVersion(projectRoot);
  return cached;
}
