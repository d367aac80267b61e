/** Text of the careers pages (spec sections 2, 4 and 8). */
export const careers = {
  /** Where applications are sent (the company's careers inbox). */
  email: "careers@example.com",
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
  applyFor: (title: string) => `Apply for ${title}`,
  /** A job, or its application page, that could not be loaded (server or network failure). */
  jobLoadFailed: "We could not load this job just now. Please try again.",
  applyDescription: (title: string, location: string) =>
    `Apply online for ${title} (${location}) at Sahyadri Interlink Logistics: two short steps and your résumé.`,
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

/** The application form and dialog (spec sections 4, 5 and 8). */
export const application = {
  steps: { 1: "About you", 2: "Your work" },
  stepOf: (step: number) => `Step ${step} of 2`,
  intro: "It takes about five minutes. Fields marked * are required.",
  next: "Next",
  back: "Back",
  submit: "Submit Application",
  submitting: "Submitting...",
  close: "Close",
  success: {
    title: "Thank you for applying!",
    text: "We've received your application and will be in touch soon.",
  },
  failure: {
    title: "Oops...",
    text: "Failed to submit your application. Please try again later!",
  },
  invalidTitle: "Please check your application",
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
} as const;

/** The URL of one job's own page. */
export function jobPath(id: number | string): string {
  return `/join-us/career/${id}`;
}

/** The application form of one job as a page of its own (the dialog without JavaScript). */
export function applyPath(id: number | string): string {
  return `/join-us/career/${id}/apply`;
}
