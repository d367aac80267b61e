/**
 * The forms of a lead's page: one "Work this lead" panel that
 * sets assignee, status, follow-up day and a note in one post, and a reply
 * by e-mail. The same schemas check in the browser and on the server.
 */
import { LANGS } from "../i18n";
import { z } from "../zod";
import { isCalendarDate, isUuid, LEAD_STATUSES } from "./staff-lists";

export const NOTE_MAX = 2000;
export const REASON_MAX = 500;

export const LeadWorkSchema = z
  .object({
    /** `none` or a staff account's id; the server checks the role works this kind of lead. */
    assignee: z.union([z.literal("none"), z.string().refine(isUuid)], {
      error: "Choose who works the lead.",
    }),
    status: z.enum(LEAD_STATUSES, { error: "Choose a status." }),
    reason: z.string().trim().max(REASON_MAX, `Use at most ${REASON_MAX} characters.`).optional(),
    /** India's day; empty clears the follow-up. */
    followUpOn: z
      .string()
      .trim()
      .refine(isCalendarDate, "Enter the day as a date, e.g. 2026-12-03.")
      .optional(),
    note: z.string().trim().max(NOTE_MAX, `Use at most ${NOTE_MAX} characters.`).optional(),
  })
  .refine((v) => v.status !== "lost" || Boolean(v.reason), {
    path: ["reason"],
    message: "Say why the lead was lost, e.g. chose another carrier.",
  });
export type LeadWork = z.output<typeof LeadWorkSchema>;

/** What one post of the panel may change, as the lead's history names each change. */
export type WorkAction = "assign" | "status" | "follow_up" | "note";

export const SUBJECT_MAX = 200;
export const REPLY_MAX = 5000;

/** "[[ … ]]" marks what a template leaves to the sender to fill in. */
export const TO_FILL_IN = /\[\[[^\]]*\]\]/;

export const LeadReplySchema = z.object({
  language: z.enum(LANGS, { error: "Choose the language of the reply." }),
  subject: z
    .string({ error: "Write a subject." })
    .trim()
    .min(1, "Write a subject.")
    .max(SUBJECT_MAX, `Use at most ${SUBJECT_MAX} characters.`)
    .refine((v) => !/[\r\n]/.test(v), "Keep the subject on one line."),
  body: z
    .string({ error: "Write the reply." })
    .trim()
    .min(1, "Write the reply.")
    .max(REPLY_MAX, `Use at most ${REPLY_MAX} characters.`)
    .refine((v) => !TO_FILL_IN.test(v), "Fill in or remove the part in [[double brackets]]."),
});
export type LeadReply = z.output<typeof LeadReplySchema>;
