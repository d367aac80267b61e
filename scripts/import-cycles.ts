/**
 * Import cycles among the project's own modules, type-only imports included
 * (docs/decisions/029-one-way-layers.md). ESLint's import-x/no-cycle skips
 * `import type`; a cycle of types still ties two modules into one, so this
 * check counts every import TypeScript resolves. `npm run lint` runs it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The project's modules under these folders (tests included), resolved as tsc resolves them. */
export const LAYERS = ["core", "app", "server", "database", "scripts", "tests"];

/** Every module's imports of the project's own modules. */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (
        target.startsWith(root + path.sep) &&
        !target.includes(`${path.sep}node_modules${path.sep}`)
      )
        targets.add(target);
    }
    graph.set(path.resolve(file), [...targets]);
  }
  return graph;
}

/** The cycles of a graph: each strongly connected group of two or more modules (or one that imports itself). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

/** The project's TypeScript files under LAYERS. */
export function projectFiles(root: string): string[] {
  return LAYERS.flatMap((layer) =>
    ts.sys
      .readDirectory(
        path.join(root, layer),
        [".ts", ".tsx"],
        ["**/node_modules/**", "**/+types/**"],
      )
      .filter((file) => !file.endsWith(".d.ts")),
  );
}

if (process.argv[1] === import.meta.filename) {
  const root = process.cwd();
  const found = cycles(importGraph(root, projectFiles(root)));
  for (const group of found)
    console.error(`Import cycle: ${group.map((file) => path.relative(root, file)).join(" ↔ ")}`);
  if (found.length > 0) process.exit(1);
  console.log("No import cycles.");
}
