/** Text of the careers pages (spec sections 2, 4 and 8). */
import { defineTexts } from "../texts";

export const careers = {
  listTitle: "Current Openings",
  listIntro: "Pick a role to see the full details. Every job has its own link you can share.",
  loading: "Loading openings...",
  loadingDetail: "Loading details...",
  loadFailed: "No jobs found.",
  noOpenings: "Currently, there are no openings available.",
  viewDetails: "View details",
  back: "Back to Current Openings",
  apply: "Apply Now",
  applyTitle: "Interested in this role?",
  applyText: "Apply in two short steps. Keep your résumé ready as a PDF or Word file.",
  /** "{title}" is the job's title, as the company wrote it. */
  applyFor: "Apply for {title}",
  /** A job, or its application page, that could not be loaded (server or network failure). */
  jobLoadFailed: "We could not load this job just now. Please try again.",
  applyDescription:
    "Apply online for {title} ({location}) at Sahyadri Interlink Logistics: two short steps and your résumé.",
  notFoundTitle: "This opening is not available",
  notFoundText:
    "The job may have been filled or closed. Please have a look at our current openings.",
  helpText:
    "Questions about a role or your application? Call or write to us; we are happy to help.",
  /** The breadcrumb above the careers pages. */
  crumbs: { joinUs: "Join Us", careers: "Careers" },
  /** Browser-tab titles of a job's pages: "{title}" is the job's (the brand follows). */
  titles: {
    job: "{title} | Careers",
    jobNotFound: "Job not found | Careers",
    apply: "Apply for {title} | Careers",
    applyFailed: "Apply | Careers",
  },
  /** The heading of the application page's form. */
  applicationHeading: "Your application",
  /** The facts beside a job's description, read by screen readers. */
  summaryLabel: "Job summary",
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

/** The application form and dialog (spec sections 4, 5 and 8). */
export const application = {
  steps: { 1: "About you", 2: "Your work" },
  stepOf: "Step {step} of 2",
  intro: "It takes about five minutes. Fields marked * are required.",
  next: "Next",
  back: "Back",
  submit: "Submit Application",
  submitting: "Submitting...",
  close: "Close",
  /** The button of the dialog after the application page sent it. */
  ok: "OK",
  success: {
    title: "Thank you for applying!",
    text: "We've received your application and will be in touch soon.",
  },
  failure: {
    title: "Oops...",
    text: "Failed to submit your application. Please try again later!",
  },
  invalidTitle: "Please check your application",
  /** The error summary's text on the application page: one field, or "{count}" of them. */
  correctOne: "Please correct the field marked below.",
  correctMany: "Please correct the {count} fields marked below.",
  readJob: "Read the job details",
  nextTitle: "What happens next",
  nextSteps: [
    "You receive an e-mail confirming that your application arrived.",
    "Our hiring team reads every application.",
    "If your profile fits the role, we call you to arrange an interview.",
  ],
  resumeAgain: "Files are not kept when the form comes back: please choose your résumé again.",
  labels: {
    name: "Full Name",
    email: "Email",
    number: "Phone Number",
    location: "Current location",
    resume: "Résumé",
    coverLetter: "Cover letter",
    portfolio: "Portfolio link",
    linkedin: "LinkedIn profile",
    github: "GitHub profile",
    experience: "Experience (years)",
    jobTitle: "Current Job Title",
    skills: "Skills",
    currentSalary: "Current Salary",
    expectedSalary: "Expected Salary",
    relocate: "Are you willing to relocate?",
    authorized: "Are you authorised to work in India?",
    yes: "Yes",
    no: "No",
  },
  hints: {
    number: "10-digit mobile number, like 98765 43210.",
    location: "City and state, like Pune, Maharashtra.",
    resume: "PDF, DOC or DOCX, up to 5 MB.",
    coverLetter: "Optional. A few lines on why this role suits you.",
    link: "Optional.",
    experience: "In years, like 3 or 1.5. Enter 0 if this is your first job.",
    skills: "Separate skills with commas. Suggestions appear as you type.",
    salary: "Per year or per month, like ₹4.5 lakh a year.",
  },
  /** The Skills field's suggestions, announced to screen readers. */
  suggestions: {
    one: "1 suggestion. Use the up and down arrows to choose.",
    many: "{count} suggestions. Use the up and down arrows to choose.",
  },
} as const;

/** The URL of one job's own page. */
export function jobPath(id: number | string): string {
  return `/join-us/career/${id}`;
}

/** The application form of one job as a page of its own (the dialog without JavaScript). */
export function applyPath(id: number | string): string {
  return `/join-us/career/${id}/apply`;
}

/**
 * The id of the application form, in the dialog and on its page alike
 * (Conform's, and the page's deferred form's): kept apart from the schema,
 * which the page loads only with the form's code (decision 034).
 */
export const APPLICATION_FORM_ID = "job-application";

/**
 * The careers pages' words as one text module (docs/decisions/025-languages.md).
 * Job postings themselves stay as the company wrote them.
 */
export const texts = defineTexts("careers", { ...careers, application });
