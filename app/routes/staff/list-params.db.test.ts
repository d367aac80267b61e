/**
 * Every URL parameter of every staff list and of the CSV
 * export, given odd values, answers the list (the value ignored or
 * corrected, and named in `ignored` for the page's note) or a 400: never a
 * 5xx. `/staff/leads?to=2026-13-45` was a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as applications from "./applications";
import * as audit from "./audit";
import * as jobs from "./jobs";
import * as leads from "./leads";
import * as leadsExport from "./leads-export";
import * as outbox from "./outbox";
import * as shipments from "./shipments";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { ensureAdmin, loadContext, staffRequest } from "../../../tests/support/test-staff";

type Loader = (args: never) => Promise<unknown>;

const ODD_DATES = [
  "2026-13-45",
  "2026-02-30",
  "2026-00-10",
  "0000-01-01",
  "9999-12-31",
  "99999-01-01",
  "2026-1-1",
  "yesterday",
];
const ODD_PAGES = ["-1", "0", "99999999999999999999", "1e400", "NaN", "Infinity", "2.5", "0x10"];
const ODD_TEXTS = [
  "nope",
  "a\u0000b",
  "\u0000",
  "x".repeat(10_000),
  "%_\\",
  "\ud800",
  "'; drop table leads; --",
  "😀".repeat(200),
];
const ODD_IDS = [
  "not-a-uuid",
  "00000000-0000-0000-0000-00000000000g",
  "-1",
  "99999999999999999999",
];

/** The parameters each list reads, and the odd values to give each. */
const LISTS: [string, string, Loader, Record<string, string[]>][] = [
  [
    "leads",
    "/staff/leads",
    leads.loader as Loader,
    {
      from: ODD_DATES,
      to: ODD_DATES,
      page: ODD_PAGES,
      status: ODD_TEXTS,
      type: ODD_TEXTS,
      assignee: [...ODD_IDS, ...ODD_TEXTS],
      overdue: ODD_TEXTS,
      q: ODD_TEXTS,
      sort: ODD_TEXTS,
    },
  ],
  [
    "CSV export",
    "/staff/leads/export.csv",
    leadsExport.loader as Loader,
    {
      from: ODD_DATES,
      to: ODD_DATES,
      page: ODD_PAGES,
      status: ODD_TEXTS,
      q: ODD_TEXTS,
      assignee: ODD_IDS,
      sort: ODD_TEXTS,
    },
  ],
  [
    "applications",
    "/staff/applications",
    applications.loader as Loader,
    { job: [...ODD_IDS, ...ODD_PAGES], status: ODD_TEXTS, q: ODD_TEXTS, page: ODD_PAGES },
  ],
  [
    "audit",
    "/staff/audit",
    audit.loader as Loader,
    {
      action: ODD_TEXTS,
      actor: [...ODD_IDS, ...ODD_TEXTS],
      from: ODD_DATES,
      to: ODD_DATES,
      page: ODD_PAGES,
    },
  ],
  ["outbox", "/staff/outbox", outbox.loader as Loader, { status: ODD_TEXTS, page: ODD_PAGES }],
  ["jobs", "/staff/jobs", jobs.loader as Loader, { saved: ODD_TEXTS, page: ODD_PAGES }],
  ["shipments", "/staff/shipments", shipments.loader as Loader, { lr: ODD_TEXTS }],
];

/** The list's answer: its data, or the status of what it threw; anything else thrown fails the test. */
async function answer(loader: Loader, request: Request, t: TestApp) {
  try {
    const value = await loader({ request, context: loadContext(t), params: {} } as never);
    if (value instanceof Response) return { status: value.status, value };
    return { status: 200, value };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, value: undefined };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, value: undefined };
    throw thrown;
  }
}

describe("odd URL parameters on the staff lists", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await openTestApp();
    token = await ensureAdmin(t);
  }, 120_000);
  afterAll(() => t?.database.close());

  it.each(LISTS)(
    "%s answers the list or a 400 for every odd value",
    async (_, path, loader, params) => {
      const failures: string[] = [];
      const cases = Object.entries(params).flatMap(([name, values]) =>
        values.map((value) => new URLSearchParams([[name, value]]).toString()),
      );
      // Repeated parameters, and every parameter odd at once.
      cases.push(
        Object.keys(params)
          .flatMap((name) => [`${name}=1`, `${name}=%00`])
          .join("&"),
      );
      for (const query of cases) {
        try {
          const { status } = await answer(loader, staffRequest(`${path}?${query}`, token), t);
          if (status >= 500 || ![200, 302, 400].includes(status))
            failures.push(`${query.slice(0, 80)}: ${status}`);
        } catch (error) {
          failures.push(
            `${query.slice(0, 80)}: threw ${(error as Error).name}: ${(error as Error).message.slice(0, 100)}`,
          );
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it("ignores an impossible date, and says which parameter it ignored", async () => {
    const { status, value } = await answer(
      leads.loader as Loader,
      staffRequest("/staff/leads?to=2026-13-45&status=new&page=-3", token),
      t,
    );
    expect(status).toBe(200);
    expect(value).toMatchObject({ filter: { status: "new", to: undefined, page: 1 } });
    expect((value as { ignored: string[] }).ignored.sort()).toEqual(["page", "to"]);
  });
});
