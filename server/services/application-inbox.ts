/**
 * HR's work on job applications: by job or all, with the
 * statuses of CONTRACT.md, notes and history in work_activity, as the lead
 * inbox keeps them for leads.
 */
import { and, count, desc, eq, like, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database/client";
import { jobApplications, jobs, resumeFiles, workActivity } from "../../database/schema";
import {
  PAGE_SIZE,
  type ApplicationFilter,
  type ApplicationStatus,
} from "@core/schemas/staff-lists";
import { StoredApplicationDataSchema, storedValue } from "@core/schemas/stored-values";
import type { StaffActor } from "@core/staff-access";
import { createAuditLog, type AuditLog } from "./staff/audit";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: ApplicationFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.job) conditions.push(eq(jobApplications.jobId, filter.job));
  if (filter.status) conditions.push(eq(jobApplications.status, filter.status));
  if (filter.q) {
    const q = `%${escapeLike(filter.q.toLowerCase())}%`;
    const digits = filter.q.replace(/\D/g, "");
    conditions.push(
      or(
        like(sql`lower(${jobApplications.name})`, q),
        like(sql`lower(${jobApplications.email})`, q),
        digits.length >= 3
          ? like(sql`regexp_replace(${jobApplications.number}, '\\D', '', 'g')`, `%${digits}%`)
          : undefined,
      ),
    );
  }
  return and(...conditions);
}

/** How a résumé is read for download (the applications service's `resumeDownload`). */
type ResumeDownload<T> = (id: string) => Promise<T | null>;

/** What the inbox's functions share, bound once by `createApplicationInbox`. */
type InboxContext = { db: Database; audit: AuditLog };

export function createApplicationInbox<T>(db: Database, resumeDownload: ResumeDownload<T>) {
  const context: InboxContext = { db, audit: createAuditLog(db) };
  return {
    list: (filter: ApplicationFilter) => listApplications(context, filter),
    find: (id: string, viewer?: StaffActor) => findApplication(context, id, viewer),
    changeStatus: (id: string, status: ApplicationStatus, actor: StaffActor) =>
      changeStatus(context, id, status, actor),
    addNote: (id: string, body: string, actor: StaffActor) => addNote(context, id, body, actor),
    resume: (id: string, actor: StaffActor) => downloadResume(context, resumeDownload, id, actor),
    jobs: () => listJobs(context),
    newPerJob: () => newPerJob(context),
  };
}

export type ApplicationInbox = ReturnType<typeof createApplicationInbox>;

const onApplication = (id: string) => ({ type: "application", id });

/** One page of the filtered list, newest first, and how many match. */
async function listApplications({ db }: InboxContext, filter: ApplicationFilter) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobApplications.id,
        jobId: jobApplications.jobId,
        jobTitle: jobs.title,
        name: jobApplications.name,
        email: jobApplications.email,
        number: jobApplications.number,
        status: jobApplications.status,
        createdAt: jobApplications.createdAt,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(where)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(PAGE_SIZE)
      .offset((filter.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(jobApplications).where(where),
  ]);
  const matching = total?.n ?? 0;
  return {
    rows,
    total: matching,
    page: filter.page,
    pages: Math.max(1, Math.ceil(matching / PAGE_SIZE)),
  };
}

/**
 * An application with its data as sent, résumé facts and history; null
 * when there is none. A staff member's view of it is audited.
 */
async function findApplication({ db, audit }: InboxContext, id: string, viewer?: StaffActor) {
  const [row] = await db
    .select({
      application: jobApplications,
      jobTitle: jobs.title,
      resume: {
        fileName: resumeFiles.fileName,
        contentType: resumeFiles.contentType,
        size: resumeFiles.size,
      },
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .leftJoin(resumeFiles, eq(resumeFiles.applicationId, jobApplications.id))
    .where(eq(jobApplications.id, id));
  if (!row) return null;
  const activity = await db
    .select()
    .from(workActivity)
    .where(and(eq(workActivity.subjectType, "application"), eq(workActivity.subjectId, id)))
    .orderBy(desc(workActivity.id));
  if (viewer) await audit.recordBy(viewer, "application.view", { target: onApplication(id) });
  return {
    ...row.application,
    data: storedValue(StoredApplicationDataSchema, row.application.data, "an application's data"),
    jobTitle: row.jobTitle,
    resume: row.resume?.fileName ? row.resume : null,
    activity,
  };
}

/** Moves an application to a status; false when there is no such application. */
async function changeStatus(
  { db, audit }: InboxContext,
  id: string,
  status: ApplicationStatus,
  actor: StaffActor,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.id, id))
      .for("update");
    if (!current) return false;
    const audited = () =>
      audit.recordBy(
        actor,
        "application.status",
        { target: onApplication(id), detail: { to: status } },
        tx,
      );
    if (current.status === status) {
      await audited();
      return true;
    }
    await tx
      .update(jobApplications)
      .set({ status, updatedAt: new Date() })
      .where(eq(jobApplications.id, id));
    await tx.insert(workActivity).values({
      subjectType: "application",
      subjectId: id,
      actorId: actor.id,
      action: "status",
      fromValue: current.status,
      toValue: status,
    });
    await audited();
    return true;
  });
}

/** A note in the application's history; false when there is no such application. */
async function addNote({ db, audit }: InboxContext, id: string, body: string, actor: StaffActor) {
  const [exists] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.id, id));
  if (!exists) return false;
  await db.transaction(async (tx) => {
    await tx.insert(workActivity).values({
      subjectType: "application",
      subjectId: id,
      actorId: actor.id,
      action: "note",
      body,
    });
    await audit.recordBy(actor, "application.note", { target: onApplication(id) }, tx);
  });
  return true;
}

/** An applicant's résumé for download, the download audited; null when there is none. */
async function downloadResume<T>(
  { audit }: InboxContext,
  resumeDownload: ResumeDownload<T>,
  id: string,
  actor: StaffActor,
): Promise<T | null> {
  const download = await resumeDownload(id);
  if (download) await audit.recordBy(actor, "application.resume", { target: onApplication(id) });
  return download;
}

/** Every job, open or closed, for the list's filter. */
async function listJobs({ db }: InboxContext) {
  return db
    .select({ id: jobs.id, title: jobs.title, active: jobs.active })
    .from(jobs)
    .orderBy(jobs.title);
}

/** New applications per job, for HR's dashboard. */
async function newPerJob({ db }: InboxContext) {
  return db
    .select({ jobId: jobs.id, title: jobs.title, fresh: count() })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.status, "new"))
    .groupBy(jobs.id, jobs.title)
    .orderBy(jobs.title);
}
