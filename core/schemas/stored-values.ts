/**
 * Values the database keeps as plain text or JSON, read back as the types
 * the code wrote them as: a lead's kind and status, a ticket's category and
 * status, a history line's author, a staff account's role, a job
 * application's data. The columns are untyped (database/schema.ts), so a
 * row is parsed where it is read rather than cast; a value no code writes
 * fails loudly instead of travelling on.
 */
import { z } from "../zod";
import { STAFF_ROLES } from "../staff-access";
import { TICKET_CATEGORIES, TICKET_STATUSES } from "../support";
import type { ApplicationData } from "./job-application";
import { LEAD_KINDS, LEAD_STATUSES } from "./staff-lists";

export const StoredLeadKindSchema = z.enum(LEAD_KINDS);
export const StoredLeadStatusSchema = z.enum(LEAD_STATUSES);
export const StoredTicketCategorySchema = z.enum(TICKET_CATEGORIES);
export const StoredTicketStatusSchema = z.enum(TICKET_STATUSES);
export const StoredStaffRoleSchema = z.enum(STAFF_ROLES);
/** Who wrote a line of a ticket's history (support_messages.author). */
export const StoredMessageAuthorSchema = z.enum(["visitor", "staff", "system"]);

/**
 * A job application's `data` JSON as stored: the application form's output
 * (skills a list, the yes/no answers booleans), not what is posted.
 */
export const StoredApplicationDataSchema: z.ZodType<ApplicationData, ApplicationData> = z.object({
  job_id: z.number(),
  basicInformation: z.object({
    name: z.string(),
    email: z.string(),
    number: z.string(),
    location: z.string(),
  }),
  jobRelatedInformation: z.object({
    cover_letter: z.string(),
    portfolio_link: z.string(),
    linkedin_profile: z.string(),
    github_profile: z.string(),
  }),
  professionalInformation: z.object({
    experience_years: z.number(),
    current_jobtitle: z.string(),
    skills: z.array(z.string()),
  }),
  logistics: z.object({
    current_salary: z.string(),
    expected_salary: z.string(),
    willing_to_relocate: z.boolean(),
    authorized_to_work: z.boolean(),
  }),
});

/**
 * True when a JSON column's value has the schema's shape (a schema without
 * transforms: what it reads is what it gives). The value itself is kept, its
 * keys as the database gave them, so an answer that shows it is unchanged.
 */
export function hasStoredShape<T>(schema: z.ZodType<T, T>, value: unknown): value is T {
  return schema.safeParse(value).success;
}

/** A JSON column's value read as its schema's shape; throws when it has another. */
export function storedValue<T>(schema: z.ZodType<T, T>, value: unknown, what: string): T {
  if (hasStoredShape(schema, value)) return value;
  throw new Error(`${what} does not have its stored shape`);
}

/** The label of a stored value its schema knows; the value itself when it knows none. */
export function labelOf<K extends string>(
  schema: z.ZodType<K, K>,
  labels: Record<K, string>,
  value: string,
): string {
  const known = schema.safeParse(value);
  return known.success ? labels[known.data] : value;
}
