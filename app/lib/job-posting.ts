/**
 * A job as schema.org JobPosting (JSON-LD), so search engines can list the
 * opening; and the small formatting the careers pages share.
 */
import { jobPath } from "@core/content/careers";
import { company } from "@core/content/company";
import type { Job } from "@core/schemas/job";
import { siteUrl } from "./meta";

const EMPLOYMENT_TYPES: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

/** '₹3,60,000 - ₹4,80,000 a year' as a MonetaryAmount, or undefined when it does not read so. */
export function salaryAmount(salary: string) {
  const values = (salary.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, "")));
  if (values.length === 0 || values.some((v) => !Number.isFinite(v) || v <= 0)) return undefined;
  const unit = /month/i.test(salary)
    ? "MONTH"
    : /year|annum|p\.?a\.?/i.test(salary)
      ? "YEAR"
      : undefined;
  if (!unit) return undefined;
  const value =
    values.length >= 2
      ? { "@type": "QuantitativeValue", minValue: values[0], maxValue: values[1], unitText: unit }
      : { "@type": "QuantitativeValue", value: values[0], unitText: unit };
  return { "@type": "MonetaryAmount", currency: "INR", value };
}

/** How long a posting says it is open: renewed with every render while the job is open (docs/decisions/017). */
const VALID_DAYS = 30;

/**
 * `postedAt` is when the job was first posted, so datePosted does not move
 * when the job is edited; `now` is when the page is rendered.
 */
export function jobPosting(job: Job, postedAt: string, now = new Date()) {
  const [region, ...rest] = job.location
    .split(",")
    .map((s) => s.trim())
    .reverse();
  const locality = rest.reverse().join(", ");
  const employmentType = EMPLOYMENT_TYPES[job.employment_type.toLowerCase()];
  const baseSalary = salaryAmount(job.salary);
  // The only postal code the site knows is the office's: given when the job is there.
  const atOffice = locality.toLowerCase() === company.address.locality.toLowerCase();
  const validThrough = new Date(now.getTime() + VALID_DAYS * 86_400_000);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: postedAt,
    validThrough: validThrough.toISOString(),
    url: new URL(jobPath(job.id), siteUrl).href,
    identifier: { "@type": "PropertyValue", name: job.company, value: String(job.id) },
    hiringOrganization: {
      "@type": "Organization",
      name: job.company,
      sameAs: new URL("/", siteUrl).href,
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(atOffice ? { streetAddress: company.address.street } : {}),
        ...(locality ? { addressLocality: locality } : {}),
        addressRegion: region,
        ...(atOffice ? { postalCode: company.address.postalCode } : {}),
        addressCountry: "IN",
      },
    },
    ...(job.workplace_type.toLowerCase() === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "India" },
        }
      : {}),
    ...(employmentType ? { employmentType } : {}),
    ...(baseSalary ? { baseSalary } : {}),
    experienceRequirements: job.experience,
    industry: job.industry,
    skills: job.skills.join(", "),
    qualifications: job.requirements.join("; "),
    responsibilities: job.responsibilities.join("; "),
    jobBenefits: job.benefits.join("; "),
    // The job page's Apply opens the application on the site itself.
    directApply: true,
  };
}

/** '21 Nov 2026', in India time, the same on server and browser. */
export function formatJobDate(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(iso));
}
