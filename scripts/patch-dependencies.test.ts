import { execFile } from "node:child_process";
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot } from "../database/project-root";
import { fixes, patchDependencies } from "./patch-dependencies";

const run = promisify(execFile);
const [fix] = fixes;
let scratch: string | undefined;
afterEach(() => scratch && rmSync(scratch, { recursive: true, force: true }));

/** A tree with the package installed at `version`, its files holding `text`. */
function tree(version: string, text: string): string {
  scratch = mkdtempSync(path.join(tmpdir(), "patch-deps-"));
  const dir = path.join(scratch, "node_modules", fix!.pkg);
  for (const file of fix!.files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ version }));
  return scratch;
}

describe("scripts/patch-dependencies.ts", () => {
  it("leaves React Router's commands without Vite's envFile deprecation", async () => {
    const cli = path.join(projectRoot, "node_modules/.bin/react-router");
    const { stdout, stderr } = await run(cli, ["typegen"], { cwd: projectRoot });
    expect(stdout + stderr).not.toContain("envFile");
  }, 60_000);

  it("rewrites a file beside it, so a hard-linked copy elsewhere keeps its text", () => {
    const root = tree(fix!.version, `createServer({ ${fix!.from}, plugins: [] })`);
    const file = path.join(root, "node_modules", fix!.pkg, fix!.files[0]!);
    const elsewhere = path.join(root, "linked.js");
    linkSync(file, elsewhere);
    expect(patchDependencies(root)).toHaveLength(fix!.files.length);
    expect(readFileSync(file, "utf8")).toBe(`createServer({ ${fix!.to}, plugins: [] })`);
    expect(readFileSync(elsewhere, "utf8")).toContain(fix!.from);
    // Once is enough: a second install finds the fix in place.
    expect(patchDependencies(root)).toEqual([]);
  });

  it("stops an install whose version the fix was not written for", () => {
    const root = tree("9.9.9", fix!.from);
    expect(() => patchDependencies(root)).toThrow(/9\.9\.9.*drop it/);
  });

  it("skips a package that is not installed (a production install)", () => {
    scratch = mkdtempSync(path.join(tmpdir(), "patch-deps-"));
    expect(patchDependencies(scratch)).toEqual([]);
  });
});
