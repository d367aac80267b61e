/**
 * Prints the structure figures the code keeps to: `as` casts outside tests,
 * the longest functions and the longest files under server/services, and the
 * files in the server/ root. A figure, not a test: `npx tsx
 * scripts/structure-figures.ts` (add --list for every offender).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const root = join(import.meta.dirname, "..");
const list = process.argv.includes("--list");

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".") || name === "build") continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
      out.push(path);
  }
  return out;
}

const sourceDirs = ["app", "core", "server", "database"];
// Where the rule of named functions holds: the services and the modules beside them.
const SERVICE_DIRS = ["server/services/", "server/accounts/", "server/outbox/"];
const isService = (name: string) => SERVICE_DIRS.some((dir) => name.startsWith(dir));
const files = sourceDirs.flatMap((dir) => walk(join(root, dir)));

let casts = 0;
const castsByFile = new Map<string, number>();
const longFunctions: { where: string; lines: number }[] = [];

for (const path of files) {
  const text = readFileSync(path, "utf8");
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const name = relative(root, path);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const type = node.type;
      const isConst = ts.isTypeReferenceNode(type) && type.typeName.getText(source) === "const";
      if (!isConst) {
        casts += 1;
        castsByFile.set(name, (castsByFile.get(name) ?? 0) + 1);
      }
    }
    if (
      isService(name) &&
      (ts.isFunctionDeclaration(node) ||
        ts.isArrowFunction(node) ||
        ts.isFunctionExpression(node) ||
        ts.isMethodDeclaration(node))
    ) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
      if (lines > 150)
        longFunctions.push({ where: `${name}:${lineOf(node.getStart(source)) + 1}`, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const serviceFiles = files
  .filter((path) => isService(relative(root, path)))
  .map((path) => ({
    name: relative(root, path),
    lines: readFileSync(path, "utf8").split("\n").length,
  }))
  .filter((file) => file.lines > 400)
  .sort((a, b) => b.lines - a.lines);

const serverRoot = readdirSync(join(root, "server")).filter(
  (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
);

console.log(`as casts outside tests (not "as const"): ${casts}`);
console.log(
  `functions over 150 lines in services (${SERVICE_DIRS.join(", ")}): ${longFunctions.length}`,
);
console.log(`service files over 400 lines: ${serviceFiles.length}`);
console.log(`non-test files in the server/ root: ${serverRoot.length}`);
if (list) {
  for (const [name, count] of [...castsByFile].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  casts ${count}\t${name}`);
  for (const fn of longFunctions.sort((a, b) => b.lines - a.lines))
    console.log(`  function ${fn.lines} lines\t${fn.where}`);
  for (const file of serviceFiles) console.log(`  file ${file.lines} lines\t${file.name}`);
}
