import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { asc, eq } from "drizzle-orm";
import { jobs, staffAuditLog } from "../../database/schema";
import { openTestDatabase } from "../../tests/support/test-database";
import type { StaffActor } from "@core/staff-access";
import { createJobService, type JobFields } from "./jobs";

const hr: StaffActor = {
  id: "00000000-0000-4000-8000-0000000000b7",
  email: "hr@example.com",
  role: "hr",
  ipHash: "test-address",
};

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

  it("audits a staff member's create, change, close and reopen; the API's calls are not", async () => {
    const service = createJobService(database.db);
    const rows = () =>
      database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.targetType, "job"))
        .orderBy(asc(staffAuditLog.id));
    const before = (await rows()).length;
    const { job } = await service.createJob(fields("Loader"), hr);
    await service.replaceJob(job.id, fields("Senior loader"), hr);
    await service.setJobActive(job.id, false, hr);
    await service.setJobActive(job.id, true, hr);
    expect(await service.setJobActive(job.id + 1000, false, hr)).toBeNull();
    expect(await service.replaceJob(job.id + 1000, fields("Nobody"), hr)).toBeNull();
    // The ops API: no staff member, no audit row.
    const api = await service.createJob(fields("From the API"));
    await service.setJobActive(api.job.id, false);
    const written = (await rows()).slice(before);
    expect(written.map((r) => [r.action, r.targetId, r.detail])).toEqual([
      ["job.created", String(job.id), null],
      ["job.changed", String(job.id), null],
      ["job.closed", String(job.id), null],
      ["job.reopened", String(job.id), null],
    ]);
    for (const row of written)
      expect(row).toMatchObject({ actorId: hr.id, actorEmail: hr.email, ipHash: hr.ipHash });
  });
});
