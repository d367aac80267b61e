/**
 * Job applications (issue 6 "Submission"), once for both doors: the page
 * form posts the fields under their dotted names, the JSON API reads its
 * `data` into the same names; both hand in FormData with `resume_file`.
 * In order: honeypot -> rate limit -> résumé size -> schema -> résumé bytes
 * -> the job is open -> the application, its file and two e-mails stored in
 * one transaction. Nothing is stored unless everything is.
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { jobApplications, jobs, resumeFiles } from "../../database/schema";
import { careers } from "../../app/content/careers";
import {
  ApplicationFormSchema,
  RESUME_FIELD,
  RESUME_MAX_BYTES,
  resumeMessages,
  type ApplicationData,
} from "../../app/schemas/job-application";
import type { Logger } from "../logger";
import { leadEmails, type LeadSummary } from "./lead-emails";
import { createIntake, LEAD_MESSAGES, type Turnaway, type Visitor } from "./leads";
import { enqueueEmails } from "./outbox";
import type { RateLimits } from "./rate-limit";
import { detectResumeKind, storedFileName } from "./resume-file";

type AnySubmission = Submission<Record<string, unknown>, string[], Record<string, unknown>>;

export const APPLICATION_SUCCESS = {
  title: "Thank you for applying!",
  text: "We've received your application and will be in touch soon.",
};
export const APPLICATION_FAILURE = {
  title: "Oops...",
  text: "Failed to submit your application. Please try again later!",
};
export const JOB_CLOSED = "This job is no longer open. Please choose another opening.";

export type ApplicationOutcome =
  | { status: "accepted"; id: string; message: string }
  /** Field errors by dotted name; `tooLarge` when the résumé is over the limit (413). */
  | {
      status: "invalid";
      submission: AnySubmission;
      fieldErrors: Record<string, string[]>;
      tooLarge: boolean;
    }
  | Turnaway
  | { status: "unavailable"; message: string };

type Dependencies = {
  db: Database;
  rateLimits: RateLimits;
  secret: string;
  logger: Logger;
};

export function createApplicationService({ db, rateLimits, secret, logger }: Dependencies) {
  const intake = createIntake(rateLimits, secret);

  async function submit(payload: FormData, visitor: Visitor): Promise<ApplicationOutcome> {
    try {
      const turnaway = await intake.screen("application", payload, visitor);
      if (turnaway) return turnaway;

      const submission = parseWithZod(payload, { schema: ApplicationFormSchema }) as AnySubmission;
      const refuse = (fieldErrors: Record<string, string[]>, tooLarge = false) =>
        ({ status: "invalid", submission, fieldErrors, tooLarge }) as const;

      const errors = submission.status === "success" ? {} : errorsOf(submission.error);
      const file = payload.get(RESUME_FIELD);
      if (file instanceof File && file.size > RESUME_MAX_BYTES)
        return refuse({ ...errors, [RESUME_FIELD]: [resumeMessages.tooLarge] }, true);
      if (submission.status !== "success") return refuse(errors);

      const { [RESUME_FIELD]: resume, ...data } = submission.value as ApplicationData & {
        [RESUME_FIELD]: File;
      };
      const content = new Uint8Array(await resume.arrayBuffer());
      const kind = detectResumeKind(content);
      if (content.byteLength === 0) return refuse({ [RESUME_FIELD]: [resumeMessages.empty] });
      if (!kind) return refuse({ [RESUME_FIELD]: [resumeMessages.wrongType] });

      const fileName = storedFileName(resume.name, kind);
      const id = await db.transaction(async (tx) => {
        const [job] = await tx
          .select({ id: jobs.id, title: jobs.title })
          .from(jobs)
          .where(and(eq(jobs.id, data.job_id), eq(jobs.active, true)));
        if (!job) return null;
        const [row] = await tx
          .insert(jobApplications)
          .values({
            ...intake.sender(visitor),
            jobId: job.id,
            data,
            name: data.basicInformation.name,
            email: data.basicInformation.email,
            number: data.basicInformation.number,
          })
          .returning({ id: jobApplications.id });
        if (!row) throw new Error("the insert returned no row");
        await tx.insert(resumeFiles).values({
          applicationId: row.id,
          fileName,
          contentType: kind.contentType,
          size: content.byteLength,
          content,
        });
        await enqueueEmails(tx, leadEmails(summarize(data, job.title, fileName), row.id));
        return row.id;
      });
      if (!id) return refuse({ job_id: [JOB_CLOSED] });
      return { status: "accepted", id, message: APPLICATION_SUCCESS.text };
    } catch (error) {
      logger.error({ err: error, form: "application" }, "application not stored");
      return { status: "unavailable", message: LEAD_MESSAGES.unavailable };
    }
  }

  /** The newest applications first, for the company's own systems; optionally one applicant's. */
  async function list({ email, limit = 50 }: { email?: string; limit?: number } = {}) {
    const rows = await db
      .select({
        id: jobApplications.id,
        jobId: jobApplications.jobId,
        createdAt: jobApplications.createdAt,
        data: jobApplications.data,
        fileName: resumeFiles.fileName,
        contentType: resumeFiles.contentType,
        size: resumeFiles.size,
      })
      .from(jobApplications)
      .innerJoin(resumeFiles, eq(resumeFiles.applicationId, jobApplications.id))
      .where(email ? eq(sql`lower(${jobApplications.email})`, email.toLowerCase()) : undefined)
      .orderBy(desc(jobApplications.createdAt))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      job_id: row.jobId,
      created_at: row.createdAt.toISOString(),
      data: row.data as ApplicationData,
      resume: {
        file_name: row.fileName,
        content_type: row.contentType,
        size: row.size,
        url: `/api/ops/job-applications/${row.id}/resume`,
      },
    }));
  }

  /** One application's résumé, or null. `id` must be a UUID. */
  async function resume(id: string) {
    const [file] = await db.select().from(resumeFiles).where(eq(resumeFiles.applicationId, id));
    return file ?? null;
  }

  /**
   * A résumé as a download, for both doors that hand it out (the ingestion
   * API and the staff console): always an attachment, never sniffed, never
   * cached. Null when there is none; `id` must be a UUID.
   */
  async function resumeDownload(id: string) {
    const file = await resume(id);
    if (!file) return null;
    return {
      body: file.content,
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(file.size),
        "Content-Disposition": `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_")}"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
      },
    };
  }

  return { submit, list, resume, resumeDownload };
}

/** Conform's errors without the fields it marks as fine (null). */
function errorsOf(error: Record<string, string[] | null> | null | undefined) {
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error ?? {})) if (messages) errors[name] = messages;
  return errors;
}

function summarize(d: ApplicationData, jobTitle: string, fileName: string) {
  const { basicInformation: basic, jobRelatedInformation: links } = d;
  const { professionalInformation: work, logistics } = d;
  const yesNo = (value: boolean) => (value ? "Yes" : "No");
  return {
    label: `Job application for ${jobTitle}`,
    inbox: { email: careers.email },
    visitor: basic,
    promise: "Our hiring team reads every application and will be in touch soon.",
    rows: [
      ["Job", `${jobTitle} (#${d.job_id})`],
      ["Name", basic.name],
      ["Email", basic.email],
      ["Phone", basic.number],
      ["Location", basic.location],
      ["Experience (years)", work.experience_years],
      ["Current job title", work.current_jobtitle],
      ["Skills", work.skills.join(", ")],
      ["Current salary", logistics.current_salary],
      ["Expected salary", logistics.expected_salary],
      ["Willing to relocate", yesNo(logistics.willing_to_relocate)],
      ["Authorised to work in India", yesNo(logistics.authorized_to_work)],
      ["Portfolio", links.portfolio_link],
      ["LinkedIn", links.linkedin_profile],
      ["GitHub", links.github_profile],
      ["Cover letter", links.cover_letter],
      ["Résumé", fileName],
    ],
  } satisfies LeadSummary;
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
