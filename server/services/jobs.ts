/**
 * Job openings: one service behind the jobs API and the careers pages.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../database/client";
import { jobs } from "../../database/schema";
import type { Job } from "../../app/schemas/job";

type JobRow = typeof jobs.$inferSelect;

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

export function createJobService(db: Database) {
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
  };
}

export type JobService = ReturnType<typeof createJobService>;
