import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "./env";
import { createLogger } from "./logger";
import { DEFAULT_INBOXES, DEFAULT_MAIL_FROM, mailAddresses } from "./services/mail-addresses";
import { createOutboxSender } from "./services/outbox";
import { openTestApp, type TestApp } from "../tests/support/test-app";
import { postJson, validLeads } from "../tests/support/test-leads";
import { startTestSmtpServer, type TestSmtpServer } from "../tests/support/test-smtp";

/**
 * With the inbox settings, the company's copy of a lead reaches the
 * configured address, sent from MAIL_FROM, through a real SMTP exchange.
 */
const settings = {
  MAIL_FROM: "Konkan Road Carriers <noreply@konkanroad.in>",
  MAIL_TO_LEADS: "sales@konkanroad.in",
  MAIL_TO_SUPPORT: "care@konkanroad.in",
  MAIL_TO_CAREERS: "jobs@konkanroad.in",
  MAIL_TO_OPS: "ops@konkanroad.in",
};

describe("where the company's mail goes (MAIL_FROM, MAIL_TO_*)", () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const mail = mailAddresses(readEnv(settings));
  beforeAll(async () => {
    t = await openTestApp({ pincodes: true, services: { inboxes: mail.inboxes } });
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.database.close();
  });

  async function deliverAll() {
    const outbox = createOutboxSender({
      db: t.database.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: mail.from,
      logger: createLogger("silent"),
    });
    await outbox.deliverDue();
    await outbox.stop();
  }

  it("sends the company's copy of a quote to MAIL_TO_LEADS, from MAIL_FROM", async () => {
    const res = await postJson(t, "/request-quote/create", {
      ...validLeads.quote,
      email: "mail-settings@example.org",
    });
    expect(res.status).toBe(201);
    await deliverAll();
    const copy = smtp.received.find((m) => m.to.includes("sales@konkanroad.in"));
    expect(copy, "the company's copy at MAIL_TO_LEADS").toBeDefined();
    expect(copy!.from).toBe("noreply@konkanroad.in");
    expect(copy!.raw).toMatch(/^From: Konkan Road Carriers <noreply@konkanroad\.in>/m);
    expect(copy!.raw).toMatch(/^Reply-To: mail-settings@example\.org/m);
    const ack = smtp.received.find((m) => m.to.includes("mail-settings@example.org"));
    expect(ack!.from).toBe("noreply@konkanroad.in");
    expect(ack!.raw).toMatch(/^Reply-To: sales@konkanroad\.in/m);
    expect(smtp.received.some((m) => m.to.some((to) => to.endsWith("@example.com")))).toBe(false);
  });

  it("sends a contact message's copy to MAIL_TO_SUPPORT", async () => {
    const res = await postJson(t, "/contact/create", {
      ...validLeads.contact,
      email: "mail-settings-contact@example.org",
    });
    expect(res.status).toBe(201);
    await deliverAll();
    expect(smtp.received.some((m) => m.to.includes("care@konkanroad.in"))).toBe(true);
  });

  it("defaults to the company's own addresses in core/content/company.ts", () => {
    expect(mailAddresses(readEnv({}))).toEqual({
      from: "Sahyadri Interlink Logistics <info@example.com>",
      inboxes: {
        leads: "info@example.com",
        support: "support@example.com",
        careers: "careers@example.com",
        ops: "info@example.com",
      },
    });
    expect(DEFAULT_MAIL_FROM).toBe("Sahyadri Interlink Logistics <info@example.com>");
    expect(DEFAULT_INBOXES.careers).toBe("careers@example.com");
  });

  it("refuses a MAIL_FROM or inbox that is no address, naming the setting", () => {
    expect(() => readEnv({ MAIL_FROM: "Konkan Road" })).toThrow(/MAIL_FROM: must be an e-mail/);
    expect(() => readEnv({ MAIL_TO_LEADS: "sales" })).toThrow(/MAIL_TO_LEADS: must be an e-mail/);
    expect(readEnv({ MAIL_FROM: "noreply@konkanroad.in" }).MAIL_FROM).toBe("noreply@konkanroad.in");
  });
});
