import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import {
  applicationForm,
  openJobIds,
  postApplication,
  resumePdf,
  validApplication,
} from "../../tests/support/test-applications";
import { newCaptcha, postJson, validLeads } from "../../tests/support/test-leads";
import { queuedEmails } from "../../tests/support/test-outbox";

/** Words a stranger could try to make the company's mailbox send to someone else. */
const PLANTED = "Claim your prize at http://prize.example/win";

describe("the visitor's acknowledgement e-mail", () => {
  let t: TestApp;
  let jobId: number;
  beforeAll(async () => {
    t = await openTestApp({ pincodes: true });
    jobId = (await openJobIds(t)).open[0]!;
  });
  afterAll(() => t?.database.close());

  const mailsTo = (address: string) => queuedEmails(t.database.db, { to: address });

  // Every free-text field of each form carries the planted words.
  const cases: [string, string, () => Promise<Record<string, unknown>>][] = [
    ["quote", "/request-quote/create", async () => ({ ...validLeads.quote, notes: PLANTED })],
    [
      "pickup",
      "/requestPickups/create/web",
      async () => ({ ...validLeads.pickup(), address: PLANTED }),
    ],
    [
      "contact",
      "/contact/create",
      async () => ({ ...validLeads.contact, subject: PLANTED, message: PLANTED }),
    ],
    [
      "client",
      "/clients/register",
      async () => ({ ...validLeads.client, company_name: PLANTED, ...(await newCaptcha(t)) }),
    ],
    [
      "franchise",
      "/franchise/register",
      async () => ({ ...validLeads.franchise, message: PLANTED, ...(await newCaptcha(t)) }),
    ],
  ];

  it.each(cases)(
    "quotes nothing the visitor typed (%s): a reference and what happens next",
    async (kind, path, make) => {
      const email = `ack-${kind}@example.org`;
      const body = { ...(await make()), name: `${PLANTED} ${kind}`, email };
      const res = await postJson(t, path, body);
      expect(res.status).toBe(201);
      const { id } = await res.json();
      const [ack] = await mailsTo(email);
      expect(ack!.subject).not.toContain("prize");
      expect(ack!.body).not.toContain("prize");
      expect(ack!.body).not.toContain("http");
      expect(ack!.body).toContain(`Your reference number: ${id}`);
      expect(ack!.body).toMatch(/What happens next: \S/);
      // The company's own copy still has everything.
      const [copy] = await queuedEmails(t.database.db, { replyTo: email });
      expect(copy!.body).toContain(PLANTED);
    },
  );

  it("quotes nothing the applicant typed either", async () => {
    const email = "ack-application@example.org";
    const data = validApplication(jobId);
    data.basicInformation = { ...data.basicInformation, name: `${PLANTED} applicant`, email };
    data.jobRelatedInformation.cover_letter = PLANTED;
    const res = await postApplication(
      t,
      applicationForm(data, { bytes: resumePdf(), name: "cv.pdf" }),
    );
    expect(res.status).toBe(201);
    const [ack] = await mailsTo(email);
    expect(ack!.body).not.toContain("prize");
    expect(ack!.subject).not.toContain("prize");
    expect(ack!.body).toContain(`Your reference number: ${(await res.json()).id}`);
  });

  it("sends at most 3 an hour to one address; the lead and the company's copy are kept", async () => {
    const email = "often@example.org";
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await postJson(t, "/contact/create", { ...validLeads.contact, email });
      expect(res.status).toBe(201);
      ids.push((await res.json()).id);
    }
    const stored = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(stored).toHaveLength(5);
    expect(await mailsTo(email.toUpperCase())).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(3);
    const copies = await queuedEmails(t.database.db, { replyTo: email });
    expect(copies).toHaveLength(5);
    expect(copies.at(-1)!.body).toContain("No acknowledgement was sent to the visitor");
    // The limit is per address, whatever its case.
    const res = await postJson(t, "/contact/create", {
      ...validLeads.contact,
      email: "OFTEN@example.org",
    });
    expect(res.status).toBe(201);
    expect(await mailsTo("OFTEN@example.org")).toHaveLength(0);
  });
});
