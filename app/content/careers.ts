/** Text of the careers pages (spec sections 2, 4 and 8). */
export const careers = {
  listTitle: "Current Openings",
  listIntro: "Pick a role to see the full details. Every job has its own link you can share.",
  loading: "Loading openings...",
  loadingDetail: "Loading details...",
  loadFailed: "No jobs found.",
  noOpenings: "Currently, there are no openings available.",
  viewDetails: "View details",
  back: "Back to Current Openings",
  applyByEmail: "Apply by e-mail",
  applyNote: "Send your résumé with the job title in the subject. Online applications open soon.",
  notFoundTitle: "This opening is not available",
  notFoundText:
    "The job may have been filled or closed. Please have a look at our current openings.",
  helpText:
    "Questions about a role or your application? Call or write to us; we are happy to help.",
  sections: {
    description: "About the role",
    responsibilities: "Responsibilities",
    requirements: "Requirements",
    skills: "Skills",
    languages: "Languages",
    benefits: "Benefits",
  },
  facts: {
    location: "Location",
    experience: "Experience",
    salary: "Salary",
    job_level: "Job level",
    employment_type: "Employment type",
    workplace_type: "Workplace",
    industry: "Industry",
    company: "Company",
    updated_at: "Updated",
  },
} as const;

/** The URL of one job's own page. */
export function jobPath(id: number | string): string {
  return `/join-us/career/${id}`;
}
