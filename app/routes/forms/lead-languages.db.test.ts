import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "@core/content/company";
import { submitLeadForm } from "./lead-action.server";
import { ContactMessageSchema } from "@core/schemas/contact-message";
import { jobApplications, leads } from "../../../tests/support/database";
import { LOAD_DIRECTORY_MS, openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  applicationForm,
  openJobIds,
  postApplication,
  resumePdf,
  validApplication,
} from "../../../tests/support/test-applications";
import { nextIp, postJson, validLeads } from "../../../tests/support/test-leads";
import { queuedEmails } from "../../../tests/support/test-outbox";

const DEVANAGARI = /[\u0900-\u097F]/;

/** A lead keeps the language of its page, and the visitor's acknowledgement is in it. */
describe("the language of leads and applications", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ pincodes: true });
  }, LOAD_DIRECTORY_MS);
  afterAll(() => t?.database.close());

  const mailsTo = (address: string) => queuedEmails(t.database.db, { to: address });
  const leadOf = async (id: string) =>
    (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0];

  it("stores a Hindi quote request as 'hi' and writes the acknowledgement in Hindi; the company's copy stays English", async () => {
    const email = "hindi-quote@example.org";
    const res = await postJson(t, "/request-quote/create", {
      ...validLeads.quote,
      email,
      language: "hi",
    });
    expect(res.status).toBe(201);
    const { id, message } = (await res.json()) as { id: string; message: string };
    // The API itself answers in English (CONTRACT.md).
    expect(message).toBe("We will contact you within 24 hours.");
    expect((await leadOf(id))?.language).toBe("hi");

    const [ack] = await mailsTo(email);
    expect(ack?.subject).toBe(`हमें आपका कोटेशन अनुरोध मिल गया है - ${company.name}`);
    expect(ack?.body).toContain("नमस्ते,");
    expect(ack?.body).toContain(`आपका रेफ़रेंस नंबर: ${id}`);
    expect(ack?.body).toContain("हम 24 घंटे के अंदर आपसे संपर्क करेंगे।");
    expect(ack?.body).toContain(company.phone.display);
    expect(ack?.body).not.toContain("Thank you");

    const [copy] = await mailsTo(company.email.general).then((rows) =>
      rows.filter((r) => r.aboutId === id),
    );
    expect(copy?.subject).toBe(`Quote request from ${validLeads.quote.name}`);
    expect(copy?.body).not.toMatch(DEVANAGARI);
  });

  it("writes a Marathi pickup request's acknowledgement in Marathi", async () => {
    const email = "marathi-pickup@example.org";
    const res = await postJson(t, "/requestPickups/create/web", {
      ...validLeads.pickup(),
      email,
      language: "mr",
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await leadOf(id))?.language).toBe("mr");
    const [ack] = await mailsTo(email);
    expect(ack?.subject).toBe(`आम्हाला तुमची पिकअप विनंती मिळाली आहे - ${company.name}`);
    expect(ack?.body).toContain("पिकअपची वेळ कन्फर्म करण्यासाठी आम्ही तुम्हाला कॉल करू.");
  });

  it("keeps an English lead (no language sent) as it always was", async () => {
    const email = "english-quote@example.org";
    const res = await postJson(t, "/request-quote/create", { ...validLeads.quote, email });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await leadOf(id))?.language).toBe("en");
    const [ack] = await mailsTo(email);
    expect(ack?.subject).toBe(`We received your quote request - ${company.name}`);
    expect(ack?.body).toBe(
      [
        "Hello,",
        "",
        `Thank you for contacting ${company.name}. We received your quote request on our website.`,
        "",
        `Your reference number: ${id}`,
        "",
        "What happens next: We will contact you within 24 hours.",
        `Questions? Call ${company.phone.display} or reply to this e-mail with your reference number.`,
        "",
        "If you did not send this, you can ignore this e-mail.",
        "",
        company.name,
      ].join("\n"),
    );
  });

  it("refuses any other language with a 400 on the field, and stores nothing", async () => {
    const email = "french-quote@example.org";
    for (const language of ["fr", "HI", 1, ""]) {
      const res = await postJson(t, "/request-quote/create", {
        ...validLeads.quote,
        email,
        language,
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { ok: boolean; errors: Record<string, string> };
      expect(body.ok).toBe(false);
      expect(Object.keys(body.errors)).toEqual(["language"]);
    }
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("stores the page's language for a form posted from /hi/contact-us, and acknowledges in Hindi", async () => {
    const email = "hindi-contact@example.org";
    const request = new Request("http://localhost/hi/contact-us", {
      method: "POST",
      body: new URLSearchParams({ ...validLeads.contact, email }),
    });
    const context = {
      services: t.services,
      visitor: { ip: nextIp(), userAgent: "page-tests" },
      cspNonce: "",
      siteUrl: "",
    } as AppLoadContext;
    const response = await submitLeadForm({ request, context }, "contact", ContactMessageSchema);
    expect((response as Response).headers.get("Location")).toBe("/hi/contact-us?sent=1");
    const [row] = await t.database.db.select().from(leads).where(eq(leads.email, email));
    expect(row?.language).toBe("hi");
    const [ack] = await mailsTo(email);
    expect(ack?.subject).toBe(`हमें आपका संदेश मिल गया है - ${company.name}`);
  });

  it("stores a Marathi job application as 'mr' and acknowledges it in Marathi, naming the job", async () => {
    const jobId = (await openJobIds(t)).open[0]!;
    const data = validApplication(jobId);
    const email = "marathi-applicant@example.org";
    data.basicInformation.email = email;
    const res = await postApplication(
      t,
      applicationForm(data, { bytes: resumePdf(), name: "resume.pdf" }, { language: "mr" }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    expect(row?.language).toBe("mr");
    const [ack] = await mailsTo(email);
    expect(ack?.subject).toMatch(/^आम्हाला .+ पदासाठी तुमचा अर्ज मिळाला आहे - /);
    expect(ack?.body).toContain("आमची हायरिंग टीम प्रत्येक अर्ज वाचते");
  });

  it("refuses an application in another language", async () => {
    const jobId = (await openJobIds(t)).open[0]!;
    const res = await postApplication(
      t,
      applicationForm(
        validApplication(jobId),
        { bytes: resumePdf(), name: "resume.pdf" },
        { language: "de" },
      ),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: object }).errors).toHaveProperty("language");
  });
});
