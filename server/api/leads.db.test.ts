import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clientRegistrations,
  contactMessages,
  franchiseEnquiries,
  pickupRequests,
  quoteRequests,
} from "../../database/schema";
import { LOAD_DIRECTORY_MS, openTestApp, type TestApp } from "../../tests/support/test-app";
import { newCaptcha, postJson, validLeads } from "../../tests/support/test-leads";
import { queuedEmails } from "../../tests/support/test-outbox";

describe("lead forms over JSON: accepted submissions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ pincodes: true });
  }, LOAD_DIRECTORY_MS);
  afterAll(() => t?.database.close());

  async function outboxFor(id: string) {
    const rows = await queuedEmails(t.database.db);
    return rows.filter((r) => r.body.includes(id));
  }

  it("stores a quote request exactly as sent and queues both e-mails", async () => {
    const res = await postJson(t, "/request-quote/create", validLeads.quote, "203.0.113.7");
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      ok: true,
      id: expect.any(String),
      message: "We will contact you within 24 hours.",
    });

    const [row] = await t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, body.id));
    expect(row).toMatchObject({ kind: "quote", ...validLeads.quote, userAgent: "lead-tests/1.0" });
    expect(row!.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.ipHash).not.toContain("203.0.113.7");

    const emails = await outboxFor(body.id);
    expect(emails.map((e) => [e.toAddress, e.replyTo, e.status]).sort()).toEqual([
      ["asha@example.org", "info@example.com", "pending"],
      ["info@example.com", "asha@example.org", "pending"],
    ]);
    const notice = emails.find((e) => e.toAddress === "info@example.com")!;
    expect(notice.subject).toBe("Quote request from Asha Patil");
    expect(notice.body).toContain("Origin: Pune, Maharashtra");
    expect(notice.body).toContain("Notes: Two pallets of machine parts, 800 kg.");
  });

  it("stores the optional phone and notes as empty when left out, and trims every text", async () => {
    const { phone: _phone, notes: _notes, ...required } = validLeads.quote;
    const res = await postJson(t, "/request-quote/create", { ...required, name: "  Asha Patil  " });
    expect(res.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, (await res.json()).id));
    expect(row).toMatchObject({ name: "Asha Patil", phone: "", notes: "" });
  });

  it("stores a pickup with company 3 and the slot as default, whatever the client sends", async () => {
    const sent = validLeads.pickup();
    const res = await postJson(t, "/requestPickups/create/web", sent);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Pickup Request created successfully!");
    const [row] = await t.database.db
      .select()
      .from(pickupRequests)
      .where(eq(pickupRequests.id, body.id));
    expect(row).toMatchObject({
      companyId: 3,
      makeThisSlotDefault: true,
      name: sent.name,
      phoneNumber: sent.phone_number,
      email: sent.email,
      address: sent.address,
      city: sent.city,
      state: sent.state,
      pincode: sent.pincode,
      pickupDate: sent.pickUpDate,
      pickupTimeFrom: "10:30",
      expectedPackages: 12,
      loadType: "PTL",
    });
    expect(await outboxFor(body.id)).toHaveLength(2);
  });

  it("takes the number of boxes as text too, and the pickup time as optional", async () => {
    const { pickupTime: _time, ...sent } = validLeads.pickup();
    const res = await postJson(t, "/requestPickups/create/web", { ...sent, expectedPackages: "3" });
    expect(res.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(pickupRequests)
      .where(eq(pickupRequests.id, (await res.json()).id));
    expect(row).toMatchObject({ expectedPackages: 3, pickupTimeFrom: null });
  });

  it("stores a contact message and notifies the support inbox", async () => {
    const res = await postJson(t, "/contact/create", validLeads.contact);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Message sent successfully!");
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject(validLeads.contact);
    const emails = await outboxFor(body.id);
    expect(emails.map((e) => e.toAddress).sort()).toEqual([
      "meera@example.org",
      "support@example.com",
    ]);
  });

  it("stores a client registration with a right captcha answer", async () => {
    const res = await postJson(t, "/clients/register", {
      ...validLeads.client,
      ...(await newCaptcha(t)),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Client registered successfully.");
    const [row] = await t.database.db
      .select()
      .from(clientRegistrations)
      .where(eq(clientRegistrations.id, body.id));
    const { company_name, ...rest } = validLeads.client;
    expect(row).toMatchObject({ ...rest, companyName: company_name });
    expect(await outboxFor(body.id)).toHaveLength(2);
  });

  it("stores a franchise enquiry with a right captcha answer", async () => {
    const res = await postJson(t, "/franchise/register", {
      ...validLeads.franchise,
      ...(await newCaptcha(t)),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Thank you for submitting the franchise registration form.");
    const [row] = await t.database.db
      .select()
      .from(franchiseEnquiries)
      .where(eq(franchiseEnquiries.id, body.id));
    const { business_type, preferred_city, ...rest } = validLeads.franchise;
    expect(row).toMatchObject({
      ...rest,
      businessType: business_type,
      preferredCity: preferred_city,
    });
  });
});
