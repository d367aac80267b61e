import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocx } from "../../tests/support/docx";
import { jobApplications, resumeFiles } from "../../database/schema";
import { RESUME_MAX_BYTES } from "@core/schemas/job-application";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import {
  applicationForm,
  openJobIds,
  postApplication,
  resumePdf,
  validApplication,
} from "../../tests/support/test-applications";
import { buildDoc } from "../../tests/support/test-resumes";
import { countEmails, queuedEmails } from "../../tests/support/test-outbox";

// A Word 97-2003 file: a compound file with a WordDocument stream.
const DOC_BYTES = buildDoc();
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe("POST /api/job-applications/apply", () => {
  let t: TestApp;
  let jobId: number;
  let closedJobId: number;
  beforeAll(async () => {
    t = await openTestApp();
    const ids = await openJobIds(t);
    jobId = ids.open[0]!;
    closedJobId = ids.closed;
  });
  afterAll(() => t?.database.close());

  async function stored() {
    const [apps] = await t.database.db.select({ n: count() }).from(jobApplications);
    const [files] = await t.database.db.select({ n: count() }).from(resumeFiles);
    const mails = await countEmails(t.database.db);
    return { apps: apps!.n, files: files!.n, mails };
  }

  it("stores the application exactly as sent, the PDF byte for byte, and queues two e-mails", async () => {
    const pdf = resumePdf();
    const res = await postApplication(
      t,
      applicationForm(validApplication(jobId), { bytes: pdf, name: "Asha Patil CV.pdf" }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      ok: true,
      id: expect.any(String),
      message: "We've received your application and will be in touch soon.",
    });

    const [row] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, body.id));
    expect(row!.data).toEqual(validApplication(jobId));
    expect(row).toMatchObject({
      jobId,
      name: "Asha Patil",
      email: "asha@example.org",
      number: "+91 98765 43210",
      userAgent: "application-tests/1.0",
    });
    const [file] = await t.database.db
      .select()
      .from(resumeFiles)
      .where(eq(resumeFiles.applicationId, body.id));
    expect(file).toMatchObject({
      fileName: "Asha Patil CV.pdf",
      contentType: "application/pdf",
      size: pdf.byteLength,
    });
    expect(Buffer.from(file!.content).equals(Buffer.from(pdf))).toBe(true);

    const emails = (await queuedEmails(t.database.db)).filter((e) => e.body.includes(body.id));
    expect(emails.map((e) => e.toAddress).sort()).toEqual([
      "asha@example.org",
      "careers@example.com",
    ]);
    const notice = emails.find((e) => e.toAddress === "careers@example.com")!;
    expect(notice.replyTo).toBe("asha@example.org");
    expect(notice.subject).toMatch(/^Job application for .+ from Asha Patil$/);
    expect(notice.body).toContain("Skills: Fleet Management, Route Planning, Excel");
    expect(notice.body).toContain("Willing to relocate: Yes");
  });

  it("trims skills into a list, falls back to N/A for location and keeps booleans as booleans", async () => {
    const data = validApplication(jobId);
    const sent = {
      ...data,
      basicInformation: { ...data.basicInformation, location: "  " },
      professionalInformation: {
        ...data.professionalInformation,
        skills: " Excel ,  SAP,, Tally ERP ",
      },
      logistics: { ...data.logistics, willing_to_relocate: false, authorized_to_work: true },
    };
    const res = await postApplication(
      t,
      applicationForm(sent, { bytes: resumePdf(), name: "cv.pdf" }),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    const saved = row!.data as ReturnType<typeof validApplication>;
    expect(saved.basicInformation.location).toBe("N/A");
    expect(saved.professionalInformation.skills).toEqual(["Excel", "SAP", "Tally ERP"]);
    expect(saved.logistics.willing_to_relocate).toBe(false);
    expect(saved.logistics.authorized_to_work).toBe(true);
  });

  it.each([
    ["a DOCX", buildDocx(["Asha Patil", "Fleet supervisor"]), "cv.docx", "wordprocessingml"],
    ["a DOC", DOC_BYTES, "cv.doc", "msword"],
  ])("accepts %s résumé, recognised by its bytes", async (_, bytes, name, type) => {
    const res = await postApplication(
      t,
      applicationForm(validApplication(jobId), { bytes, name, type: "application/octet-stream" }),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [file] = await t.database.db
      .select()
      .from(resumeFiles)
      .where(eq(resumeFiles.applicationId, id));
    expect(file!.contentType).toContain(type);
    expect(file!.fileName).toBe(name);
  });

  it("answers every spec error text for an empty application, and stores nothing", async () => {
    const before = await stored();
    const res = await postApplication(t, applicationForm({ job_id: jobId }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.ok).toBe(false);
    expect(body.errors).toEqual({
      "basicInformation.name": "Full Name is required",
      "basicInformation.email": "Email is required",
      "basicInformation.number": "Phone Number is required",
      resume_file: "Resume is required",
      "professionalInformation.experience_years": "Experience is required",
      "professionalInformation.current_jobtitle": "Current Job Title is required",
      "professionalInformation.skills": "Skills are required",
      "logistics.current_salary": "Current Salary is required",
      "logistics.expected_salary": "Expected Salary is required",
      "logistics.willing_to_relocate": "Please select relocate option",
      "logistics.authorized_to_work": "Please select work authorization",
    });
    expect(body.message).toBe("Please correct the 11 fields marked.");
    expect(await stored()).toEqual(before);
  });

  it("refuses a file that is not a PDF, DOC or DOCX whatever its name says (400)", async () => {
    const before = await stored();
    const res = await postApplication(
      t,
      applicationForm(validApplication(jobId), { bytes: PNG_BYTES, name: "cv.pdf" }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual({ resume_file: "Upload your résumé as a PDF, DOC or DOCX file." });
    expect(body.message).toBe("Upload your résumé as a PDF, DOC or DOCX file.");
    expect(await stored()).toEqual(before);
  });

  it("refuses a ZIP that is not a Word document", async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Buffer.from("photos/cat.jpg")]);
    const res = await postApplication(
      t,
      applicationForm(validApplication(jobId), { bytes: zip, name: "cv.docx" }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors.resume_file).toContain("PDF, DOC or DOCX");
  });

  it("refuses a résumé over 5 MB with 413 and says the limit", async () => {
    const before = await stored();
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(resumePdf());
    const res = await postApplication(
      t,
      applicationForm(validApplication(jobId), { bytes: big, name: "cv.pdf" }),
    );
    expect(res.status).toBe(413);
    const body = await res.json();
    expect(body.message).toBe("Your résumé is larger than 5 MB. Please choose a smaller file.");
    expect(body.errors.resume_file).toBe(body.message);
    expect(await stored()).toEqual(before);
  });

  it("accepts a résumé of exactly 5 MB", async () => {
    const exact = new Uint8Array(RESUME_MAX_BYTES);
    exact.set(resumePdf());
    const res = await postApplication(
      t,
      applicationForm(validApplication(jobId), { bytes: exact, name: "big.pdf" }),
    );
    expect(res.status).toBe(201);
  });

  it("refuses a body over the 6 MB limit with 413 before reading it", async () => {
    const huge = new Uint8Array(7 * 1024 * 1024);
    const res = await postApplication(
      t,
      applicationForm(validApplication(jobId), { bytes: huge, name: "cv.pdf" }),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).ok).toBe(false);
  });

  it("refuses an application to a closed or unknown job", async () => {
    const before = await stored();
    for (const id of [closedJobId, 999_999]) {
      const res = await postApplication(
        t,
        applicationForm(validApplication(id), { bytes: resumePdf(), name: "cv.pdf" }),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({
        job_id: "This job is no longer open. Please choose another opening.",
      });
    }
    expect(await stored()).toEqual(before);
  });

  it.each([
    [
      "an email without @",
      { email: "asha.example.org" },
      "basicInformation.email",
      "Enter your email address, like name@example.com.",
    ],
    [
      "a short phone number",
      { number: "98765" },
      "basicInformation.number",
      "Enter your 10-digit mobile number, like 98765 43210.",
    ],
  ])("explains %s", async (_, change, field, message) => {
    const data = validApplication(jobId);
    const sent = { ...data, basicInformation: { ...data.basicInformation, ...change } };
    const res = await postApplication(
      t,
      applicationForm(sent, { bytes: resumePdf(), name: "cv.pdf" }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ [field]: message });
  });

  it("reads a link without https:// and refuses one that is not a link", async () => {
    const data = validApplication(jobId);
    const ok = await postApplication(
      t,
      applicationForm(
        {
          ...data,
          jobRelatedInformation: {
            ...data.jobRelatedInformation,
            github_profile: "github.com/asha",
          },
        },
        { bytes: resumePdf(), name: "cv.pdf" },
      ),
    );
    expect(ok.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, (await ok.json()).id));
    expect((row!.data as typeof data).jobRelatedInformation.github_profile).toBe(
      "https://github.com/asha",
    );

    const bad = await postApplication(
      t,
      applicationForm(
        {
          ...data,
          jobRelatedInformation: { ...data.jobRelatedInformation, linkedin_profile: "my profile" },
        },
        { bytes: resumePdf(), name: "cv.pdf" },
      ),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      "jobRelatedInformation.linkedin_profile":
        "Enter the full link, like https://www.linkedin.com/in/your-name",
    });
  });

  it.each([
    ["data that is not JSON", "{not json", 400],
    ["data that is a list", "[1,2]", 400],
  ])("answers %s with 400 and a message", async (_, data, status) => {
    const res = await postApplication(
      t,
      applicationForm(data, { bytes: resumePdf(), name: "cv.pdf" }),
    );
    expect(res.status).toBe(status);
    expect((await res.json()).message).toBe(
      "Send the application as a JSON object in the data field.",
    );
  });

  it("answers a JSON body with 415", async () => {
    const res = await t.app.request("/api/job-applications/apply", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validApplication(jobId)),
    });
    expect(res.status).toBe(415);
  });

  it("treats a filled honeypot as spam and stores nothing", async () => {
    const before = await stored();
    const res = await postApplication(
      t,
      applicationForm(
        validApplication(jobId),
        { bytes: resumePdf(), name: "cv.pdf" },
        { website_url: "http://spam.example" },
      ),
    );
    expect(res.status).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe("reading applications through the ingestion API", () => {
  const TOKEN = "test-ops-token-0123456789";
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ opsApiToken: TOKEN });
  });
  afterAll(() => t?.database.close());
  const get = (path: string, token = TOKEN) =>
    t.app.request(path, { headers: { Authorization: `Bearer ${token}` } });

  it("lists an application as sent and serves its résumé byte for byte", async () => {
    const { open } = await openJobIds(t);
    const pdf = resumePdf("Ravi Kumar");
    const data = {
      ...validApplication(open[1]!),
      basicInformation: {
        ...validApplication(open[1]!).basicInformation,
        email: "Ravi@Example.org",
      },
    };
    const res = await postApplication(t, applicationForm(data, { bytes: pdf, name: "ravi.pdf" }));
    expect(res.status).toBe(201);
    const { id } = await res.json();

    const listed = await get("/api/ops/job-applications?email=ravi@example.org");
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([
      {
        id,
        job_id: open[1],
        created_at: expect.any(String),
        data,
        resume: {
          file_name: "ravi.pdf",
          content_type: "application/pdf",
          size: pdf.byteLength,
          url: `/api/ops/job-applications/${id}/resume`,
        },
      },
    ]);

    const file = await get(`/api/ops/job-applications/${id}/resume`);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toBe('attachment; filename="ravi.pdf"');
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  it("needs the token, and answers 404 for an unknown or malformed id", async () => {
    expect((await get("/api/ops/job-applications", "wrong-token-wrong-token")).status).toBe(401);
    expect((await get("/api/ops/job-applications/not-a-uuid/resume")).status).toBe(404);
    expect(
      (await get("/api/ops/job-applications/00000000-0000-4000-8000-000000000000/resume")).status,
    ).toBe(404);
    expect((await get("/api/ops/job-applications?limit=0")).status).toBe(400);
  });
});
