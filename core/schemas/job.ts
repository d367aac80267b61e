import { z } from "../zod";
import { plainText, type Lines } from "./plain-text";

/** A job opening as the API and the careers pages see it (spec section 3, Job). */
export type Job = {
  id: number;
  title: string;
  description: string;
  company: string;
  location: string;
  experience: string;
  salary: string;
  job_level: string;
  employment_type: string;
  industry: string;
  workplace_type: string;
  updated_at: string;
  skills: string[];
  languages: string[];
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
};

/** What the apply dialog and page need of a job: its id and title. */
export type JobRef = Pick<Job, "id" | "title">;

/** A job id from a URL: a positive whole number in the database's range, else null. */
export function parseJobId(input: string | undefined): number | null {
  if (!input || !/^\d{1,9}$/.test(input)) return null;
  const id = Number(input);
  return id > 0 ? id : null;
}

/** A required line of text of a job (spec section 3, Job): the API's and the staff page's rule. */
function jobText(label: string, max: number, lines: Lines = "one") {
  return plainText(
    z
      .string({
        error: (issue) =>
          issue.input === undefined ? `Give the ${label}.` : `Send the ${label} as text.`,
      })
      .trim()
      .min(1, `Give the ${label}.`)
      .max(max, `Use at most ${max} characters.`),
    lines,
  );
}

/** The text fields of a job, with their limits, for /api/ops/jobs and /staff/jobs alike. */
export const JobTexts = {
  title: jobText("job title", 120),
  description: jobText("description", 10_000, "several"),
  company: jobText("company name", 120),
  location: jobText("location", 120),
  experience: jobText("experience needed", 60),
  salary: jobText("salary", 100),
  job_level: jobText("job level", 60),
  employment_type: jobText("employment type", 60),
  industry: jobText("industry", 120),
  workplace_type: jobText("workplace type", 60),
};

export const JOB_LIST_MAX = 50;
export const JOB_ENTRY_MAX = 300;

/** A list of a job (skills, requirements …) as the API receives it: JSON texts. */
export const JobList = z
  .array(
    plainText(
      z
        .string({ error: "Give each entry as text." })
        .trim()
        .min(1, "Leave out empty entries.")
        .max(JOB_ENTRY_MAX, `Use at most ${JOB_ENTRY_MAX} characters an entry.`),
    ),
    { error: 'Send a list of texts, like ["Tally", "MS Excel"].' },
  )
  .max(JOB_LIST_MAX, `Give at most ${JOB_LIST_MAX} entries.`);

export const JOB_LISTS = [
  "skills",
  "languages",
  "requirements",
  "responsibilities",
  "benefits",
] as const;

/**
 * A list typed in a textarea, one entry a line (the staff page): blank lines
 * are dropped, and a problem is reported on the field with its line number,
 * where the person typing can see it.
 */
const JobLines = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const lines = (text ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length > JOB_LIST_MAX)
      ctx.addIssue({ code: "custom", message: `Give at most ${JOB_LIST_MAX} lines.` });
    const long = lines.findIndex((line) => [...line].length > JOB_ENTRY_MAX);
    if (long >= 0)
      ctx.addIssue({
        code: "custom",
        message: `Line ${long + 1} is longer than ${JOB_ENTRY_MAX} characters; shorten it or split it.`,
      });
    return lines;
  });

/** The job form of /staff/jobs: the API's fields and limits, lists one entry a line. */
export const JobFormSchema = z.object({
  ...JobTexts,
  skills: JobLines,
  languages: JobLines,
  requirements: JobLines,
  responsibilities: JobLines,
  benefits: JobLines,
});
