/**
 * Helpers for tests of job applications: a valid application, a genuine PDF
 * résumé, and the multipart post of POST /api/job-applications/apply.
 */
import { and, eq } from "drizzle-orm";
import { buildTextPdf } from "../../database/pdf";
import { jobs } from "../../database/schema";
import type { TestApp } from "./test-app";
import { nextIp } from "./test-leads";

export function resumePdf(name = "Asha Patil"): Uint8Array {
  return buildTextPdf([
    { text: name, size: 20 },
    { text: "Fleet supervisor, 6 years, Vasai and Bhiwandi hubs" },
  ]);
}

/** The `data` JSON as the dialog sends it (spec section 3, Job application). */
export function validApplication(jobId: number) {
  return {
    job_id: jobId,
    basicInformation: {
      name: "Asha Patil",
      email: "asha@example.org",
      number: "+91 98765 43210",
      location: "Vasai, Maharashtra",
    },
    jobRelatedInformation: {
      cover_letter: "I have run a 40-truck fleet for six years.",
      portfolio_link: "",
      linkedin_profile: "https://www.linkedin.com/in/asha-patil",
      github_profile: "",
    },
    professionalInformation: {
      experience_years: 6,
      current_jobtitle: "Fleet Supervisor",
      skills: ["Fleet Management", "Route Planning", "Excel"],
    },
    logistics: {
      current_salary: "₹4.8 lakh a year",
      expected_salary: "₹6 lakh a year",
      willing_to_relocate: true,
      authorized_to_work: true,
    },
  };
}

export async function openJobIds(t: TestApp) {
  const open = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.active, true));
  const [closed] = await t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.active, false)));
  return { open: open.map((j) => j.id), closed: closed!.id };
}

type File = { bytes: Uint8Array | string; name: string; type?: string };

export function applicationForm(data: unknown, file?: File, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set("data", typeof data === "string" ? data : JSON.stringify(data));
  if (file)
    form.set(
      "resume_file",
      new Blob([file.bytes as BlobPart], { type: file.type ?? "application/pdf" }),
      file.name,
    );
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
}

export function postApplication(t: TestApp, body: FormData, ip = nextIp()) {
  return t.app.request("/api/job-applications/apply", {
    method: "POST",
    headers: { "X-Forwarded-For": ip, "User-Agent": "application-tests/1.0" },
    body,
  });
}
