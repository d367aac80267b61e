/**
 * Job applications, once for both doors: the page
 * form and the JSON API hand in the application as plain data (nested
 * objects as objects) with the résumé as a File under `resume_file`. The
 * pipeline is intake.ts's `run`; an application adds the résumé's size
 * (before the schema's verdict) and content (after it), and stores only for
 * a job still open: a job closed meanwhile is refused like a field.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../database/client";
import { jobApplications, jobs, resumeFiles } from "../../database/schema";
import {
  ApplicationFormSchema,
  RESUME_FIELD,
  RESUME_MAX_BYTES,
  resumeMessages,
  type ApplicationData,
} from "@core/schemas/job-application";
import type { Lang } from "@core/i18n";
import { encodeMessage } from "@core/messages";
import { StoredApplicationDataSchema, storedValue } from "@core/schemas/stored-values";
import type { Logger } from "../logger";
import { parseFields, type Fields, type Parsed } from "./intake/fields";
import {
  createIntake,
  type Intake,
  type IntakeOutcome,
  type Sender,
  type SubmitOptions,
} from "./intake/pipeline";
import type { Visitor } from "../visitor";
import { leadEmails, type LeadSummary } from "./leads/lead-emails";
import type { Inboxes } from "./mail-addresses";
import type { RateLimits } from "./rate-limit";
import { checkResume, storedFileName, type ResumeKind } from "./resume-file";

export const APPLICATION_SUCCESS = {
  title: "Thank you for applying!",
  text: "We've received your application and will be in touch soon.",
};
export const APPLICATION_FAILURE = {
  title: "Oops...",
  text: "Failed to submit your application. Please try again later!",
};
export const JOB_CLOSED = encodeMessage("jobClosed");

/** `invalid` with reason `too-large` is a résumé over the limit (413). */
export type ApplicationOutcome = IntakeOutcome;

type Dependencies = {
  db: Database;
  rateLimits: RateLimits;
  secret: string;
  logger: Logger;
  /** Where the company's copy goes (MAIL_TO_CAREERS). */
  inboxes?: Inboxes;
};

/** What the application functions share, bound once by `createApplicationService`. */
type ApplicationContext = { db: Database; intake: Intake; inboxes?: Inboxes };

export function createApplicationService({
  db,
  rateLimits,
  secret,
  logger,
  inboxes,
}: Dependencies) {
  const context: ApplicationContext = {
    db,
    intake: createIntake({ db, rateLimits, secret, logger }),
    inboxes,
  };
  return {
    submit: (fields: Fields, visitor: Visitor, options?: SubmitOptions) =>
      submitApplication(context, fields, visitor, options),
    list: (query?: { email?: string; limit?: number }) => listApplications(context, query),
    resume: (id: string) => findResume(context, id),
    resumeDownload: (id: string) => resumeDownload(context, id),
  };
}

const FORM = "application";

type Data = ApplicationData & { [RESUME_FIELD]: File };

/** What `check` hands on: the fields without the résumé, and the résumé's bytes and kind. */
type CheckedApplication = {
  data: ApplicationData;
  content: Uint8Array;
  kind: ResumeKind;
  fileName: string;
};

/** The schema's verdict; a résumé over the limit says so first, whatever else is wrong. */
function parseApplication(fields: Fields, typeErrors?: Record<string, string>): Parsed<Data> {
  const parsed = parseFields(ApplicationFormSchema, fields, typeErrors);
  const file = fields[RESUME_FIELD];
  if (file instanceof File && file.size > RESUME_MAX_BYTES) {
    const errors = parsed.ok ? {} : parsed.fieldErrors;
    const fieldErrors = { ...errors, [RESUME_FIELD]: [resumeMessages.tooLarge] };
    return { ok: false, reason: "too-large", fieldErrors };
  }
  return parsed;
}

/** The résumé checked by its bytes (a PDF, DOC or DOCX without macros). */
async function checkApplication({
  [RESUME_FIELD]: resume,
  ...data
}: Data): Promise<Parsed<CheckedApplication>> {
  const content = new Uint8Array(await resume.arrayBuffer());
  const checked = checkResume(content);
  if (!checked.ok)
    return { ok: false, reason: "fields", fieldErrors: { [RESUME_FIELD]: [checked.message] } };
  const { kind } = checked;
  return { ok: true, data: { data, content, kind, fileName: storedFileName(resume.name, kind) } };
}

/** The application and its résumé, for a job still open; null when it has closed meanwhile. */
async function storeApplication(
  tx: Transaction,
  { data, content, kind, fileName }: CheckedApplication,
  sender: Sender,
  language: Lang,
) {
  const [job] = await tx
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.id, data.job_id), eq(jobs.active, true)));
  if (!job) return null;
  const [row] = await tx
    .insert(jobApplications)
    .values({
      ...sender,
      jobId: job.id,
      data,
      name: data.basicInformation.name,
      email: data.basicInformation.email,
      number: data.basicInformation.number,
      language,
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
  return { id: row.id, jobTitle: job.title };
}

/** Plain data in (the résumé a File under `resume_file`), an outcome out. */
async function submitApplication(
  { intake, inboxes }: ApplicationContext,
  fields: Fields,
  visitor: Visitor,
  options: SubmitOptions = {},
): Promise<ApplicationOutcome> {
  const language = options.language ?? "en";
  return intake.run({
    form: FORM,
    fields,
    visitor,
    key: options.key,
    parse: (fields) => parseApplication(fields, options.typeErrors),
    check: checkApplication,
    prepare: async (checked) => checked,
    acknowledgeTo: ({ data }) => data.basicInformation.email,
    store: (tx, checked, sender) => storeApplication(tx, checked, sender, language),
    emails: ({ data, fileName }, { id, jobTitle }, acknowledge) =>
      leadEmails(summarize(data, jobTitle, fileName), id, {
        acknowledge,
        inboxes,
        visitorLanguage: { language, kind: "application", job: jobTitle },
      }),
    message: APPLICATION_SUCCESS.text,
    unstorable: { reason: "fields", fieldErrors: { job_id: [JOB_CLOSED] } },
    failure: "application not stored",
  });
}

/** The newest applications first, for the company's own systems; optionally one applicant's. */
async function listApplications(
  { db }: ApplicationContext,
  { email, limit = 50 }: { email?: string; limit?: number } = {},
) {
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
    data: storedValue(StoredApplicationDataSchema, row.data, "an application's data"),
    resume: {
      file_name: row.fileName,
      content_type: row.contentType,
      size: row.size,
      url: `/api/ops/job-applications/${row.id}/resume`,
    },
  }));
}

/** One application's résumé, or null. `id` must be a UUID. */
async function findResume({ db }: ApplicationContext, id: string) {
  const [file] = await db.select().from(resumeFiles).where(eq(resumeFiles.applicationId, id));
  return file ?? null;
}

/**
 * A résumé as a download, for both doors that hand it out (the ingestion
 * API and the staff console): always an attachment, never sniffed, never
 * cached. Null when there is none; `id` must be a UUID.
 */
async function resumeDownload(context: ApplicationContext, id: string) {
  const file = await findResume(context, id);
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
