import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import Ajv2020 from "ajv/dist/2020.js";
import { Validator } from "@seriousme/openapi-schema-validator";
import {
  API_BASE_PATH,
  API_EXAMPLES,
  curlCommand,
  KEY_VARIABLE,
  shownAnswer,
  type ApiExample,
} from "@core/business-api-examples";
import { expect, expectNoAxeViolations, STAFF_AXE, test } from "./fixtures";

/**
 * /business/api and its examples (CONTRACT.md "Business accounts", "API";
 * core/business-api-examples.ts). Every documented curl command runs with
 * the real curl against the built site with the demo key; its answer must
 * have the status and shape shown on the page, and the request, the answer
 * and the answer shown must each validate against the served OpenAPI
 * document. The server of playwright.config.ts gives a key 50 requests a
 * minute, so the 429 costs a few dozen requests, not 600.
 */
const DEMO_KEY = "sil_live_demotraders0000000000000000";
const OWNER = { email: "owner@demo-traders.example", password: "demo-traders-2026" };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Ran = { status: number; headers: Map<string, string>; body: Buffer; dir: string };

/**
 * One command as the page prints it, through bash, in a directory of its own.
 * curl reads that directory's .curlrc (CURL_HOME), which only adds where to
 * write the answer's headers, so the command itself runs unchanged.
 */
function runCurl(command: string): Ran {
  const dir = mkdtempSync(path.join(tmpdir(), "sil-api-docs-"));
  const headerFile = path.join(dir, "headers.txt");
  writeFileSync(path.join(dir, ".curlrc"), `dump-header = "${headerFile}"\n`);
  const run = spawnSync("bash", ["-c", command], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: dir, CURL_HOME: dir, [KEY_VARIABLE]: DEMO_KEY },
    timeout: 30_000,
  });
  expect(run.status, `curl failed: ${run.stderr.toString()}`).toBe(0);
  const lines = readFileSync(headerFile, "utf8").split(/\r?\n/);
  const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(lines[0] ?? "")?.[1]);
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const at = line.indexOf(":");
    if (at > 0) headers.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
  }
  return { status, headers, body: run.stdout, dir };
}

/** `a.b[3].c` as the examples' `varies` write it: `a.b.*.c`. */
const pattern = (at: string[]) => at.map((part) => (/^\d+$/.test(part) ? "*" : part)).join(".");

/**
 * The shown answer and the real one have the same shape: the same keys,
 * the same types and list lengths; and the same values, but where the
 * example says a value changes from call to call.
 */
function expectSameShape(shown: Json, actual: Json, varies: string[], at: string[] = []) {
  const where = at.join(".") || "(the answer)";
  const kind = (v: Json) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
  expect(kind(actual), `type of ${where}`).toBe(kind(shown));
  if (Array.isArray(shown) && Array.isArray(actual)) {
    expect(actual.length, `length of ${where}`).toBe(shown.length);
    shown.forEach((item, i) => expectSameShape(item, actual[i]!, varies, [...at, String(i)]));
  } else if (shown && typeof shown === "object" && actual && typeof actual === "object") {
    const real = actual as Record<string, Json>;
    expect(Object.keys(real).sort(), `keys of ${where}`).toEqual(Object.keys(shown).sort());
    for (const [key, value] of Object.entries(shown))
      expectSameShape(value, real[key]!, varies, [...at, key]);
  } else if (!varies.includes(pattern(at))) {
    expect(actual, `value of ${where}`).toBe(shown);
  }
}

type OpenApi = { paths: Record<string, Record<string, unknown>> };

/** Validators of the served document's schemas, by JSON pointer into it. */
function schemaValidators(document: OpenApi) {
  // OpenAPI 3.1's schemas are JSON Schema 2020-12; `example` and the like are
  // annotations ajv does not know, hence not strict.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat("binary", true);
  ajv.addSchema(document, "openapi.json");
  const escape = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");
  /** Where `value` breaks the schema at `pointer`, as the API names fields (`packages[0].weight_kg`). */
  const problems = (pointer: string[], value: unknown) => {
    const validate = ajv.getSchema(`openapi.json#/${pointer.map(escape).join("/")}`);
    if (!validate) throw new Error(`openapi.json has no schema at ${pointer.join(" ")}`);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) =>
      e.instancePath
        .slice(1)
        .replace(/\/(\d+)/g, "[$1]")
        .replace(/\//g, "."),
    );
  };
  return {
    problems,
    valid(what: string, pointer: string[], value: unknown) {
      expect(problems(pointer, value), what).toEqual([]);
    },
  };
}

const operationOf = (example: ApiExample) => [
  "paths",
  example.operation.path,
  example.method.toLowerCase(),
];

test("every documented curl command answers as /business/api shows and as openapi.json says @server", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const curl = spawnSync("curl", ["--version"]);
  expect(curl.status, "curl must be installed (apt-get install -y curl)").toBe(0);

  const served = await request.get(`${API_BASE_PATH}/openapi.json`);
  expect(served.status()).toBe(200);
  const document = (await served.json()) as OpenApi;
  const checked = await new Validator().validate(document as never);
  expect(checked.valid, JSON.stringify(checked.errors)).toBe(true);
  const schemas = schemaValidators(document);

  const lrs: Record<string, string> = {};
  for (const example of API_EXAMPLES) {
    if (example.id === "tooMany") {
      // Spend the demo key's minute on calls that cost the server least (not an LR: 404).
      let status = 0;
      for (let i = 0; i < 200 && status !== 429; i += 1)
        status = (
          await request.get(`${API_BASE_PATH}/shipments/x`, {
            headers: { Authorization: `Bearer ${DEMO_KEY}` },
          })
        ).status();
      expect(status, "the demo key's budget ran out").toBe(429);
    }
    const ran = runCurl(curlCommand(example, baseURL!));
    try {
      const what = `${example.id} (${example.method} ${example.path})`;
      expect(ran.status, what).toBe(example.answer.status);
      for (const [name, value] of Object.entries(example.answer.headers ?? {})) {
        const real = ran.headers.get(name.toLowerCase());
        expect(real, `${what}: header ${name}`).toBeDefined();
        if (value !== "*") expect(real, `${what}: header ${name}`).toBe(value);
      }
      expect(ran.headers.get("cache-control"), what).toBe("no-store");
      const pointer = [...operationOf(example), "responses", String(example.answer.status)];
      const requestSchema = [
        ...operationOf(example),
        "requestBody",
        "content",
        "application/json",
        "schema",
      ];
      if (example.body && example.answer.status !== 400)
        schemas.valid(`${what}: the request`, requestSchema, example.body);
      if (example.saveAs) {
        const file = readFileSync(path.join(ran.dir, example.saveAs));
        expect(file.subarray(0, 5).toString("latin1"), what).toBe("%PDF-");
        expect(ran.body.byteLength, `${what}: nothing on the terminal`).toBe(0);
        continue;
      }
      const actual = JSON.parse(ran.body.toString("utf8")) as Json;
      expectSameShape(example.answer.json!, actual, example.varies ?? []);
      const schema = [...pointer, "content", "application/json", "schema"];
      schemas.valid(`${what}: the answer`, schema, actual);
      schemas.valid(`${what}: the answer shown`, schema, example.answer.json);
      if (example.body && example.answer.status === 400) {
        // A refused example breaks the document's schema too, where the server says it does
        // (the rules between fields, as the e-way bill's, the schema cannot say).
        const broken = schemas.problems(requestSchema, example.body);
        expect(broken.length, `${what}: the request breaks the schema`).toBeGreaterThan(0);
        const named = Object.keys((actual as { errors: Record<string, string> }).errors);
        for (const field of broken) expect(named, `${what}: ${field}`).toContain(field);
      }
      if (example.answer.status === 201) lrs[example.id] = (actual as { lr_no: string }).lr_no;
    } finally {
      rmSync(ran.dir, { recursive: true, force: true });
    }
  }
  // The replay is the first booking's answer; the cash-on-delivery one a shipment of its own.
  expect(lrs.replay).toBe(lrs.book);
  expect(lrs.bookCod).not.toBe(lrs.book);
});

async function signIn(page: Page) {
  await page.goto("/business/login");
  await page.locator("#field-email").fill(OWNER.email);
  await page.locator("#field-password").fill(OWNER.password);
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(/\/business$/);
}

/** The request schema's fields as the page names them: `consignee.phone`, `packages[].count`. */
function documentedFields(document: {
  components: { schemas: Record<string, { properties: Record<string, unknown> }> };
}) {
  type Props = { properties?: Record<string, Props>; items?: Props };
  const request = document.components.schemas.ShipmentRequest as Props;
  const names: string[] = [];
  for (const [name, schema] of Object.entries(request.properties ?? {})) {
    names.push(name);
    const nested = schema.properties ?? schema.items?.properties;
    const prefix = schema.items ? `${name}[]` : name;
    for (const field of Object.keys(nested ?? {})) names.push(`${prefix}.${field}`);
  }
  return names.sort();
}

test("/business/api prints the examples and every field, in English and Hindi, and reads on a phone", async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.getByRole("link", { name: "API", exact: true }).click();
  await expect(page).toHaveURL(/\/business\/api$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business API");

  // The commands and answers are the data's, made for the site's URL the page names.
  const base = await page.locator("#base-url").innerText();
  expect(base.endsWith(API_BASE_PATH)).toBe(true);
  const origin = base.slice(0, -API_BASE_PATH.length);
  for (const example of API_EXAMPLES) {
    await expect(page.locator(`#curl-${example.id}`)).toHaveText(curlCommand(example, origin));
    if (example.answer.json !== undefined)
      await expect(page.locator(`#answer-${example.id}`)).toHaveText(shownAnswer(example));
  }
  // Every field of the served document, and no other.
  const document = await (await request.get(`${API_BASE_PATH}/openapi.json`)).json();
  const listed = await page
    .locator("[data-field]")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-field")!));
  expect(listed.sort()).toEqual(documentedFields(document));
  await expect(page.getByRole("link", { name: /openapi\.json$/ })).toHaveAttribute(
    "href",
    `${API_BASE_PATH}/openapi.json`,
  );
  await expect(
    page.getByRole("link", { name: "Make and revoke keys on the API keys page" }),
  ).toHaveAttribute("href", "/business/api-keys");

  // Headings in order: none skips a level.
  const levels = await page
    .locator("main :is(h1, h2, h3, h4)")
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i]! + 1));
  await expectNoAxeViolations(page, STAFF_AXE);

  // Hindi on a phone: the code scrolls inside its boxes, the page never sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hi/business/api");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("बिज़नेस API");
  await expect(page.locator("#curl-book")).toHaveText(curlCommand(API_EXAMPLES[0]!, origin));
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
    scrolling: [...document.querySelectorAll("[data-code]")].filter(
      (box) => box.scrollWidth > box.clientWidth,
    ).length,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  expect(widths.scrolling, "code boxes that scroll sideways").toBeGreaterThan(0);
  await expectNoAxeViolations(page, STAFF_AXE);
});
