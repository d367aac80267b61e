import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { businessAuditLog } from "../../database/schema";
import { openTestDatabase } from "../../tests/support/test-database";
import { addShipments, makeBusiness, type TestBusiness } from "../../tests/support/test-business";
import { BusinessShipmentFilterSchema } from "@core/schemas/business-lists";
import { readFilter } from "@core/schemas/staff-lists";
import { exportBusinessShipments, findBusinessShipment, listBusinessShipments } from "./shipments";

/**
 * A business's list holds its own shipments only, filtered as its URL says,
 * newest first, paged; the export is the same filter as safe CSV, audited.
 */
let database: DatabaseHandle;
let a: TestBusiness;
let b: TestBusiness;
const lrs: Record<string, string> = {};
const filter = (query: string) =>
  readFilter(BusinessShipmentFilterSchema, new URLSearchParams(query));

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  a = await makeBusiness(db, "Alpha Traders");
  b = await makeBusiness(db, "Beta Exports");
  // 23:00 IST on 1 December is still the 1st in India (17:30 UTC).
  const [old, late, cod, delivered, formula] = await addShipments(db, a, [
    { consigneeName: "Ravi Kulkarni", createdAt: new Date("2026-11-20T06:00:00Z") },
    {
      consigneeName: "Meera Joshi",
      consigneePhone: "9822055511",
      createdAt: new Date("2026-12-01T17:30:00Z"),
    },
    { paymentMode: "cod", pincode: "110001", createdAt: new Date("2026-12-01T19:00:00Z") },
    { status: "Delivered", clientRef: "ORD-77", createdAt: new Date("2026-12-02T04:00:00Z") },
    { consigneeName: '=HYPERLINK("http://x")', createdAt: new Date("2026-12-02T05:00:00Z") },
  ]);
  Object.assign(lrs, { old, late, cod, delivered, formula });
  lrs.other = (await addShipments(db, b, [{ consigneeName: "Ravi Other" }]))[0]!;
  await addShipments(
    db,
    a,
    Array.from({ length: 60 }, () => ({
      status: "In Transit",
      createdAt: new Date("2026-10-01T06:00:00Z"),
    })),
  );
});
afterAll(async () => {
  await database.close();
});

describe("a business's shipments", () => {
  it("lists only its own, newest first, 50 a page", async () => {
    const first = await listBusinessShipments(database.db, a.id, filter(""));
    expect(first.total).toBe(65);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(50);
    expect(first.rows.map((r) => r.lrNo)).not.toContain(lrs.other);
    const ids = first.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const second = await listBusinessShipments(database.db, a.id, filter("page=2"));
    expect(second.rows).toHaveLength(15);
    expect(second.rows.at(-1)!.lrNo).toBe(lrs.old);
    // A page past the last shows the last; an odd page number is page 1.
    expect((await listBusinessShipments(database.db, a.id, filter("page=99"))).page).toBe(2);
    expect((await listBusinessShipments(database.db, a.id, filter("page=-3"))).page).toBe(1);
    const oldest = await listBusinessShipments(database.db, a.id, filter("sort=oldest"));
    expect(oldest.rows[0]!.lrNo).toBe(lrs.old);
  });

  it("filters by status, booking day in India, PIN code and payment mode", async () => {
    const lrsOf = async (query: string) =>
      (await listBusinessShipments(database.db, a.id, filter(query))).rows.map((r) => r.lrNo);
    expect(await lrsOf("status=delivered")).toEqual([lrs.delivered]);
    expect((await lrsOf("status=in-transit")).length).toBe(50);
    expect(await lrsOf("from=2026-12-01&to=2026-12-01")).toEqual([lrs.late]);
    expect(await lrsOf("from=2026-12-02")).toEqual([lrs.formula, lrs.delivered, lrs.cod]);
    expect(await lrsOf("pincode=110001")).toEqual([lrs.cod]);
    expect(await lrsOf("payment=cod")).toEqual([lrs.cod]);
    // Odd values are dropped, never refused: the whole list.
    expect((await lrsOf("status=lost&pincode=12&payment=x&from=2026-02-30")).length).toBe(50);
  });

  it("searches LR, consignee name in any case, phone by digits and the reference", async () => {
    const lrsOf = async (q: string) =>
      (
        await listBusinessShipments(database.db, a.id, filter(`q=${encodeURIComponent(q)}`))
      ).rows.map((r) => r.lrNo);
    expect(await lrsOf(lrs.late!.toLowerCase())).toEqual([lrs.late]);
    expect(await lrsOf("meera")).toEqual([lrs.late]);
    expect(await lrsOf("+91 98220 555")).toEqual([lrs.late]);
    expect(await lrsOf("ord-77")).toEqual([lrs.delivered]);
    expect(await lrsOf("100%_")).toEqual([]);
    // Another business's consignee is not found.
    expect(await lrsOf("Ravi Other")).toEqual([]);
  });

  it("shows only the last 4 digits of a phone and finds a shipment only in its business", async () => {
    const one = await findBusinessShipment(database.db, a.id, lrs.late!.toLowerCase());
    expect(one?.phoneLast4).toBe("5511");
    expect(JSON.stringify(one)).not.toContain("9822055511");
    expect(await findBusinessShipment(database.db, b.id, lrs.late!)).toBeNull();
    expect(await findBusinessShipment(database.db, a.id, lrs.other!)).toBeNull();
  });

  it("exports the filter as safe CSV and audits the count, not the rows", async () => {
    const actor = { id: a.userId, email: a.email };
    const { csv, rows } = await exportBusinessShipments(
      database.db,
      a.id,
      filter("from=2026-12-01"),
      actor,
    );
    expect(rows).toBe(4);
    expect(csv.startsWith("\uFEFFLR number,")).toBe(true);
    expect(csv).toContain("\r\n");
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain("12000.00");
    expect(csv).not.toContain(lrs.other);
    expect(csv).not.toContain("9822055511");
    const [entry] = await database.db
      .select()
      .from(businessAuditLog)
      .where(eq(businessAuditLog.action, "shipments.export"));
    expect(entry).toMatchObject({ businessId: a.id, actorId: a.userId });
    expect(entry!.detail).toMatchObject({ rows: 4, filter: { from: "2026-12-01" } });
    expect(JSON.stringify(entry!.detail)).not.toContain("Meera");
  });
});
