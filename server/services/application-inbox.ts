/**
 * HR's work on job applications (issue 15 item 3): by job or all, with the
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
import type { ApplicationData } from "@core/schemas/job-application";

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

export function createApplicationInbox(db: Database) {
  return {
    async list(filter: ApplicationFilter) {
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
    },

    /** An application with its data as sent, résumé facts and history; null when there is none. */
    async find(id: string) {
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
      return {
        ...row.application,
        data: row.application.data as ApplicationData,
        jobTitle: row.jobTitle,
        resume: row.resume?.fileName ? row.resume : null,
        activity,
      };
    },

    async changeStatus(id: string, status: ApplicationStatus, actorId: string | null) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: jobApplications.status })
          .from(jobApplications)
          .where(eq(jobApplications.id, id))
          .for("update");
        if (!current) return false;
        if (current.status === status) return true;
        await tx
          .update(jobApplications)
          .set({ status, updatedAt: new Date() })
          .where(eq(jobApplications.id, id));
        await tx.insert(workActivity).values({
          subjectType: "application",
          subjectId: id,
          actorId,
          action: "status",
          fromValue: current.status,
          toValue: status,
        });
        return true;
      });
    },

    async addNote(id: string, body: string, actorId: string | null) {
      const [exists] = await db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(eq(jobApplications.id, id));
      if (!exists) return false;
      await db
        .insert(workActivity)
        .values({ subjectType: "application", subjectId: id, actorId, action: "note", body });
      return true;
    },

    /** Every job, open or closed, for the list's filter. */
    async jobs() {
      return db
        .select({ id: jobs.id, title: jobs.title, active: jobs.active })
        .from(jobs)
        .orderBy(jobs.title);
    },

    /** New applications per job, for HR's dashboard. */
    async newPerJob() {
      return db
        .select({ jobId: jobs.id, title: jobs.title, fresh: count() })
        .from(jobApplications)
        .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
        .where(eq(jobApplications.status, "new"))
        .groupBy(jobs.id, jobs.title)
        .orderBy(jobs.title);
    },
  };
}

export type ApplicationInbox = ReturnType<typeof createApplicationInbox>;
