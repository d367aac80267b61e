/**
 * Job applications (issue 6 "Submission"), once for both doors: the page
 * form posts the fields under their dotted names, the JSON API reads its
 * `data` into the same names; both hand in FormData with `resume_file`.
 * In order: a retry's stored answer -> honeypot -> résumé size -> schema ->
 * résumé content -> the budget of accepted submissions -> the job is open ->
 * the application, its file, its e-mails and its key stored in one
 * transaction. Nothing is stored unless everything is; a refused submission
 * counts against the looser budget of rejected ones.
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { jobApplications, jobs, resumeFiles } from "../../database/schema";
import {
  ApplicationFormSchema,
  RESUME_FIELD,
  RESUME_MAX_BYTES,
  resumeMessages,
  type ApplicationData,
} from "@core/schemas/job-application";
import { encodeMessage } from "@core/messages";
import { errorFacts } from "../error-facts";
import type { Logger } from "../logger";
import { claimKey, KeyTaken, storeOnce } from "./idempotency";
import { createIntake, LEAD_MESSAGES, type SubmitOptions, type Turnaway } from "./leads/intake";
import type { Visitor } from "../visitor";
import { leadEmails, type LeadSummary } from "./leads/lead-emails";
import { errorsOf } from "./leads/leads";
import type { Inboxes } from "./mail-addresses";
import { enqueueEmails } from "./outbox";
import type { RateLimits } from "./rate-limit";
import { checkResume, storedFileName } from "./resume-file";

type AnySubmission = Submission<Record<string, unknown>, string[], Record<string, unknown>>;

export const APPLICATION_SUCCESS = {
  title: "Thank you for applying!",
  text: "We've received your application and will be in touch soon.",
};
export const APPLICATION_FAILURE = {
  title: "Oops...",
  text: "Failed to submit your application. Please try again later!",
};
export const JOB_CLOSED = encodeMessage("jobClosed");

export type ApplicationOutcome =
  | { status: "accepted"; id: string; message: string }
  /** Field errors by dotted name; `tooLarge` when the résumé is over the limit (413). */
  | {
      status: "invalid";
      submission: AnySubmission;
      fieldErrors: Record<string, string[]>;
      tooLarge: boolean;
    }
  | { status: "conflict"; message: string }
  | Turnaway
  | { status: "unavailable"; message: string };

type Dependencies = {
  db: Database;
  rateLimits: RateLimits;
  secret: string;
  logger: Logger;
  /** Where the company's copy goes (MAIL_TO_CAREERS). */
  inboxes?: Inboxes;
};

export function createApplicationService({
  db,
  rateLimits,
  secret,
  logger,
  inboxes,
}: Dependencies) {
  const intake = createIntake({ db, rateLimits, secret });
  const FORM = "application";

  async function submit(
    payload: FormData,
    visitor: Visitor,
    options: SubmitOptions = {},
  ): Promise<ApplicationOutcome> {
    try {
      const { replay, fingerprint } = await intake.replay(FORM, payload, options.key);
      if (replay) return replay;
      if (intake.honeypotFilled(payload))
        return (
          (await intake.reject(FORM, visitor)) ?? {
            status: "spam",
            message: LEAD_MESSAGES.spam,
          }
        );

      const submission = parseWithZod(payload, { schema: ApplicationFormSchema }) as AnySubmission;
      const refuse = async (fieldErrors: Record<string, string[]>, tooLarge = false) =>
        (await intake.reject(FORM, visitor)) ??
        ({ status: "invalid", submission, fieldErrors, tooLarge } as const);

      const errors = errorsOf(submission, options.typeErrors);
      const file = payload.get(RESUME_FIELD);
      if (file instanceof File && file.size > RESUME_MAX_BYTES)
        return refuse({ ...errors, [RESUME_FIELD]: [resumeMessages.tooLarge] }, true);
      if (submission.status !== "success" || Object.keys(errors).length > 0) return refuse(errors);

      const { [RESUME_FIELD]: resume, ...data } = submission.value as ApplicationData & {
        [RESUME_FIELD]: File;
      };
      const content = new Uint8Array(await resume.arrayBuffer());
      const checked = checkResume(content);
      if (!checked.ok) return refuse({ [RESUME_FIELD]: [checked.message] });
      const { kind } = checked;

      const limited = await intake.admit(FORM, visitor);
      if (limited) return limited;
      const fileName = storedFileName(resume.name, kind);
      const message = APPLICATION_SUCCESS.text;
      const acknowledge = await intake.mayAcknowledge(data.basicInformation.email);
      const id = await storeOnce(db, async (tx) => {
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
            language: options.language ?? "en",
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
        const summary = summarize(data, job.title, fileName);
        await enqueueEmails(
          tx,
          leadEmails(summary, row.id, {
            acknowledge,
            inboxes,
            visitorLanguage: {
              language: options.language ?? "en",
              kind: "application",
              job: job.title,
            },
          }),
        );
        if (options.key)
          await claimKey(tx, {
            scope: FORM,
            key: options.key,
            fingerprint,
            recordId: row.id,
            message,
          });
        return row.id;
      });
      if (id instanceof KeyTaken) return (await intake.replay(FORM, payload, options.key)).replay!;
      if (!id) return refuse({ job_id: [JOB_CLOSED] });
      return { status: "accepted", id, message };
    } catch (error) {
      logger.error({ error: errorFacts(error), form: FORM }, "application not stored");
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

function summarize(d: ApplicationData, jobTitle: string, fileName: string) {
  const { basicInformation: basic, jobRelatedInformation: links } = d;
  const { professionalInformation: work, logistics } = d;
  const yesNo = (value: boolean) => (value ? "Yes" : "No");
  return {
    label: `Job application for ${jobTitle}`,
    inbox: "careers",
    visitor: basic,
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
