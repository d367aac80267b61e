import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoShipments } from "../database/demo-data";
import { projectRoot } from "../database/project-root";

/**
 * What the README says an operator can open, run or set
 * is there in a clone. The rest of its truth is for its readers.
 */
const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");
const readme = read("README.md");

describe("README.md", () => {
  it("points at no file outside the repository and at none missing from it", () => {
    expect(readme).not.toMatch(/\.\.\/shared\//);
    const paths = [...readme.matchAll(/`((?:app|server|database|docs|scripts|tests)\/[^`\s]+)`/g)]
      .map((m) => m[1]!)
      // Patterns (core/content/*.ts, app/**/*.test.ts(x)) and placeholders (…) name no one file.
      .filter((p) => !/[*(…<]/.test(p));
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => !existsSync(path.join(projectRoot, p)))).toEqual([]);
    const decisions = [...readme.matchAll(/docs\/decisions\/(\d{3}-[\w-]+\.md)/g)].map(
      (m) => m[1]!,
    );
    expect(
      decisions.filter((d) => !existsSync(path.join(projectRoot, "docs/decisions", d))),
    ).toEqual([]);
  });

  it("names commands that exist", () => {
    const scripts = Object.keys(
      (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts,
    );
    const named = [...readme.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
    // The quick check: the unit tests alone, a project of vitest.config.ts.
    expect(readme).toContain("npx vitest run --project unit");
    expect(read("vitest.config.ts")).toMatch(/name: "unit"/);
  });

  it("lists every setting in its configuration table", () => {
    const section = readme.slice(readme.indexOf("## Configuration"));
    const lines = section.split("\n");
    const first = lines.findIndex((line) => line.startsWith("| variable |"));
    const end = lines.findIndex((line, i) => i > first && !line.startsWith("|"));
    const table = lines.slice(first, end).join("\n");
    const settings = [...read("server/env.ts").matchAll(/^ {2}([A-Z][A-Z0-9_]+): z/gm)]
      .map((m) => m[1]!)
      // NODE_ENV is the build's (npm start sets it); SIL_* are the server's own, not for operators.
      .filter((name) => name !== "NODE_ENV" && !name.startsWith("SIL_"));
    expect(settings.length).toBeGreaterThan(20);
    expect(settings.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
    // No row of the table stranded below it, under another heading of the section.
    const rest = lines.slice(
      end,
      lines.findIndex((line, i) => i > end && line.startsWith("## ")),
    );
    expect(rest.filter((line) => /^\| `[A-Z_]+` \|/.test(line))).toEqual([]);
  });

  it("says each thing once: no two paragraphs open alike", () => {
    const openings = readme
      .split(/\n{2,}/)
      .filter((block) => /^[A-Z`]/.test(block) && !block.startsWith("```"))
      .map((block) => block.slice(0, 80));
    expect(openings.filter((opening, i) => openings.indexOf(opening) !== i)).toEqual([]);
  });

  it("gives, in its quick start, the facts that open each demo shipment's delivery options", () => {
    const quickStart = readme.slice(
      readme.indexOf("## Quick start"),
      readme.indexOf("## Make it yours"),
    );
    const withFacts = demoShipments.filter((s) => s.facts);
    expect(withFacts.length).toBeGreaterThan(1);
    for (const { lrNo, facts } of withFacts) {
      expect(quickStart).toContain(`\`${lrNo}\``);
      expect(quickStart).toContain(`\`${facts!.destinationPincode}\``);
      expect(quickStart).toContain(`\`${facts!.consigneePhone.slice(-4)}\``);
    }
  });

  it("says why each package that wants a newer Node than the one it supports is harmless", () => {
    const supported = Number(/>=(\d+)/.exec(JSON.parse(read("package.json")).engines.node)![1]);
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, { engines?: { node?: string }; optional?: boolean }>;
    };
    const wantNewer = Object.entries(lock.packages)
      .filter(([, p]) => !p.optional && /^>=\s*(\d+)/.test(p.engines?.node ?? ""))
      .filter(([, p]) => Number(/(\d+)/.exec(p.engines!.node!)![1]) > supported)
      .map(([where]) => where.replace(/^.*node_modules\//, ""));
    expect(wantNewer.length).toBeGreaterThan(0);
    expect(readme).toContain("EBADENGINE");
    expect(wantNewer.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it("says in which language the tracking alerts arrive", () => {
    expect(readme).not.toContain("English for now");
  });
});
