/**
 * The project's directory (build/, database/migrations, public/ live under it),
 * found from this module's own file: server/ when run through tsx (`npm run dev`),
 * build/host/ when run as the built server (`npm start`). The first parent
 * with a package.json is the project.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findProjectRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
