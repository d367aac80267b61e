/**
 * `npm run i18n:report`: every translated text module, how many texts it
 * holds, and its review state in Hindi and Marathi. `machine` means no
 * native speaker has read it yet (docs/decisions/025-languages.md); the
 * list at the end is the work waiting for one.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const contentDir = path.resolve("core/content");

function countTexts(value: unknown): number {
  if (typeof value === "string") return /^(\/|https?:|mailto:|tel:)/.test(value) ? 0 : 1;
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + countTexts(v), 0);
  if (value && typeof value === "object")
    return Object.values(value).reduce<number>((n, v) => n + countTexts(v), 0);
  return 0;
}

type Row = { key: string; texts: number; hi: string; mr: string };
const rows: Row[] = [];
for (const file of readdirSync(contentDir)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
  .sort()) {
  const english = (await import(pathToFileURL(path.join(contentDir, file)).href)) as Record<
    string,
    unknown
  >;
  const module = Object.values(english).find(
    (v): v is { key: string; en: unknown } =>
      typeof v === "object" && v !== null && "key" in v && "en" in v,
  );
  if (!module) continue;
  const state = async (lang: string) => {
    try {
      const t = (await import(
        pathToFileURL(path.join(contentDir, lang, `${module.key}.ts`)).href
      )) as { review?: string };
      return t.review ?? "?";
    } catch {
      return "MISSING";
    }
  };
  rows.push({
    key: module.key,
    texts: countTexts(module.en),
    hi: await state("hi"),
    mr: await state("mr"),
  });
}

const line = (a: string, b: string, c: string, d: string) =>
  `${a.padEnd(22)}${b.padStart(7)}  ${c.padEnd(10)}${d}`;
console.log(line("module", "texts", "hi", "mr"));
for (const r of rows) console.log(line(r.key, String(r.texts), r.hi, r.mr));
const total = rows.reduce((n, r) => n + r.texts, 0);
const waiting = (lang: "hi" | "mr") => rows.filter((r) => r[lang] !== "reviewed");
console.log(`\n${rows.length} modules, ${total} English texts.`);
for (const lang of ["hi", "mr"] as const) {
  const w = waiting(lang);
  const n = w.reduce((s, r) => s + r.texts, 0);
  console.log(
    `${lang === "hi" ? "Hindi" : "Marathi"}: ${n} of ${total} texts in ${w.length} modules wait for a native speaker` +
      (w.length ? `: ${w.map((r) => r.key).join(", ")}` : "."),
  );
}
if (rows.some((r) => r.hi === "MISSING" || r.mr === "MISSING")) process.exitCode = 1;
