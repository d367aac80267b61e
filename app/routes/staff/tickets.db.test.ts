/**
 * The staff's ticket pages through their loaders and actions: the list and its
 * odd parameters, a ticket's page with the shipment's tracking, each form's
 * answer, the downloads' headers, the overview's
 * counts and the grievance officer's mark on /staff/accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as accounts from "./accounts";
import * as home from "./home";
import * as ticket from "./ticket";
import * as attachment from "./ticket-attachment";
import * as tickets from "./tickets";
import * as ticketsExport from "./tickets-export";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  ensureAdmin,
  loadContext,
  makeStaff,
  staffRequest,
} from "../../../tests/support/test-staff";
import { insertPhoneSubscription } from "../../../tests/support/test-messages";
import { insertTicket } from "../../../tests/support/test-tickets";

type Handler = (args: never) => Promise<unknown>;

let t: TestApp;
let adminToken: string;
let supportToken: string;
let salesToken: string;
let supportId: string;

beforeAll(async () => {
  t = await openTestApp();
  adminToken = await ensureAdmin(t);
  const support = await makeStaff(t, adminToken, "support");
  supportToken = support.token;
  supportId = support.id;
  salesToken = (await makeStaff(t, adminToken, "sales")).token;
}, 120_000);
afterAll(async () => {
  t?.services.close();
  await t?.database.close();
});

type Answered = { init?: { status?: number }; data?: unknown };

/** What a loader or action answers: its data (with data()'s status), a Response, or what it threw. */
async function run(
  handler: Handler,
  path: string,
  token: string,
  { params = {}, form }: { params?: Record<string, string>; form?: Record<string, string> } = {},
) {
  const init = form ? { method: "POST", body: new URLSearchParams(form) } : {};
  try {
    const value = await handler({
      request: staffRequest(path, token, init),
      context: loadContext(t),
      params,
    } as never);
    if (value instanceof Response) return { status: value.status, response: value };
    const answered = (value ?? {}) as Answered;
    if (answered.init?.status) return { status: answered.init.status, value: answered.data };
    return { status: 200, value };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown };
    const status = (thrown as Answered).init?.status;
    if (status) return { status };
    throw thrown;
  }
}

const pdf = new TextEncoder().encode("%PDF-1.4\n");

describe("/staff/tickets", () => {
  it("answers the list, or a 400, for odd parameters, never a 5xx", async () => {
    const odd = ["nope", "a\u0000b", "2026-13-45", "-1", "'; drop table x; --", "%_\\", "1e400"];
    const names = ["category", "status", "assignee", "overdue", "escalated", "open", "q"];
    const failures: string[] = [];
    for (const handler of [tickets.loader, ticketsExport.loader] as Handler[])
      for (const name of [...names, "from", "to", "page"])
        for (const value of odd) {
          const query = new URLSearchParams([[name, value]]).toString();
          const { status } = await run(handler, `/staff/tickets?${query}`, supportToken);
          if (![200, 400].includes(status)) failures.push(`${query}: ${status}`);
        }
    expect(failures).toEqual([]);
  });

  it("lists tickets with their promise, and the export is a CSV download", async () => {
    const raised = await insertTicket(t.database.db, { name: "Listed Person" });
    const list = await run(tickets.loader as Handler, "/staff/tickets?q=listed", supportToken);
    expect(list.value).toMatchObject({
      total: 1,
      rows: [
        {
          number: raised.number,
          name: "Listed Person",
          open: true,
          acknowledged: false,
          overdue: false,
        },
      ],
    });
    const csv = await run(
      ticketsExport.loader as Handler,
      "/staff/tickets/export.csv?q=listed",
      supportToken,
    );
    expect(csv.response?.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="sil-tickets-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.response?.headers.get("Cache-Control")).toBe("no-store");
    expect(await csv.response!.text()).toContain(raised.number);
  });
});

describe("/staff/tickets/:number", () => {
  it("shows the ticket beside the shipment's tracking, notes apart from the conversation", async () => {
    const raised = await insertTicket(t.database.db, {
      lrNo: "LR123456789",
      attachments: [{ fileName: "damage.pdf", contentType: "application/pdf", content: pdf }],
    });
    const path = `/staff/tickets/${raised.number}`;
    const params = { number: raised.number };
    const act = (form: Record<string, string>) =>
      run(ticket.action as Handler, path, supportToken, { params, form });

    expect(await act({ intent: "reply", body: "We are looking into it." })).toMatchObject({
      status: 302,
    });
    const replied = await act({ intent: "reply", body: "Second reply." });
    expect(replied.response?.headers.get("Location")).toBe(`${path}?done=reply`);
    expect(await act({ intent: "note", body: "Hub manager called." })).toMatchObject({
      status: 302,
    });
    // A refused form answers with its intent, so the page puts the message under that form.
    expect(await act({ intent: "reply", body: "  " })).toMatchObject({
      status: 400,
      value: { intent: "reply", result: { error: { body: expect.any(Array) } } },
    });
    expect(await act({ intent: "status", status: "open" })).toMatchObject({
      status: 400,
      value: { intent: "status", result: { error: { status: [expect.stringMatching(/Open/)] } } },
    });
    expect(await act({ intent: "assign", assignee: "none" })).toMatchObject({ status: 302 });
    expect(await act({ intent: "dance" })).toMatchObject({
      status: 400,
      value: { intent: null, refused: expect.any(String) },
    });

    const page = await run(ticket.loader as Handler, `${path}?done=reply`, supportToken, {
      params,
    });
    const data = page.value as Awaited<ReturnType<typeof ticket.loader>>;
    expect(data.done).toMatch(/^Reply sent/);
    expect(data.ticket).toMatchObject({ status: "acknowledged", number: raised.number });
    expect(data.shipment?.tracking?.lr_no).toBe("LR123456789");
    // Whether replies reach the visitor by SMS or WhatsApp: none asked for here.
    expect(data.ticket.phoneUpdates).toEqual([]);
    expect(data.staffShipmentPage).toBe(false);
    expect(data.files).toEqual([
      expect.objectContaining({
        fileName: "damage.pdf",
        href: expect.stringMatching(new RegExp(`^${path}/attachments/[0-9a-f-]{36}$`)),
      }),
    ]);
    expect(data.history.filter((h) => h.public).map((h) => h.kind)).toEqual([
      "reply",
      "status",
      "reply",
    ]);
    expect(data.history.filter((h) => !h.public).map((h) => [h.kind, h.body])).toEqual([
      ["note", "Hub manager called."],
    ]);

    const file = await run(
      attachment.loader as Handler,
      `${path}/attachments/${data.files[0]!.id}`,
      supportToken,
      { params: { number: raised.number, id: data.files[0]!.id } },
    );
    expect(Object.fromEntries(file.response!.headers)).toMatchObject({
      "content-disposition": 'attachment; filename="damage.pdf"',
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
      "content-type": "application/pdf",
    });
    expect(
      await run(attachment.loader as Handler, `${path}/attachments/x`, supportToken, {
        params: { number: raised.number, id: "x" },
      }),
    ).toMatchObject({ status: 404 });
    expect(
      await run(ticket.loader as Handler, "/staff/tickets/SIL-1999-000001", supportToken, {
        params: { number: "SIL-1999-000001" },
      }),
    ).toMatchObject({ status: 404 });
  });
});

describe("a ticket with SMS updates in place of an e-mail address", () => {
  it("shows its subscriptions' states to the staff, and no address", async () => {
    const raised = await insertTicket(t.database.db, { email: "" });
    await insertPhoneSubscription(
      t.database.db,
      "secret",
      { ticketId: raised.id },
      {
        phone: "9822066601",
        state: "pending",
      },
    );
    const path = `/staff/tickets/${raised.number}`;
    const page = await run(ticket.loader as Handler, path, supportToken, {
      params: { number: raised.number },
    });
    const data = page.value as Awaited<ReturnType<typeof ticket.loader>>;
    expect(data.ticket.email).toBe("");
    expect(data.ticket.phoneUpdates).toEqual([
      { phone: "9822066601", channel: "sms", state: "pending" },
    ]);
  });
});

describe("the overview and the accounts page", () => {
  it("counts tickets per category for customer care and admins only", async () => {
    await insertTicket(t.database.db, { category: "pickup", lrNo: null });
    const forSupport = await run(home.loader as Handler, "/staff", supportToken);
    const counts = (forSupport.value as { tickets: { category: string; open: number }[] }).tickets;
    expect(counts.find((c) => c.category === "pickup")?.open).toBeGreaterThanOrEqual(1);
    const forSales = await run(home.loader as Handler, "/staff", salesToken);
    expect((forSales.value as { tickets: unknown }).tickets).toBeNull();
  });

  it("lets an admin mark one grievance officer, shown on the page", async () => {
    const marked = await run(accounts.action as Handler, "/staff/accounts", adminToken, {
      form: { intent: "grievance-officer", officer: supportId },
    });
    expect(marked.value).toMatchObject({ done: expect.stringMatching(/grievance officer/) });
    const page = await run(accounts.loader as Handler, "/staff/accounts", adminToken);
    expect(page.value).toMatchObject({ officer: { id: supportId } });
    const refused = await run(accounts.action as Handler, "/staff/accounts", adminToken, {
      form: { intent: "grievance-officer", officer: "someone" },
    });
    expect(refused.status).toBe(400);
  });
});
