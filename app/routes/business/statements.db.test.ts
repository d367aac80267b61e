/**
 * Statements (decision 043): the months with their sums to the paisa, the
 * IST month boundaries, the PDF and the CSV agreeing to the paisa (the PDF
 * read by PDF.js, a parser that is not the writer), bad month names never a
 * 5xx, the viewer refused, staff's copies audited, and "Dispute this charge"
 * ending as a billing ticket with the LR in the staff queue.
 */
import { eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  businessAuditLog,
  businessBookings,
  businesses,
  businessUsers,
  staffAuditLog,
  supportTickets,
} from "../../../tests/support/test-statements";
import { gstPaiseOf } from "@core/booking-charges";
import { readPdf } from "../../../tests/support/pdf-reading";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { addShipments, setPassword, type TestBusiness } from "../../../tests/support/test-business";
import { nextIp } from "../../../tests/support/test-leads";
import {
  ensureAdmin,
  loadContext,
  makeStaff,
  SESSION_SECRET,
  staffRequest,
} from "../../../tests/support/test-staff";
import * as statementsPage from "./statements";
import * as shipmentsPage from "./shipments";
import * as statementFile from "./documents/statement-file";
import * as staffFile from "../staff/business-statement-file";
import * as staffBusiness from "../staff/business";
import * as staffTickets from "../staff/tickets";

let t: TestApp;
let demo: TestBusiness;
let owner: string;
let viewer: string;
let booker: string;
let lines: { lrNo: string; freightPaise: number; gstPaise: number }[] = [];
const edges: Record<string, string> = {};

async function signIn(email: string, password: string) {
  const out = await t.services.business.signIn.withPassword(email, password, `st-${email}`);
  if (out.status !== "signed-in") throw new Error(out.status);
  return `sil_business=${out.token}`;
}

/** A loader's answer to a GET by a signed-in person; thrown answers caught. */
async function get(
  loader: (a: never) => Promise<unknown>,
  path: string,
  cookie: string,
  params: Record<string, string> = {},
) {
  const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
  try {
    return await loader({ request, params, context: loadContext(t) } as never);
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } }).init?.status ?? 200);

/** 123456 paise from "1234.56", by the digits, never through a float. */
const paiseOf = (cell: string) => {
  const [whole, cents] = cell.split(".");
  expect(cents, cell).toMatch(/^\d\d$/);
  return Number(whole) * 100 + Number(cents);
};
/** "1,23,456.78" as the PDF should print it, written here independently of the writer. */
const indian = (paise: number) =>
  (paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

beforeAll(async () => {
  t = await openTestApp({ services: { secret: SESSION_SECRET } });
  const db = t.database.db;
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.legalName, "Demo Traders Pvt Ltd"));
  const [user] = await db
    .select({ id: businessUsers.id, bookingId: businessUsers.id })
    .from(businessUsers)
    .where(eq(businessUsers.businessId, row!.id));
  const [booking] = await db
    .select({ id: businessBookings.id })
    .from(businessBookings)
    .where(eq(businessBookings.businessId, row!.id));
  demo = { id: row!.id, userId: user!.id, email: "", addressId: "", bookingId: booking!.id };
  owner = await signIn("owner@demo-traders.example", "demo-traders-2026");
  for (const role of ["viewer", "booker"] as const) {
    const [made] = await db
      .insert(businessUsers)
      .values({ businessId: demo.id, email: `${role}@demo-traders.example`, name: role, role })
      .returning({ id: businessUsers.id });
    await setPassword(db, made!.id, "statement-tests-2026");
  }
  viewer = await signIn("viewer@demo-traders.example", "statement-tests-2026");
  booker = await signIn("booker@demo-traders.example", "statement-tests-2026");

  // November 2025: 130 shipments (three pages) of awkward freights, GST by the booking's rule.
  const freights = Array.from(
    { length: 130 },
    (_, i) => [1, 25, 33_333, 99_999, 12_345, 7][i % 6]! + i * 101,
  );
  lines = freights.map((freightPaise) => ({
    lrNo: "",
    freightPaise,
    gstPaise: gstPaiseOf(freightPaise),
  }));
  const lrs = await addShipments(
    db,
    demo,
    lines.map((l, i) => ({
      freightPaise: l.freightPaise,
      gstPaise: l.gstPaise,
      chargeableWeightGrams: 1_500 + i,
      clientRef: i === 0 ? '=HYPERLINK("http://x")' : `NOV-${i}`,
      createdAt: new Date(Date.UTC(2025, 10, 2 + (i % 27), 6, i % 60)),
    })),
  );
  lrs.forEach((lr, i) => (lines[i]!.lrNo = lr));
  // The boundaries: India's midnight is 18:30 UTC the day before.
  const [octLate, novEarly, novLate, decEarly] = await addShipments(db, demo, [
    { createdAt: new Date("2025-10-31T18:00:00Z"), freightPaise: 10_000, gstPaise: 1_800 }, // 23:30 IST 31 Oct
    { createdAt: new Date("2025-10-31T19:00:00Z"), freightPaise: 20_000, gstPaise: 3_600 }, // 00:30 IST 1 Nov
    { createdAt: new Date("2025-11-30T18:00:00Z"), freightPaise: 30_000, gstPaise: 5_400 }, // 23:30 IST 30 Nov
    { createdAt: new Date("2025-11-30T19:00:00Z"), freightPaise: 40_000, gstPaise: 7_200 }, // 00:30 IST 1 Dec
  ]);
  Object.assign(edges, { octLate, novEarly, novLate, decEarly });
  lines.push(
    { lrNo: novEarly!, freightPaise: 20_000, gstPaise: 3_600 },
    { lrNo: novLate!, freightPaise: 30_000, gstPaise: 5_400 },
  );
}, 120_000);
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

describe("GST, the one rule", () => {
  it("rounds each shipment's GST to the nearest paisa, a half up", () => {
    expect(gstPaiseOf(25)).toBe(5); // 4.5 paise
    expect(gstPaiseOf(24)).toBe(4); // 4.32
    expect(gstPaiseOf(33_333)).toBe(6_000); // 5999.94
    expect(gstPaiseOf(1)).toBe(0); // 0.18
    expect(gstPaiseOf(45_000)).toBe(8_100);
  });
});

describe("the months", () => {
  it("lists the months booked in, newest first, each summed to the paisa in India time", async () => {
    const answer = (await get(statementsPage.loader, "/business/statements", owner)) as {
      months: {
        month: string;
        shipments: number;
        freightPaise: number;
        gstPaise: number;
        totalPaise: number;
      }[];
    };
    const months = answer.months.map((m) => m.month);
    expect(months).toEqual([...months].sort().reverse());
    const nov = answer.months.find((m) => m.month === "2025-11")!;
    const freight = lines.reduce((s, l) => s + l.freightPaise, 0);
    const gst = lines.reduce((s, l) => s + l.gstPaise, 0);
    expect(nov).toEqual({
      month: "2025-11",
      shipments: 132,
      freightPaise: freight,
      gstPaise: gst,
      totalPaise: freight + gst,
    });
    expect(answer.months.find((m) => m.month === "2025-10")).toMatchObject({
      shipments: 1,
      freightPaise: 10_000,
    });
    expect(answer.months.find((m) => m.month === "2025-12")).toMatchObject({
      shipments: 1,
      freightPaise: 40_000,
    });
  });

  it("is for the owner and bookers, not viewers", async () => {
    expect(statusOf(await get(statementsPage.loader, "/business/statements", booker))).toBe(200);
    expect(statusOf(await get(statementsPage.loader, "/business/statements", viewer))).toBe(403);
    const file = await get(statementFile.loader, "/business/statements/2025-11.csv", viewer, {
      file: "2025-11.csv",
    });
    expect(statusOf(file)).toBe(403);
  });

  it("offers Dispute this charge on the shipments list to those who see charges only", async () => {
    const of = async (cookie: string) =>
      ((await get(shipmentsPage.loader, "/business/shipments", cookie)) as { mayDispute: boolean })
        .mayDispute;
    expect(await of(owner)).toBe(true);
    expect(await of(booker)).toBe(true);
    expect(await of(viewer)).toBe(false);
  });
});

describe("a month's statement", () => {
  let pdfText = "";
  let csvRows: Record<string, string>[] = [];

  it("is a CSV under the export's rules, one row a shipment, the IST month exactly", async () => {
    const res = (await get(statementFile.loader, "/business/statements/2025-11.csv", owner, {
      file: "2025-11.csv",
    })) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(
      'attachment; filename="sil-statement-2025-11.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    csvRows = parse(new TextDecoder().decode(bytes), { columns: true });
    expect(csvRows).toHaveLength(132);
    const lrs = csvRows.map((r) => r["LR number"]);
    expect(lrs).toContain(edges.novEarly);
    expect(lrs).toContain(edges.novLate);
    expect(lrs).not.toContain(edges.octLate);
    expect(lrs).not.toContain(edges.decEarly);
    // A formula typed as a reference is text in a spreadsheet, never run.
    expect(csvRows.map((r) => r["Your reference"])).toContain('\'=HYPERLINK("http://x")');
    for (const row of csvRows)
      expect(paiseOf(row["Total (Rs)"]!)).toBe(
        paiseOf(row["Freight (Rs)"]!) + paiseOf(row["GST (Rs)"]!),
      );
  });

  it("is a PDF on A4 with the parties, every line, page numbers and the totals", async () => {
    const res = (await get(statementFile.loader, "/business/statements/2025-11.pdf", owner, {
      file: "2025-11.pdf",
    })) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const pages = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect([page.width, page.height]).toEqual([595, 842]);
    pages.forEach((page, i) => expect(page.text).toContain(`Page ${i + 1} of ${pages.length}`));
    pdfText = pages
      .map((p) => p.text)
      .join(" ")
      .replace(/\s+/g, " ");
    expect(pages[0]!.text).toContain("Demo Traders Pvt Ltd");
    expect(pages[0]!.text).toContain("GSTIN 27AAAAA0000A1Z2");
    expect(pages[0]!.text).toContain("Bhiwandi");
    expect(pages[0]!.text).toContain("Sahyadri Interlink Logistics");
    expect(pages[0]!.text).toContain("November 2025");
    for (const line of lines) expect(pdfText).toContain(line.lrNo);
    expect(pdfText).not.toContain(edges.octLate);
    expect(pdfText).not.toContain(edges.decEarly);
    expect(pages.at(-1)!.text).toContain("Total charges");
  });

  it("adds up the same in the CSV and the PDF, to the paisa", () => {
    const sum = (column: string) => csvRows.reduce((s, r) => s + paiseOf(r[column]!), 0);
    const freight = sum("Freight (Rs)");
    const gst = sum("GST (Rs)");
    expect(freight).toBe(lines.reduce((s, l) => s + l.freightPaise, 0));
    expect(gst).toBe(lines.reduce((s, l) => s + l.gstPaise, 0));
    expect(sum("Total (Rs)")).toBe(freight + gst);
    expect(pdfText).toContain(`Total freight ₹${indian(freight)}`);
    expect(pdfText).toContain(`Total GST ₹${indian(gst)}`);
    expect(pdfText).toContain(`Total charges ₹${indian(freight + gst)}`);
    expect(pdfText).toContain(`Shipments ${csvRows.length}`);
  });

  it("writes the business's download to its audit log", async () => {
    const rows = await t.database.db
      .select({ action: businessAuditLog.action, detail: businessAuditLog.detail })
      .from(businessAuditLog)
      .where(eq(businessAuditLog.businessId, demo.id));
    expect(rows.filter((r) => r.action === "statement.download").map((r) => r.detail)).toEqual(
      expect.arrayContaining([
        { month: "2025-11", format: "csv", shipments: 132 },
        { month: "2025-11", format: "pdf", shipments: 132 },
      ]),
    );
  });

  it("answers 404, never a 5xx, for bad or empty months", async () => {
    for (const file of [
      "2025-13.pdf",
      "2025-00.csv",
      "2025-1.pdf",
      "25-11.pdf",
      "abcd-ef.csv",
      "2025-11.txt",
      "2025-11.PDF",
      "2025-11",
      "1999-12.pdf",
      "2025-11.pdf.csv",
      "%00.pdf",
      "2024-01.pdf", // a month without shipments: nothing to state
    ]) {
      const answer = await get(statementFile.loader, `/business/statements/${file}`, owner, {
        file,
      });
      expect(statusOf(answer), file).toBe(404);
      expect((answer as Response).headers.get("Cache-Control"), file).toBe("no-store");
    }
  });
});

describe("staff", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await ensureAdmin(t);
  });
  const staffGet = async (
    loader: (a: never) => Promise<unknown>,
    path: string,
    token: string,
    params: Record<string, string>,
  ) => {
    try {
      return await loader({
        request: staffRequest(path, token),
        params,
        context: loadContext(t),
      } as never);
    } catch (thrown) {
      return thrown;
    }
  };

  it("see the months on the business's page and open its files, each audited", async () => {
    const page = (await staffGet(staffBusiness.loader, `/staff/businesses/${demo.id}`, admin, {
      id: demo.id,
    })) as { statements: { month: string; totalPaise: number }[] };
    const nov = page.statements.find((m) => m.month === "2025-11")!;
    expect(nov.totalPaise).toBe(lines.reduce((s, l) => s + l.freightPaise + l.gstPaise, 0));
    const sales = await makeStaff(t, admin, "sales");
    const path = `/staff/businesses/${demo.id}/statements/2025-11.csv`;
    const res = (await staffGet(staffFile.loader, path, sales.token, {
      id: demo.id,
      file: "2025-11.csv",
    })) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(parse(await res.text(), { columns: true })).toHaveLength(132);
    const audited = await t.database.db
      .select({
        action: staffAuditLog.action,
        detail: staffAuditLog.detail,
        target: staffAuditLog.targetId,
      })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.actorId, sales.id));
    expect(audited).toContainEqual({
      action: "business.statement",
      detail: { month: "2025-11", format: "csv" },
      target: demo.id,
    });
    for (const [id, file] of [
      [demo.id, "2025-13.pdf"],
      [demo.id, "2024-01.pdf"],
      ["not-a-uuid", "2025-11.pdf"],
      ["0c0dcefa-0000-4000-8000-000000000001", "2025-11.pdf"],
    ] as const) {
      const answer = await staffGet(
        staffFile.loader,
        `/staff/businesses/${id}/statements/${file}`,
        admin,
        { id, file },
      );
      expect(statusOf(answer), `${id} ${file}`).toBe(404);
    }
    const ops = await makeStaff(t, admin, "ops");
    expect(
      statusOf(
        await staffGet(staffFile.loader, path, ops.token, { id: demo.id, file: "2025-11.csv" }),
      ),
    ).toBe(403);
  });
});

describe("Dispute this charge", () => {
  it("raises a billing ticket with the LR that the staff queue lists", async () => {
    const lr = lines[5]!.lrNo;
    // The link the shipments list and the booking page give (app/components/business/dispute-link.tsx).
    const { loader: requestLoader } = await import("../support/request");
    const prefilled = await requestLoader({
      request: new Request(`http://localhost/support/request?category=billing&lr=${lr}`),
      context: { services: t.services },
    } as never);
    expect(prefilled).toMatchObject({ category: "billing", lrNo: lr });
    const body = new FormData();
    body.set(
      "data",
      JSON.stringify({
        category: "billing",
        lr_no: lr,
        name: "Rohan Deshmukh",
        email: "owner@demo-traders.example",
        phone: "9822000000",
        description: "The freight on this shipment is higher than the rate card for 1.5 kg.",
      }),
    );
    const res = await t.app.request("/api/support/tickets", {
      method: "POST",
      headers: { "X-Forwarded-For": nextIp() },
      body,
    });
    expect(res.status).toBe(201);
    const { ticket } = (await res.json()) as { ticket: string };
    const [stored] = await t.database.db
      .select({ category: supportTickets.category, lrNo: supportTickets.lrNo })
      .from(supportTickets)
      .where(eq(supportTickets.number, ticket));
    expect(stored).toEqual({ category: "billing", lrNo: lr });
    const admin = await ensureAdmin(t);
    const support = await makeStaff(t, admin, "support");
    const list = (await staffTickets.loader({
      request: staffRequest("/staff/tickets?category=billing", support.token),
      params: {},
      context: loadContext(t),
    } as never)) as { rows: { number: string; lrNo: string | null; category: string }[] };
    expect(list.rows).toContainEqual(
      expect.objectContaining({ number: ticket, lrNo: lr, category: "billing" }),
    );
  });
});
