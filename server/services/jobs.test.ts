import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { jobs } from "../../database/schema";
import { openTestDatabase } from "../../database/test-database";
import { createJobService, type JobFields } from "./jobs";

const fields = (title: string): JobFields => ({
  title,
  description: "Check loads.",
  company: "Sahyadri Interlink Logistics",
  location: "Bhiwandi",
  experience: "1 year",
  salary: "₹2,40,000 a year",
  job_level: "Entry",
  employment_type: "Full-time",
  industry: "Logistics",
  workplace_type: "On-site",
  skills: ["Tally"],
  languages: [],
  requirements: [],
  responsibilities: [],
  benefits: [],
});

/** The staff console's reads of jobs (/staff/jobs): closed ones too. */
describe("job service, staff reads", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  it("lists open and closed jobs, open ones first, and finds a closed one by id", async () => {
    const service = createJobService(database.db);
    const a = await service.createJob(fields("Open A"));
    const b = await service.createJob(fields("Closed B"));
    await service.setJobActive(b.job.id, false);
    const all = await service.listAllJobs();
    expect(all.map((j) => [j.job.title, j.active])).toEqual([
      ["Open A", true],
      ["Closed B", false],
    ]);
    expect(await service.findActiveJob(b.job.id)).toBeNull();
    expect(await service.findJob(b.job.id)).toMatchObject({
      active: false,
      job: { id: b.job.id, skills: ["Tally"] },
    });
    expect(await service.findJob(a.job.id + b.job.id + 1000)).toBeNull();
  });
});
