/**
 * Job openings: one service behind the jobs API, the ingestion API that
 * creates, edits and closes them, and the careers pages.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { jobs } from "../../database/schema";
import type { Job } from "@core/schemas/job";
import type { StaffActor } from "@core/staff-access";
import { createAuditLog } from "./staff/audit";

type JobRow = typeof jobs.$inferSelect;
type JobInsert = typeof jobs.$inferInsert;

/** What the company sends for a job: every field of spec section 3 but id and updated_at. */
export type JobFields = Omit<Job, "id" | "updated_at">;

/** The row in the API's shape (spec section 3): snake_case, ISO time. */
function toJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    company: row.company,
    location: row.location,
    experience: row.experience,
    salary: row.salary,
    job_level: row.jobLevel,
    employment_type: row.employmentType,
    industry: row.industry,
    workplace_type: row.workplaceType,
    updated_at: row.updatedAt.toISOString(),
    skills: row.skills,
    languages: row.languages,
    requirements: row.requirements,
    responsibilities: row.responsibilities,
    benefits: row.benefits,
  };
}

/** The columns for the given fields; drizzle leaves out the undefined ones on update. */
function toColumns(fields: JobFields): JobInsert;
function toColumns(fields: Partial<JobFields>): Partial<JobInsert>;
function toColumns(fields: Partial<JobFields>): Partial<JobInsert> {
  return {
    title: fields.title,
    description: fields.description,
    company: fields.company,
    location: fields.location,
    experience: fields.experience,
    salary: fields.salary,
    jobLevel: fields.job_level,
    employmentType: fields.employment_type,
    industry: fields.industry,
    workplaceType: fields.workplace_type,
    skills: fields.skills,
    languages: fields.languages,
    requirements: fields.requirements,
    responsibilities: fields.responsibilities,
    benefits: fields.benefits,
  };
}

/** A job whatever its state, for the ingestion API's answers. */
export type StoredJob = { job: Job; active: boolean };

function toStoredJob(row: JobRow | undefined): StoredJob | null {
  return row ? { job: toJob(row), active: row.active } : null;
}

async function updateFields(db: Database, id: number, fields: Partial<JobFields>) {
  const [row] = await db
    .update(jobs)
    .set({ ...toColumns(fields), updatedAt: sql`now()` })
    .where(eq(jobs.id, id))
    .returning();
  return toStoredJob(row);
}

export function createJobService(db: Database) {
  const audit = createAuditLog(db);
  const onJob = (id: number) => ({ type: "job", id: String(id) });
  return {
    /** Open jobs, the most recently updated first. */
    async listActiveJobs(): Promise<Job[]> {
      const rows = await db
        .select()
        .from(jobs)
        .where(eq(jobs.active, true))
        .orderBy(desc(jobs.updatedAt), desc(jobs.id));
      return rows.map(toJob);
    },

    /** One open job, or null when it does not exist or is closed. `id` must be parsed. */
    async findActiveJob(id: number): Promise<Job | null> {
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.active, true)));
      return row ? toJob(row) : null;
    },

    /**
     * One open job with the day it was first posted (created, not last
     * edited): the job page's JobPosting needs a datePosted that stays put.
     */
    async findJobPosting(id: number): Promise<{ job: Job; postedAt: string } | null> {
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.active, true)));
      return row ? { job: toJob(row), postedAt: row.createdAt.toISOString() } : null;
    },

    /** Every job, open ones first, then the most recently updated (the staff console's list). */
    async listAllJobs(): Promise<StoredJob[]> {
      const rows = await db
        .select()
        .from(jobs)
        .orderBy(desc(jobs.active), desc(jobs.updatedAt), desc(jobs.id));
      return rows.map((row) => toStoredJob(row)!);
    },

    /** One job whatever its state, or null. `id` must be parsed. */
    async findJob(id: number): Promise<StoredJob | null> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return toStoredJob(row);
    },

    /** A new, open job; audited when a staff member opens it (the API's calls are not). */
    async createJob(fields: JobFields, actor?: StaffActor): Promise<StoredJob> {
      const [row] = await db.insert(jobs).values(toColumns(fields)).returning();
      if (actor) await audit.recordBy(actor, "job.created", { target: onJob(row!.id) });
      return toStoredJob(row)!;
    },

    /**
     * Every field replaced, open or closed as before; null when there is no
     * such job. Audited when a staff member changes it.
     */
    async replaceJob(id: number, fields: JobFields, actor?: StaffActor): Promise<StoredJob | null> {
      const stored = await updateFields(db, id, fields);
      if (stored && actor) await audit.recordBy(actor, "job.changed", { target: onJob(id) });
      return stored;
    },

    /** The given fields changed, the others kept; null when there is no such job. */
    updateJob(id: number, fields: Partial<JobFields>): Promise<StoredJob | null> {
      return updateFields(db, id, fields);
    },

    /**
     * Opens or closes a job; null when there is no such job. updated_at moves
     * only when the state changes, so a retried call does not make an open
     * job look newly posted (it is the JobPosting's datePosted). Audited when
     * a staff member closes or reopens it.
     */
    async setJobActive(
      id: number,
      active: boolean,
      actor?: StaffActor,
    ): Promise<{ id: number; active: boolean } | null> {
      const [row] = await db
        .update(jobs)
        .set({
          active,
          updatedAt: sql`case when ${jobs.active} = ${active} then ${jobs.updatedAt} else now() end`,
        })
        .where(eq(jobs.id, id))
        .returning({ id: jobs.id, active: jobs.active });
      if (row && actor)
        await audit.recordBy(actor, active ? "job.reopened" : "job.closed", { target: onJob(id) });
      return row ?? null;
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;
