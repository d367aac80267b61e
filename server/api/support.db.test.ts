import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportAttachments, supportTickets } from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { nextIp } from "../../tests/support/test-leads";
import { queuedEmails } from "../../tests/support/test-outbox";

const valid = {
  category: "attempt",
  lr_no: "LR123456789",
  name: "Ravi Shinde",
  email: "ravi.shinde@example.org",
  phone: "9822012345",
  description: "The tracking says Delivery Attempted but I was at home all day and nobody came.",
};

function post(t: TestApp, body: FormData | string, headers: Record<string, string> = {}) {
  return t.app.request("/api/support/tickets", {
    method: "POST",
    headers: { "X-Forwarded-For": nextIp(), ...headers },
    body,
  });
}

function form(data: unknown, files: File[] = []) {
  const body = new FormData();
  body.set("data", typeof data === "string" ? data : JSON.stringify(data));
  for (const file of files) body.append("attachments", file);
  return body;
}

const pdf = (name = "receipt.pdf", bytes = 200) =>
  new File([`%PDF-1.4\n${"x".repeat(bytes)}`], name, { type: "application/pdf" });

describe("POST /api/support/tickets", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());

  async function stored() {
    const [tickets] = await t.database.db.select({ n: count() }).from(supportTickets);
    const [files] = await t.database.db.select({ n: count() }).from(supportAttachments);
    return { tickets: tickets!.n, files: files!.n };
  }

  it("answers 201 with the ticket number, stores the files and queues the acknowledgement", async () => {
    const res = await post(t, form({ ...valid, language: "mr" }, [pdf()]));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      ok: true,
      ticket: expect.stringMatching(/^SIL-\d{4}-\d{6}$/),
      message: "We have your request. Keep this number: you will need it to follow your request.",
    });
    expect(await stored()).toMatchObject({ files: 1 });
    const mails = await queuedEmails(t.database.db);
    const ack = mails.find((m) => m.subject.includes(body.ticket))!;
    expect(ack.subject).toBe(`तुमची विनंती ${body.ticket} आम्हाला मिळाली आहे`);
  });

  it("refuses what is wrong in English, beside each field, and stores nothing", async () => {
    const before = await stored();
    const cases: [FormData | string, number, Record<string, string>, string?][] = [
      [
        form({ ...valid, lr_no: "" }),
        400,
        { lr_no: "Enter the LR number of the shipment, like LR123456789." },
      ],
      [
        form({ ...valid, lr_no: "LR999999999" }),
        400,
        { lr_no: expect.stringContaining("LR999999999") },
      ],
      [form({ ...valid, name: 42 }), 400, { name: expect.any(String) }],
      [
        form({ ...valid, description: "late" }),
        400,
        { description: "Tell us a little more: at least 20 characters." },
      ],
      [
        form({ ...valid, category: "refund" }),
        400,
        { category: "Choose what your request is about." },
      ],
      [form("{not json"), 400, { data: expect.any(String) }],
      [
        form({ ...valid }, [new File(["GIF89a"], "a.png")]),
        400,
        { attachments: expect.stringContaining("is not a photo") },
      ],
      [
        form({ ...valid }, [pdf("1.pdf"), pdf("2.pdf"), pdf("3.pdf"), pdf("4.pdf")]),
        400,
        { attachments: "Attach at most 3 files." },
      ],
    ];
    for (const [body, status, errors] of cases) {
      const res = await post(t, body);
      expect(res.status).toBe(status);
      expect((await res.json()).errors).toMatchObject(errors);
    }
    const json = await post(t, JSON.stringify(valid), { "Content-Type": "application/json" });
    expect(json.status).toBe(415);
    const large = await post(t, form(valid, [pdf("big.pdf", 5 * 1024 * 1024)]));
    expect(large.status).toBe(413);
    expect((await large.json()).errors.attachments).toBe(
      "big.pdf is larger than 5 MB. Please choose a smaller file.",
    );
    expect(await stored()).toEqual(before);
  });

  it("answers a retry with the same Idempotency-Key with the same ticket", async () => {
    const key = "ticket-retry-0123456789abcdef";
    const first = await post(t, form(valid), { "Idempotency-Key": key });
    const again = await post(t, form(valid), { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect((await again.json()).ticket).toBe((await first.json()).ticket);
  });
});
