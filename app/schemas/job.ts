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

/** A job id from a URL: a positive whole number in the database's range, else null. */
export function parseJobId(input: string | undefined): number | null {
  if (!input || !/^\d{1,9}$/.test(input)) return null;
  const id = Number(input);
  return id > 0 ? id : null;
}
