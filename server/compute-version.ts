/**
 * The version of the checkout at `root`: package.json's version and, where
 * git can say, the commit ("1.0.0+a1b2c3d"). Asked once by the build
 * (vite.config.ts records it); without local imports, so the config can load it.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Beside the server build (build/server/), next to site-url.json. */
export const VERSION_FILE = "version.json";

const PackageSchema = z.object({ version: z.string().optional() });

export function computeVersion(root: string): string {
  const { version = "0.0.0" } = PackageSchema.parse(
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")),
  );
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 5_000,
    }).trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    // No git or no repository (an unpacked release): the version alone.
    return version;
  }
}
