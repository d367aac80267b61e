import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  addShipments,
  makeBusiness,
  type TestBusiness,
} from "../../../tests/support/test-business";
import {
  ensureAdmin,
  loadContext,
  makeStaff,
  SESSION_SECRET,
  staffRequest,
} from "../../../tests/support/test-staff";
import {
  auditDetails,
  remitAgainDirectly,
  remittanceCount,
  remittedRows as rowsOf,
} from "../../../tests/support/test-cod";
import { indiaToday } from "@core/schemas/cod";
import { action, loader } from "./business-cod";
import { loader as businessLoader } from "./business";
import { loader as businessCodPage } from "../business/cod";

/**
 * Remittances (decision 044) through the console's page: ops record one for
 * the chosen collected LRs; an amount that does not add up is refused with
 * both figures; an LR remitted already, not collected or of another business
 * is refused; two at once pay an LR once; nothing is stored from a refusal.
 * The business's own COD page shows the remittance with its reference.
 */
const TOKEN = "test-ops-token-remit-0123456789";
let t: TestApp;
let tokens: { admin: string; ops: string; sales: string; hr: string };
let a: TestBusiness;
let b: TestBusiness;

beforeAll(async () => {
  t = await openTestApp({ opsApiToken: TOKEN, services: { secret: SESSION_SECRET } });
  const admin = await ensureAdmin(t);
  tokens = {
    admin,
    ops: (await makeStaff(t, admin, "ops")).token,
    sales: (await makeStaff(t, admin, "sales")).token,
    hr: (await makeStaff(t, admin, "hr")).token,
  };
  a = await makeBusiness(t.database.db, "Remit Alpha");
  b = await makeBusiness(t.database.db, "Remit Beta");
});
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

/** New cod shipments of a business, delivered through the ingestion API with these figures. */
async function collected(business: TestBusiness, rupees: number[]): Promise<string[]> {
  const lrs = await addShipments(
    t.database.db,
    business,
    rupees.map(() => ({ paymentMode: "cod" as const })),
  );
  for (const [i, lr] of lrs.entries()) {
    const res = await t.app.request(`/api/ops/shipments/${lr}/events`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        events: [
          {
            id: "d",
            status: "Delivered",
            occurred_at: "2026-11-21T10:30:00+05:30",
            cod_collected: rupees[i],
          },
        ],
      }),
    });
    expect(res.status).toBe(200);
  }
  return lrs;
}

async function answer(run: () => Promise<unknown>): Promise<{ status: number; data?: unknown }> {
  try {
    const value = await run();
    if (value instanceof Response) return { status: value.status };
    if (value && typeof value === "object" && "init" in value && "data" in value)
      return {
        status: (value as { init?: { status?: number } }).init?.status ?? 200,
        data: value.data,
      };
    return { status: 200, data: value };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw thrown;
  }
}

const path = (business: TestBusiness) => `/staff/businesses/${business.id}/cod`;
const args = (token: string, business: TestBusiness, body?: URLSearchParams) =>
  ({
    request: staffRequest(path(business), token, body ? { method: "POST", body } : {}),
    context: loadContext(t),
    params: { id: business.id },
  }) as never;

function form(fields: { amount: string; bank_ref?: string; remitted_on?: string; lr: string[] }) {
  const body = new URLSearchParams({
    amount: fields.amount,
    bank_ref: fields.bank_ref ?? "UTR12345678",
    remitted_on: fields.remitted_on ?? indiaToday(),
  });
  for (const lr of fields.lr) body.append("lr", lr);
  return body;
}

const remit = (token: string, business: TestBusiness, fields: Parameters<typeof form>[0]) =>
  answer(() => action(args(token, business, form(fields))));

const remittedRows = (lrs: string[]) => rowsOf(t.database.db, lrs);

describe("recording a remittance", () => {
  it("ops record one for the chosen LRs; it is audited and they leave the choices", async () => {
    const lrs = await collected(a, [12000, 500.5]);
    const before = await remittanceCount(t.database.db);
    const done = await remit(tokens.ops, a, { amount: "12,500.50", lr: lrs });
    expect(done.status).toBe(302);
    expect(await remittanceCount(t.database.db)).toBe(before + 1);
    expect(await remittedRows(lrs)).toEqual(
      expect.arrayContaining([
        { lr: lrs[0], amount: 1_200_000 },
        { lr: lrs[1], amount: 50_050 },
      ]),
    );
    expect((await auditDetails(t.database.db, "business.cod_remitted")).at(-1)).toMatchObject({
      shipments: 2,
      amountPaise: 1_250_050,
    });
    const { data } = await answer(() => loader(args(tokens.ops, a)));
    const page = data as { open: { lrNo: string }[]; remittances: { lrNos: string[] }[] };
    expect(page.open.map((row) => row.lrNo)).not.toContain(lrs[0]);
    expect(page.remittances[0]!.lrNos).toEqual([...lrs].sort());
  });

  it("refuses an amount that does not add up, with both figures, storing nothing", async () => {
    const lrs = await collected(a, [11000, 500]);
    const before = await remittanceCount(t.database.db);
    const refused = await remit(tokens.ops, a, { amount: "12000", lr: lrs });
    expect(refused).toMatchObject({
      status: 400,
      data: {
        errors: {
          amount:
            "The amount is Rs 12,000.00 but the chosen shipments' collected COD adds up to Rs 11,500.00.",
        },
        values: { amount: "12000", lr: lrs },
      },
    });
    expect(await remittanceCount(t.database.db)).toBe(before);
    expect(await remittedRows(lrs)).toEqual([]);
  });

  it("refuses an LR already remitted, one not collected, and another business's", async () => {
    const [paid] = await collected(a, [100]);
    expect((await remit(tokens.ops, a, { amount: "100", lr: [paid!] })).status).toBe(302);
    const again = await remit(tokens.ops, a, { amount: "100", lr: [paid!] });
    expect(again.status).toBe(400);
    expect((again.data as { errors: { lr: string } }).errors.lr).toContain(
      `${paid} is already remitted (UTR12345678,`,
    );
    const [uncollected] = await addShipments(t.database.db, a, [{ paymentMode: "cod" }]);
    const [theirs] = await collected(b, [100]);
    const before = await remittanceCount(t.database.db);
    for (const [lr, words] of [
      [uncollected!, "has no collected COD recorded yet"],
      [theirs!, "is not a shipment of this business"],
    ] as const) {
      const refused = await remit(tokens.ops, a, { amount: "100", lr: [lr] });
      expect(refused.status).toBe(400);
      expect((refused.data as { errors: { lr: string } }).errors.lr).toBe(`${lr} ${words}.`);
    }
    expect(await remittanceCount(t.database.db)).toBe(before);
    expect(await remittedRows([theirs!])).toEqual([]);
  });

  it.each([
    ["no shipment", { amount: "100", lr: [] }, "lr", "Choose the shipments"],
    ["a zero amount", { amount: "0", lr: ["SB0000000001"] }, "amount", "more than 0"],
    ["words for an amount", { amount: "lots", lr: ["SB0000000001"] }, "amount", "in rupees"],
    ["no bank reference", { amount: "1", bank_ref: " ", lr: ["SB0000000001"] }, "bank_ref", "UTR"],
    [
      "a date in the future",
      { amount: "1", remitted_on: "2999-01-01", lr: ["SB0000000001"] },
      "remitted_on",
      "in the future",
    ],
    [
      "a date that does not exist",
      { amount: "1", remitted_on: "2026-02-30", lr: ["SB0000000001"] },
      "remitted_on",
      "does not exist",
    ],
  ])("refuses %s beside its field", async (_, fields, field, words) => {
    const refused = await remit(tokens.ops, a, fields);
    expect(refused.status).toBe(400);
    expect((refused.data as { errors: Record<string, string> }).errors[field]).toContain(words);
  });

  it("pays an LR once when two staff record it at the same moment", async () => {
    const [lr] = await collected(a, [750]);
    const results = await Promise.all([
      remit(tokens.ops, a, { amount: "750", bank_ref: "UTR-FIRST", lr: [lr!] }),
      remit(tokens.admin, a, { amount: "750", bank_ref: "UTR-SECOND", lr: [lr!] }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([302, 400]);
    expect(await remittedRows([lr!])).toHaveLength(1);
  });

  it("a second remittance row of an LR is refused by the database itself", async () => {
    // The unique shipment id is the last word, whatever a check before it read.
    const [lr] = await collected(a, [10]);
    expect((await remit(tokens.ops, a, { amount: "10", lr: [lr!] })).status).toBe(302);
    await expect(remitAgainDirectly(t.database.db, a.id, lr!)).rejects.toThrow();
  });
});

describe("who may open it", () => {
  it("admin and ops; not sales nor hr; an unknown business is 404", async () => {
    expect((await answer(() => loader(args(tokens.admin, a)))).status).toBe(200);
    expect((await answer(() => loader(args(tokens.ops, a)))).status).toBe(200);
    for (const token of [tokens.sales, tokens.hr]) {
      expect((await answer(() => loader(args(token, a)))).status).toBe(403);
      expect((await remit(token, a, { amount: "1", lr: ["SB0000000001"] })).status).toBe(403);
    }
    const nobody = { ...a, id: "00000000-0000-4000-8000-000000000000" };
    expect((await answer(() => loader(args(tokens.ops, nobody)))).status).toBe(404);
  });

  it("ops still cannot open the rest of the business's page", async () => {
    const request = (token: string) =>
      ({
        request: staffRequest(`/staff/businesses/${a.id}`, token),
        context: loadContext(t),
        params: { id: a.id },
      }) as never;
    expect((await answer(() => businessLoader(request(tokens.ops)))).status).toBe(403);
    const { data } = await answer(() => businessLoader(request(tokens.admin)));
    expect(data).toMatchObject({ cod: true });
    expect((await answer(() => businessLoader(request(tokens.sales)))).data).toMatchObject({
      cod: false,
    });
  });
});

describe("the business's COD page", () => {
  it("shows each shipment's COD due, collected and remitted, and the totals", async () => {
    const c = await makeBusiness(t.database.db, "Remit Gamma");
    const [paid, waiting] = await collected(c, [1000, 400]);
    const [due] = await addShipments(t.database.db, c, [{ paymentMode: "cod" }]);
    expect(
      (
        await remit(tokens.ops, c, {
          amount: "1000",
          bank_ref: "HDFC-77",
          remitted_on: "2026-11-30",
          lr: [paid!],
        })
      ).status,
    ).toBe(302);
    const signedIn = await signInAs(c);
    const page = async (query = "") =>
      (await answer(() =>
        businessCodPage({
          request: new Request(`http://localhost/business/cod${query}`, {
            headers: { Cookie: signedIn },
          }),
          context: loadContext(t),
          params: {},
        } as never),
      )) as { status: number; data: BusinessCod };
    const all = await page();
    expect(all.status).toBe(200);
    expect(all.data.totals).toEqual({
      owedPaise: 40_000,
      dueNotCollectedPaise: 1_200_000,
      remittedPaise: 100_000,
    });
    const byLr = new Map(all.data.rows.map((row) => [row.lrNo, row]));
    expect(byLr.get(paid!)).toMatchObject({
      codAmountPaise: 1_200_000,
      collectedPaise: 100_000,
      bankRef: "HDFC-77",
      remittedOn: "2026-11-30",
    });
    expect(byLr.get(waiting!)).toMatchObject({ collectedPaise: 40_000, bankRef: null });
    expect(byLr.get(due!)).toMatchObject({ collectedPaise: null });
    const lrsOf = async (state: string) =>
      (await page(`?state=${state}`)).data.rows.map((row) => row.lrNo);
    expect(await lrsOf("remitted")).toEqual([paid]);
    expect(await lrsOf("collected")).toEqual([waiting]);
    expect(await lrsOf("due")).toEqual([due]);
  });
});

type BusinessCod = {
  totals: Record<string, number>;
  rows: { lrNo: string; collectedPaise: number | null; bankRef: string | null }[];
};

async function signInAs(business: TestBusiness): Promise<string> {
  const { setPassword } = await import("../../../tests/support/test-business");
  await setPassword(t.database.db, business.userId, "a long enough password 1");
  const signedIn = await t.services.business.signIn.withPassword(
    business.email,
    "a long enough password 1",
    "cod-test",
  );
  if (signedIn.status !== "signed-in") throw new Error(signedIn.status);
  return `sil_business=${signedIn.token}`;
}
