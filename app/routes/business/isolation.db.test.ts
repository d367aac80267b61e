/**
 * Isolation (CONTRACT.md "Business accounts", "isolation"): signed in as one
 * business (the demo's), every portal page, resource and action asked with
 * another business's ids (LR numbers, address and pickup ids) answers 404 or
 * shows none of it. The walk reads the route table, so a new route under
 * /business without a check here fails the test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../routes";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  addShipments,
  makeBusiness,
  type TestBusiness,
} from "../../../tests/support/test-business";
import { loadContext, SESSION_SECRET } from "../../../tests/support/test-staff";
import * as shipmentsPage from "./shipments";
import * as exportPage from "./shipments-export";
import * as pickupsPage from "./pickups";
import * as peoplePage from "./people";
import * as bookPage from "./book";
import * as bookingPage from "./booking";
import * as profilePage from "./profile";
import * as bookingLabels from "./documents/booking-labels";
import * as bookingLrCopies from "./documents/booking-lr-copies";
import * as podZip from "./documents/pod-zip";
import * as shipmentLabel from "./documents/shipment-label";
import * as shipmentLrCopy from "./documents/shipment-lr-copy";
import * as shipmentPod from "./documents/shipment-pod";
import * as statementsPage from "./statements";
import * as statementFile from "./documents/statement-file";
import { indiaMonth } from "@core/statement-month";
import * as codPage from "./cod";
import { actorOf, ensureAdmin } from "../../../tests/support/test-staff";
import * as webhookPage from "./webhook";
import * as apiKeysPage from "./api-keys";

const OWNER = { email: "owner@demo-traders.example", password: "demo-traders-2026" };
let t: TestApp;
let a: TestBusiness;
let aLrs: string[];
let aPickup: string;
let cookie: string;
let ownAddress: string;
/** Business A's API key (made below) and the demo business's, which the walk signs in as. */
let aKey: { id: string; key: string };
let ownKey: string;

const args = (path: string, body?: URLSearchParams, params: Record<string, string> = {}) =>
  ({
    request: new Request(`http://localhost${path}`, {
      method: body ? "POST" : "GET",
      body,
      headers: { Cookie: cookie, Origin: "http://localhost" },
    }),
    context: loadContext(t),
    params,
  }) as never;

/** A document route's loader asked for each of business A's LR numbers: 404 each. */
async function eachLrIsNotFound(loader: (a: never) => Promise<unknown>, file: string) {
  for (const lr of aLrs) {
    const path = `/business/shipments/${lr}/${file}`;
    expect((await statusOf(() => loader(args(path, undefined, { lr })))).status, path).toBe(404);
  }
}

async function statusOf(run: () => Promise<unknown>): Promise<{ status: number; body?: unknown }> {
  try {
    const value = await run();
    if (value instanceof Response) return { status: value.status, body: await value.text() };
    if (value && typeof value === "object" && "init" in value && "data" in value)
      return {
        status: (value as { init?: { status?: number } }).init?.status ?? 200,
        body: value.data,
      };
    return { status: 200, body: value };
  } catch (error) {
    if (error instanceof Response) return { status: error.status };
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw error;
  }
}

/** The business API as the demo business's key (decision 041). */
const api = (path: string) =>
  t.app.request(`/api/business/v1${path}`, { headers: { Authorization: `Bearer ${ownKey}` } });

/** Each business route file's check, run as business B with business A's ids. */
const CHECKS: Record<string, (() => Promise<void>) | "open door" | "no ids"> = {
  "routes/business/api-keys.tsx": async () => {
    const { body } = await statusOf(() => apiKeysPage.loader(args("/business/api-keys")));
    expect(JSON.stringify(body)).not.toContain(aKey.id);
    const posts: Record<string, string>[] = [
      { intent: "revoke", id: aKey.id, confirm: "1" },
      { intent: "revoke", id: aKey.id },
    ];
    for (const fields of posts) {
      const answer = await statusOf(() =>
        apiKeysPage.action(args("/business/api-keys", new URLSearchParams(fields))),
      );
      expect(answer.status).toBe(404);
    }
    // Still A's, still live.
    const [row] = await t.services.businessApiKeys.staffList(a.id);
    expect(row!.revokedAt).toBeNull();
  },
  // The business API with the demo business's key and A's LR numbers: 404, as an unknown LR.
  "api GET /api/business/v1/shipments/{lr}": async () => {
    for (const lr of aLrs) expect((await api(`/shipments/${lr}`)).status, lr).toBe(404);
  },
  "api GET /api/business/v1/shipments/{lr}/label.pdf": async () => {
    for (const lr of aLrs) expect((await api(`/shipments/${lr}/label.pdf`)).status, lr).toBe(404);
  },
  "api POST /api/business/v1/shipments": async () => {
    // A's pickup address id reads as an unknown one (decision 041: a field error, as for any
    // id the business has no address of), and nothing is booked.
    const post = (pickup: string) =>
      t.app.request("/api/business/v1/shipments", {
        method: "POST",
        headers: { Authorization: `Bearer ${ownKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          pickup_address: pickup,
          consignee: {
            name: "Someone",
            phone: "9822012345",
            address: "Somewhere",
            pincode: "411001",
          },
          service: "ptl",
          packages: [{ weight_kg: 5, length_cm: 30, breadth_cm: 30, height_cm: 30 }],
          declared_value: 1000,
          invoice_no: "INV-1",
          payment_mode: "paid",
        }),
      });
    const theirs = await post(a.addressId);
    const unknown = await post("00000000-0000-4000-8000-000000000000");
    expect(theirs.status).toBe(400);
    const errors = (await theirs.json()).errors;
    expect(errors.pickup_address).toBeDefined();
    expect(errors.pickup_address).toBe(
      (await unknown.json()).errors.pickup_address.replace(
        "00000000-0000-4000-8000-000000000000",
        a.addressId,
      ),
    );
    // A's key never opens the demo business's shipments either.
    const demoLr = await t.app.request("/api/business/v1/shipments/SB0000000001", {
      headers: { Authorization: `Bearer ${aKey.key}` },
    });
    expect(demoLr.status).toBe(404);
  },
  "routes/business/login.tsx": "open door",
  "routes/business/login-code.tsx": "open door",
  "routes/business/invite.tsx": "open door",
  // The same answer for every address; it takes no id (people-help.db.test.ts).
  "routes/business/forgot-password.tsx": "open door",
  "routes/business/sign-out.tsx": "open door",
  "routes/business/layout.tsx": "no ids",
  // The signed-in person's own password and two-factor: the pages take no id, the
  // services read the session's person only.
  "routes/business/account.tsx": "no ids",
  "routes/business/two-factor.tsx": "no ids",
  // Counts of the signed-in business only (business-service.db.test.ts).
  "routes/business/home.tsx": "no ids",
  // The API's documentation: the same page for every business, no id and no data of one.
  "routes/business/api.tsx": "no ids",
  "routes/business/shipments.tsx": async () => {
    for (const lr of aLrs) {
      const { status, body } = await statusOf(() =>
        shipmentsPage.loader(args(`/business/shipments?q=${lr}`)),
      );
      expect(status).toBe(200);
      expect((body as { rows: unknown[] }).rows).toEqual([]);
    }
    const { body } = await statusOf(() => shipmentsPage.loader(args("/business/shipments")));
    expect(JSON.stringify(body)).not.toContain(aLrs[0]);
  },
  // Business A's COD collected and remitted: B's COD page, in every state, shows none of it.
  "routes/business/cod.tsx": async () => {
    const [lr] = await addShipments(t.database.db, a, [{ paymentMode: "cod" }]);
    const at = new Date("2026-11-21T05:00:00Z");
    const event = { externalId: "d", status: "Delivered", location: "", remarks: "" };
    expect(
      await t.services.codCollections.appendEvents(lr!, [
        { ...event, occurredAt: at, codCollected: 1_200_000 },
      ]),
    ).toMatchObject({ added: 1 });
    const staff = await actorOf(t, await ensureAdmin(t));
    const remitted = await t.services.codRemittances.recordRemittance(staff, a.id, {
      amount: "12000",
      bank_ref: "ALPHA-UTR-1",
      remitted_on: "2026-11-30",
      lr: [lr!],
    });
    expect(remitted).toMatchObject({ ok: true });
    for (const query of ["", "?state=due", "?state=collected", "?state=remitted"]) {
      const { status, body } = await statusOf(() => codPage.loader(args(`/business/cod${query}`)));
      expect(status).toBe(200);
      const text = JSON.stringify(body);
      for (const id of [lr!, ...aLrs, "ALPHA-UTR-1"]) expect(text).not.toContain(id);
      expect((body as { totals: { remittedPaise: number } }).totals.remittedPaise).toBe(0);
    }
  },
  "routes/business/shipments-export.ts": async () => {
    const { status, body } = await statusOf(() =>
      exportPage.loader(args("/business/shipments/export.csv")),
    );
    expect(status).toBe(200);
    for (const lr of aLrs) expect(String(body)).not.toContain(lr);
  },
  "routes/business/documents/booking-labels.ts": async () => {
    const path = `/business/bookings/${a.bookingId}/labels.pdf`;
    const answer = await statusOf(() =>
      bookingLabels.loader(args(path, undefined, { id: a.bookingId })),
    );
    expect(answer.status).toBe(404);
  },
  "routes/business/documents/booking-lr-copies.ts": async () => {
    const path = `/business/bookings/${a.bookingId}/lr.pdf`;
    const answer = await statusOf(() =>
      bookingLrCopies.loader(args(path, undefined, { id: a.bookingId })),
    );
    expect(answer.status).toBe(404);
  },
  "routes/business/documents/shipment-label.ts": () =>
    eachLrIsNotFound(shipmentLabel.loader, "label.pdf"),
  "routes/business/documents/shipment-lr-copy.ts": () =>
    eachLrIsNotFound(shipmentLrCopy.loader, "lr.pdf"),
  "routes/business/documents/shipment-pod.ts": () =>
    eachLrIsNotFound(shipmentPod.loader, "pod.pdf"),
  "routes/business/documents/pod-zip.ts": async () => {
    const path = `/business/pod.zip?${aLrs.map((lr) => `lr=${lr}`).join("&")}`;
    expect((await statusOf(() => podZip.loader(args(path)))).status).toBe(404);
  },
  // The template is the same file for everyone; the upload and its wrong rows read only the
  // posted file, whose pickup addresses are looked up among the business's own
  // (bookings.db.test.ts).
  "routes/business/book-template.ts": "no ids",
  "routes/business/book-upload.tsx": "no ids",
  "routes/business/book-wrong-rows.ts": "no ids",
  "routes/business/book.tsx": async () => {
    const { body } = await statusOf(() => bookPage.loader(args("/business/book")));
    expect(JSON.stringify(body)).not.toContain(a.addressId);
    for (const intent of ["check", "confirm"]) {
      const form = new URLSearchParams({
        intent,
        pickup_address: a.addressId,
        consignee_name: "Someone",
        consignee_phone: "9822012345",
        consignee_address: "Somewhere",
        consignee_pincode: "411001",
        service: "ptl",
        package_count: "1",
        weight_kg: "5",
        length_cm: "30",
        breadth_cm: "30",
        height_cm: "30",
        declared_value: "1000",
        invoice_no: "INV-1",
        payment_mode: "paid",
        address_type: "office",
      });
      expect((await statusOf(() => bookPage.action(args("/business/book", form)))).status).toBe(
        404,
      );
    }
  },
  "routes/business/booking.tsx": async () => {
    const path = `/business/bookings/${a.bookingId}`;
    const answer = await statusOf(() =>
      bookingPage.loader(args(path, undefined, { id: a.bookingId })),
    );
    expect(answer.status).toBe(404);
  },
  "routes/business/people.tsx": async () => {
    const { body } = await statusOf(() => peoplePage.loader(args("/business/people")));
    expect(JSON.stringify(body)).not.toContain(a.email);
    const posts: Record<string, string>[] = [
      { intent: "role", id: a.userId, role: "viewer", confirm: "1" },
      { intent: "remove", id: a.userId },
      { intent: "reset-two-factor", id: a.userId, confirm: "1" },
      { intent: "send-link", id: a.userId, confirm: "1" },
    ];
    for (const fields of posts) {
      const answer = await statusOf(() =>
        peoplePage.action(args("/business/people", new URLSearchParams(fields))),
      );
      expect(answer.status, fields.intent).toBe(404);
    }
    for (const intent of ["reset-two-factor", "send-link"]) {
      const path = `/business/people?confirm=${intent}&id=${a.userId}`;
      expect((await statusOf(() => peoplePage.loader(args(path)))).status, path).toBe(404);
    }
  },
  "routes/business/profile.tsx": async () => {
    const { body } = await statusOf(() =>
      profilePage.loader(args(`/business/profile?edit=${a.addressId}`)),
    );
    expect(JSON.stringify(body)).not.toContain(a.addressId);
    const posts: Record<string, string>[] = [
      {
        intent: "address-edit",
        id: a.addressId,
        label: "Taken",
        contactName: "Someone",
        phone: "9822012345",
        address: "Somewhere",
        pincode: "411001",
      },
      { intent: "address-remove", id: a.addressId },
    ];
    for (const fields of posts) {
      const answer = await statusOf(() =>
        profilePage.action(args("/business/profile", new URLSearchParams(fields))),
      );
      expect(answer.status, fields.intent).toBe(404);
    }
  },
  // Statements (decision 043): a month is no id, so business A books in a month of its own and
  // in this one; B's list and files show none of A's, and A's own month is a 404 to B.
  "routes/business/statements.tsx": async () => {
    const only = await addShipments(t.database.db, a, [
      { createdAt: new Date("2024-02-10T06:00:00Z"), freightPaise: 123_457 },
    ]);
    const { status, body } = await statusOf(() =>
      statementsPage.loader(args("/business/statements")),
    );
    expect(status).toBe(200);
    const text = JSON.stringify(body);
    expect(text).not.toContain("2024-02");
    expect(text).not.toContain("123457");
    for (const lr of [...aLrs, ...only]) expect(text).not.toContain(lr);
  },
  "routes/business/documents/statement-file.ts": async () => {
    await addShipments(t.database.db, a, [{ createdAt: new Date("2024-03-10T06:00:00Z") }]);
    for (const file of ["2024-03.pdf", "2024-03.csv"]) {
      const path = `/business/statements/${file}`;
      expect(
        (await statusOf(() => statementFile.loader(args(path, undefined, { file })))).status,
        file,
      ).toBe(404);
    }
    // This month A booked too: whatever B's statement holds, none of it is A's.
    const file = `${indiaMonth(new Date())}.csv`;
    const mine = await statusOf(() =>
      statementFile.loader(args(`/business/statements/${file}`, undefined, { file })),
    );
    expect([200, 404]).toContain(mine.status);
    for (const lr of aLrs) expect(String(mine.body ?? "")).not.toContain(lr);
  },
  "routes/business/pickups.tsx": async () => {
    const { body } = await statusOf(() => pickupsPage.loader(args("/business/pickups")));
    const text = JSON.stringify(body);
    for (const id of [...aLrs, aPickup, a.addressId]) expect(text).not.toContain(id);
    const post = (fields: Record<string, string | string[]>) => {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(fields))
        for (const one of [v].flat()) form.append(k, one);
      return statusOf(() => pickupsPage.action(args("/business/pickups", form)));
    };
    const day = (body as { days: string[] }).days.at(-1)!;
    expect(
      (await post({ address: a.addressId, date: day, slot: "17-20", lr: aLrs[0]! })).status,
    ).toBe(404);
    expect((await post({ address: ownAddress, date: day, slot: "17-20", lr: aLrs })).status).toBe(
      404,
    );
  },
  // The business webhook: A's delivery is neither listed to B nor sent again by B's owner.
  "routes/business/webhook.tsx": async () => {
    const ownerOfA = { id: a.userId, email: a.email, role: "owner" as const, businessId: a.id };
    await t.services.businessWebhooks.setUrl({ ...ownerOfA, ipHash: "iso" }, "https://a.example/h");
    await t.services.tracking.appendEvents(aLrs[1]!, [
      {
        externalId: "iso-webhook-1",
        status: "In Transit",
        location: "Pune",
        remarks: "",
        occurredAt: new Date(),
      },
    ]);
    const [delivery] = (await t.services.businessWebhooks.deliveries(a.id)).rows;
    expect(delivery).toBeDefined();
    const { status, body } = await statusOf(() => webhookPage.loader(args("/business/webhook")));
    expect(status).toBe(200);
    const text = JSON.stringify(body);
    for (const id of [delivery!.id, aLrs[1]!, "a.example"]) expect(text).not.toContain(id);
    const again = await statusOf(() =>
      webhookPage.action(
        args("/business/webhook", new URLSearchParams({ intent: "again", id: delivery!.id })),
      ),
    );
    expect(again.status).toBe(404);
    expect((await t.services.businessWebhooks.deliveries(a.id)).rows[0]?.state).toBe("pending");
    expect((await t.services.businessWebhooks.deliveries(a.id)).rows[0]?.queuedAt).toEqual(
      delivery!.queuedAt,
    );
  },
};

beforeAll(async () => {
  t = await openTestApp({ services: { secret: SESSION_SECRET } });
  a = await makeBusiness(t.database.db, "Alpha Traders");
  aLrs = await addShipments(t.database.db, a, [{}, {}, { status: "Delivered" }]);
  const days = (await import("@core/business-pickups")).pickupDays(new Date());
  const made = await t.services.businessPickups.request(
    a.id,
    { id: a.userId, email: a.email },
    { address: a.addressId, date: days.at(-1), slot: "17-20", lrs: [aLrs[0]] },
  );
  if (!made.ok) throw new Error(JSON.stringify(made));
  aPickup = made.id;
  const key = await t.services.businessApiKeys.makeKey(
    { id: a.userId, email: a.email, role: "owner", businessId: a.id, ipHash: "" },
    "Alpha's system",
  );
  if (!key.ok) throw new Error(key.error);
  aKey = key;
  // The demo business's key (CONTRACT.md "demo data").
  ownKey = "sil_live_demotraders0000000000000000";
  const signedIn = await t.services.business.signIn.withPassword(
    OWNER.email,
    OWNER.password,
    "iso",
  );
  if (signedIn.status !== "signed-in") throw new Error(signedIn.status);
  cookie = `sil_business=${signedIn.token}`;
  const guard = (await import("~/lib/business-guard.server")).requireBusiness;
  const own = await guard(args("/business"), null);
  ownAddress = (await t.services.businessPickups.formChoices(own.business.id)).addresses[0]!.id;
});
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
const flat = (entries: RouteEntry[]): RouteEntry[] =>
  entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);

describe("another business's ids", () => {
  const files = [
    ...new Set(
      flat(routes as RouteEntry[])
        .filter((entry) => entry.file.startsWith("routes/business/"))
        .map((entry) => entry.file),
    ),
  ];

  it("every business route of the table has a check", () => {
    expect(files.filter((file) => !(file in CHECKS))).toEqual([]);
  });

  const apiChecks = Object.keys(CHECKS).filter((name) => name.startsWith("api "));
  for (const file of [...files, ...apiChecks])
    it(`${file}: answers 404 or shows none of them`, async () => {
      const check = CHECKS[file];
      if (typeof check === "function") await check();
    });
});
