/**
 * A job application (spec section 3, "Job application"; section 5 for the
 * messages). One schema for every door: the dialog checks each step with
 * it, the page form (JavaScript off) posts the same dotted names, and the
 * JSON `data` of POST /api/job-applications/apply is read into the same
 * names first (server/api/applications.ts). Its output is the `data` JSON
 * exactly: skills a trimmed list, location 'N/A' when empty, booleans as
 * booleans.
 */
import { z } from "../zod";
import { SKILLS_MAX } from "../content/skills";
import { encodeMessage as m } from "../messages";
import { splitSkills } from "../skills";
import {
  EMAIL_MESSAGE,
  EmailSchema,
  PHONE_MESSAGE,
  PhoneSchema,
  optionalText,
  requiredText,
  tooLong,
} from "./lead-fields";
import { plainText } from "./plain-text";

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_FIELD = "resume_file";
/** What the file picker offers; the server checks the bytes, whatever the name says. */
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const resumeMessages = {
  missing: m("resumeMissing"),
  tooLarge: m("resumeTooLarge"),
  wrongType: m("resumeWrongType"),
  empty: m("resumeEmpty"),
  macros: m("resumeMacros"),
  unreadable: m("resumeUnreadable"),
};

/** Types a browser can tell from the file's name; the server still reads the bytes. */
export function resumeNameLooksRight(name: string): boolean {
  return /\.(pdf|docx?)$/i.test(name.trim());
}

/** A message for a field left empty (`missing`), and another for anything else wrong. */
const emptyOr = (missing: string, wrong: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missing : wrong;

const LINK_EXAMPLE: Record<string, string> = {
  portfolio: "https://yourname.com",
  linkedin: "https://www.linkedin.com/in/your-name",
  github: "https://github.com/your-name",
};

/** An optional web link; "linkedin.com/in/x" is read as https://linkedin.com/in/x. Stored "" when empty. */
function optionalLink(kind: keyof typeof LINK_EXAMPLE) {
  const message = m("link", { example: LINK_EXAMPLE[kind]! });
  return plainText(z.string().trim().max(300, tooLong(300)))
    .transform((value, ctx) => {
      const link = /^https?:\/\//i.test(value) ? value : `https://${value}`;
      try {
        const url = new URL(link);
        if (url.hostname.includes(".") && !/\s/.test(value)) return link;
      } catch {
        // not a link; reported below
      }
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    })
    .optional()
    .transform((value) => value ?? "");
}

const EXPERIENCE_MESSAGE = m("experienceYears");

const yesNo = (missing: string) =>
  z
    .enum(["yes", "no", "true", "false"], { error: missing })
    .transform((value) => value === "yes" || value === "true")
    // Says what comes out: the JSON door takes a boolean here too (server/api/json-types.ts).
    .pipe(z.boolean());

const skillsSchema = z
  .string({ error: m("skillsRequired") })
  .transform((value) => splitSkills(value))
  .pipe(
    z
      .array(plainText(z.string().max(60, m("skillTooLong"))))
      .min(1, m("skillsRequired"))
      .max(SKILLS_MAX, m("skillsMax", { max: SKILLS_MAX })),
  );

/** The fields of the application, as posted (dotted names) and as stored (the `data` JSON). */
export const ApplicationDataSchema = z.object({
  job_id: z
    .number({ error: m("jobId") })
    .int()
    .positive(),
  basicInformation: z.object({
    name: requiredText(m("fullNameRequired"), 100),
    email: z
      .string({ error: emptyOr(m("emailRequired"), EMAIL_MESSAGE) })
      .trim()
      .min(1, m("emailRequired"))
      .pipe(EmailSchema),
    number: z
      .string({ error: emptyOr(m("phoneRequired"), PHONE_MESSAGE) })
      .trim()
      .min(1, m("phoneRequired"))
      .pipe(PhoneSchema),
    location: optionalText(100).transform((value) => value || "N/A"),
  }),
  jobRelatedInformation: z.object({
    cover_letter: optionalText(5_000, "several").transform((value) => value ?? ""),
    portfolio_link: optionalLink("portfolio"),
    linkedin_profile: optionalLink("linkedin"),
    github_profile: optionalLink("github"),
  }),
  professionalInformation: z.object({
    experience_years: z
      .number({
        error: emptyOr(m("experienceRequired"), EXPERIENCE_MESSAGE),
      })
      .min(0, EXPERIENCE_MESSAGE)
      .max(60, EXPERIENCE_MESSAGE),
    current_jobtitle: requiredText(m("jobTitleRequired"), 100),
    skills: skillsSchema,
  }),
  logistics: z.object({
    current_salary: requiredText(m("currentSalaryRequired"), 60),
    expected_salary: requiredText(m("expectedSalaryRequired"), 60),
    willing_to_relocate: yesNo(m("relocateRequired")),
    authorized_to_work: yesNo(m("workAuthorizationRequired")),
  }),
});

export type ApplicationData = z.output<typeof ApplicationDataSchema>;

/** The résumé as the browser can check it: there, not over 5 MB, named like a PDF, DOC or DOCX. */
export const ResumeFileSchema = z
  .custom<File>(
    // An empty file field sends a nameless, empty file.
    (value) =>
      typeof File !== "undefined" &&
      value instanceof File &&
      !(value.name === "" && value.size === 0),
    { error: resumeMessages.missing },
  )
  .superRefine((file, ctx) => {
    if (file.size > RESUME_MAX_BYTES)
      ctx.addIssue({ code: "custom", message: resumeMessages.tooLarge });
    else if (!resumeNameLooksRight(file.name))
      ctx.addIssue({ code: "custom", message: resumeMessages.wrongType });
  });

/** The whole form: the fields and the résumé. */
export const ApplicationFormSchema = ApplicationDataSchema.extend({
  [RESUME_FIELD]: ResumeFileSchema,
});

/** Step 1 of the dialog: who you are and your résumé. */
export const ApplicationStepOneSchema = ApplicationFormSchema.pick({
  job_id: true,
  basicInformation: true,
  jobRelatedInformation: true,
  [RESUME_FIELD]: true,
});

export type ApplicationStep = 1 | 2;

/** The step a field is on, for moving back to a field the server refused. */
export function stepOfField(name: string): ApplicationStep {
  return name.startsWith("professionalInformation") || name.startsWith("logistics") ? 2 : 1;
}
