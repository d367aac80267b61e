/**
 * The layer rules of docs/decisions/029-one-way-layers.md hold only while
 * lint enforces them: each case lints a file that breaks one rule (as if it
 * were at that path in the tree) and expects ESLint to refuse it, and the
 * cycle check is shown a cycle of types.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cycles, importGraph } from "../../scripts/import-cycles";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the layer rules", () => {
  // The first lint loads the TypeScript resolver and the project: seconds on a busy machine.
  beforeAll(() => problems("core/example.ts", "export const x = 1;\n"), 120_000);

  it.each([
    ["server/example.ts", 'import { links } from "../app/root";\nexport const x = links;\n'],
    [
      "server/services/example.ts",
      'import { useLang } from "~/lib/i18n";\nexport const x = useLang;\n',
    ],
    [
      "database/example.ts",
      'import { readEnv } from "../server/env";\nexport const x = readEnv;\n',
    ],
    ["core/example.ts", 'import { useLang } from "../app/lib/i18n";\nexport const x = useLang;\n'],
    [
      "app/lib/example.ts",
      'import { readEnv } from "../../server/env";\nexport const x = readEnv;\n',
    ],
  ])("refuses %s importing a layer above it or beside it", async (file, code) => {
    expect(await problems(file, code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: /),
    ]);
  });

  it.each([
    ['import { useState } from "react";\nexport const x = useState;\n', "core/ renders nothing"],
    ['import { Link } from "react-router";\nexport const x = Link;\n', "core/ renders nothing"],
    [
      'import { Truck } from "lucide-react";\nexport const x = Truck;\n',
      "Icons belong to the pages",
    ],
    [
      'import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n',
      "no Node built-ins",
    ],
  ])("keeps React, the router, icons and Node out of core/: %s", async (code, reason) => {
    const found = await problems("core/example.ts", code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(reason);
  });

  it("lets server/ and app/ import core/, and server/ import database/", async () => {
    expect(
      await problems(
        "server/services/example.ts",
        'import { langOf } from "@core/i18n";\nimport { shipments } from "../../database/schema";\nexport const x = [langOf, shipments];\n',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "app/lib/example.ts",
        'import { localizePath } from "@core/i18n";\nexport const x = localizePath;\n',
      ),
    ).toEqual([]);
  });

  it("lets a test reach the other layers and the test helpers only through tests/support", async () => {
    const refused = [expect.stringMatching(/^import-x\/no-restricted-paths: /)];
    expect(
      await problems(
        "app/routes/example.db.test.ts",
        'import { openTestApp } from "../../tests/support/test-app";\nexport const x = openTestApp;\n',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "app/routes/example.db.test.ts",
        'import { createLogger } from "../../server/logger";\nexport const x = createLogger;\n',
      ),
    ).toEqual(refused);
    expect(
      await problems(
        "server/example.test.ts",
        'import { test } from "../tests/e2e/fixtures";\nexport const x = test;\n',
      ),
    ).toEqual(refused);
    expect(
      await problems(
        "database/example.ts",
        'import { openTestDatabase } from "../tests/support/test-database";\nexport const x = openTestDatabase;\n',
      ),
    ).toEqual(refused);
  });
});

describe("the import cycle check", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sil-cycles-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds a cycle made of type-only imports, and none once it is broken", () => {
    writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: {} }));
    const a = path.join(dir, "a.ts");
    const b = path.join(dir, "b.ts");
    const c = path.join(dir, "c.ts");
    writeFileSync(a, 'import type { B } from "./b";\nexport type A = { b: B };\n');
    writeFileSync(b, 'import type { A } from "./a";\nexport type B = { a?: A };\n');
    writeFileSync(c, 'import type { A } from "./a";\nexport type C = A;\n');
    expect(cycles(importGraph(dir, [a, b, c]))).toEqual([[a, b].sort()]);

    writeFileSync(b, "export type B = { name: string };\n");
    expect(cycles(importGraph(dir, [a, b, c]))).toEqual([]);
  });
});
