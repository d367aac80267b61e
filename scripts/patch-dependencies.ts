/**
 * Fixes to installed dependencies that their maintained line does not carry
 * yet, applied after every install (package.json "postinstall"; again by
 * hand with `npx tsx scripts/patch-dependencies.ts`).
 *
 * Each fix names the one version it fits and fails the install when that
 * version's text is not there, so an upgrade drops or adapts the fix
 * instead of skipping it unnoticed. A package that is not installed is
 * skipped: `npm ci --omit=dev` has no build tools to fix. Files are written
 * beside and renamed over, never rewritten in place, since an install may
 * share its files with other copies (hard links, a package store).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

type Fix = {
  pkg: string;
  version: string;
  files: string[];
  from: string;
  to: string;
  why: string;
};

export const fixes: Fix[] = [
  {
    pkg: "@react-router/dev",
    version: "7.18.4",
    files: ["dist/vite.js", "dist/cli/index.js", "dist/vite/cloudflare.js"],
    from: "envFile: false",
    to: "envDir: false",
    // Vite 8.1 deprecated `envFile`; React Router's own Vite servers (its config
    // loader and child compiler) still pass it, and each build printed the
    // deprecation nine times. `envDir: false` (Vite 6.3+) is the same setting,
    // upstream's own fix (remix-run/react-router#15230), released in 8.x only.
    why: "Vite 8's envFile deprecation",
  },
];

/** Applies every fix under `root`; returns what it did, a line each. */
export function patchDependencies(root: string, list: Fix[] = fixes): string[] {
  const done: string[] = [];
  for (const fix of list) {
    const dir = path.join(root, "node_modules", fix.pkg);
    const manifest = path.join(dir, "package.json");
    if (!existsSync(manifest)) continue;
    const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
    if (version !== fix.version)
      throw new Error(
        `${fix.pkg} is ${version}; the fix for ${fix.why} in scripts/patch-dependencies.ts is for ${fix.version}: drop it if ${version} has it, or adapt it`,
      );
    for (const file of fix.files) {
      const target = path.join(dir, file);
      const text = readFileSync(target, "utf8");
      if (!text.includes(fix.from)) {
        if (text.includes(fix.to)) continue;
        throw new Error(`${fix.pkg}/${file} has neither "${fix.from}" nor "${fix.to}"`);
      }
      const temporary = `${target}.patching`;
      writeFileSync(temporary, text.replaceAll(fix.from, fix.to));
      renameSync(temporary, target);
      done.push(`${fix.pkg}/${file}: ${fix.why}`);
    }
  }
  return done;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const line of patchDependencies(process.cwd())) console.log(`patched ${line}`);
}
