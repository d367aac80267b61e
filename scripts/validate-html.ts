/**
 * The W3C Nu HTML Checker (vnu-jar, on the installed Java) over pages of a
 * running server: prints the errors, warnings and notes (informational
 * messages, such as React's `<meta ... />` trailing slashes) per page, and
 * lists each error and warning.
 *
 *   BASE_URL=http://127.0.0.1:3600 npx tsx scripts/validate-html.ts [/path …]
 *
 * Exits 1 when any page has an error.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const vnuJar = createRequire(import.meta.url)
  .resolve("vnu-jar/package.json")
  .replace(/package\.json$/, "build/dist/vnu.jar");
const base = process.env.BASE_URL ?? "http://localhost:3000";
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/about-us", "/services", "/services/ftl", "/join-us"];

type Message = { type: string; subType?: string; url?: string; message: string; lastLine?: number };

// The checker will not fetch from private hosts, so it reads the pages as files.
const dir = await mkdtemp(path.join(tmpdir(), "vnu-"));
const files = new Map<string, string>();
for (const p of paths) {
  const response = await fetch(base + p);
  if (!response.ok) throw new Error(`${p}: HTTP ${response.status}`);
  const file = path.join(dir, `${p.replace(/\W+/g, "_") || "_"}.html`);
  await writeFile(file, await response.text());
  files.set(p, `file:${file}`);
}
const { stderr } = await promisify(execFile)(
  "java",
  [
    "-jar",
    vnuJar,
    "--format",
    "json",
    "--exit-zero-always",
    ...[...files.values()].map((u) => u.slice(5)),
  ],
  { maxBuffer: 16 * 1024 * 1024 },
);
await rm(dir, { recursive: true, force: true });
const { messages } = JSON.parse(stderr) as { messages: Message[] };

console.log("page".padEnd(32), "errors".padStart(7), "warnings".padStart(9), "notes".padStart(7));
let errors = 0;
for (const page of paths) {
  const mine = messages.filter((m) => m.url === files.get(page));
  const errs = mine.filter((m) => m.type !== "info");
  const warnings = mine.filter((m) => m.type === "info" && m.subType === "warning");
  const notes = mine.length - errs.length - warnings.length;
  errors += errs.length;
  console.log(
    page.padEnd(32),
    String(errs.length).padStart(7),
    String(warnings.length).padStart(9),
    String(notes).padStart(7),
  );
  for (const m of [...errs, ...warnings]) {
    console.log(
      `    ${m.type === "error" ? "error" : "warning"} (line ${m.lastLine ?? "?"}): ${m.message}`,
    );
  }
}
process.exitCode = errors ? 1 : 0;
