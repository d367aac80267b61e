import { describe, expect, it, vi } from "vitest";
import type { Job } from "@core/schemas/job";
import { parseJobId } from "@core/schemas/job";
import { jobPosting, salaryAmount } from "./job-posting";

vi.mock("./meta", () => ({ siteUrl: "https://www.example.in" }));

const job: Job = {
  id: 7,
  title: "Fleet Operations Executive",
  description: "Plan and track daily truck movements.",
  company: "Sahyadri Interlink Logistics",
  location: "Vasai East, Maharashtra",
  experience: "2-4 years",
  salary: "₹3,60,000 - ₹4,80,000 a year",
  job_level: "Mid level",
  employment_type: "Full-time",
  industry: "Logistics and Supply Chain",
  workplace_type: "On-site",
  updated_at: "2026-11-20T10:00:00.000Z",
  skills: ["Route Planning"],
  languages: ["Hindi"],
  requirements: ["Graduate"],
  responsibilities: ["Assign vehicles"],
  benefits: ["Health insurance"],
};

describe("jobPosting", () => {
  it("describes the job as schema.org JobPosting", () => {
    const postedAt = "2026-10-01T09:00:00.000Z";
    const posting = jobPosting(job, postedAt, new Date("2026-11-21T00:00:00.000Z"));
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: job.title,
      // Posted when created, not when last edited (updated_at); open for 30 more days while listed.
      datePosted: postedAt,
      validThrough: "2026-12-21T00:00:00.000Z",
      directApply: true,
      employmentType: "FULL_TIME",
      hiringOrganization: { name: job.company },
      jobLocation: {
        address: {
          streetAddress: "Unit 12, Sahyadri Logistics Park",
          addressLocality: "Vasai East",
          addressRegion: "Maharashtra",
          postalCode: "401208",
          addressCountry: "IN",
        },
      },
    });
    expect(posting.url).toBe("https://www.example.in/join-us/career/7");
    expect(posting).not.toHaveProperty("jobLocationType");
  });

  it("reads a yearly salary range in rupees, and leaves out one it cannot read", () => {
    expect(salaryAmount(job.salary)).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", minValue: 360000, maxValue: 480000, unitText: "YEAR" },
    });
    expect(salaryAmount("As per industry standards")).toBeUndefined();
  });
});

describe("parseJobId", () => {
  it("accepts positive whole numbers only", () => {
    expect(parseJobId("12")).toBe(12);
    for (const bad of ["0", "-1", "1.5", "abc", "", undefined, "9999999999"])
      expect(parseJobId(bad)).toBeNull();
  });
});
