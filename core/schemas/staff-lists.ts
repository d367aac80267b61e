/**
 * The staff console's list filters (CONTRACT.md "Staff console": lists are
 * filtered and paged by URL search parameters, so a filtered list is a link).
 * Read by the list pages, the CSV export and the dashboard's links. A value
 * that does not parse is dropped rather than refused: a mistyped link still
 * shows a list.
 */
import { z } from "../zod";
import { DELIVERY_OPTIONS, DESK_QUEUES } from "../delivery-options";
import { OUTBOX_CHANNELS } from "./outbox";
import { MESSAGE_EVENTS } from "../messages/events";

export const LEAD_KINDS = [
  "quote",
  "customQuote",
  "pickup",
  "contact",
  "client",
  "franchise",
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const APPLICATION_STATUSES = [
  "new",
  "shortlisted",
  "interview",
  "offer",
  "hired",
  "rejected",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * A guard for one of a list's values, for a kind or a status read from a
 * text column: a value the list does not know is shown as it is stored.
 */
const oneOf =
  <const T extends readonly string[]>(values: T) =>
  (value: string): value is T[number] =>
    values.some((known) => known === value);

/** A record's kind or status as its text column holds it, read into the console's type. */
export const LeadKindSchema = z.enum(LEAD_KINDS);
export const LeadStatusSchema = z.enum(LEAD_STATUSES);
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const isLeadKind = oneOf(LEAD_KINDS);
export const isLeadStatus = oneOf(LEAD_STATUSES);
export const isApplicationStatus = oneOf(APPLICATION_STATUSES);

export const PAGE_SIZE = 50;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A day that exists (2026-02-30 and 2026-13-45 do not: they made Invalid
 * Dates and a 500), within years the database and
 * toISOString write alike (year 0 and 10000 do not).
 */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 && year <= 2999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/*
 * The parameters a list's URL may hold, one builder each. A value that does
 * not parse is dropped (optional) or corrected (the page), never refused.
 */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** One of a list's values: a status, a kind, a queue, an order. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  optional(z.enum(values));
/** A yes-or-no filter: `name=1` when ticked (FilterCheck). */
export const flagParam = () => optional(z.literal("1"));
/** A day, YYYY-MM-DD, that exists. */
export const dateParam = () => optional(z.string().refine(isCalendarDate));
/** A staff account's id. */
export const uuidParam = () => optional(z.string().regex(UUID));
/** `me`, `none`, or a staff account's id. */
export const assigneeParam = () =>
  optional(z.union([z.enum(["me", "none"]), z.string().regex(UUID)]));
/** Searched text: control characters (a NUL fails PostgreSQL's text) are no search. */
export const searchParam = () =>
  optional(
    z
      .string()
      .trim()
      .min(1)
      .max(100)
      .refine((value) => !/\p{Cc}/u.test(value)),
  );
/** A row id of the database: a positive 32-bit integer. */
export const idParam = () => optional(z.coerce.number().int().positive().max(2_147_483_647));
const pageParam = z.coerce.number().int().min(1).max(100_000).catch(1).default(1);

/**
 * The URL parameters of one staff list: its filters (an order among them,
 * where the list has a choice of orders) and, last, the page. The order of
 * the keys is the order of the parameters in the list's links (filterQuery).
 */
export function listParamsSchema<const F extends z.ZodRawShape>(filters: F) {
  return z.object({ ...filters, page: pageParam });
}

/**
 * The lead list's orders (CONTRACT.md "working lists"): `due` (the default)
 * puts overdue leads first, then the soonest due, then those with no due
 * time, newest first; `newest` and `oldest` by when they arrived.
 */
export const LEAD_SORTS = ["due", "newest", "oldest"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const LeadFilterSchema = listParamsSchema({
  type: choiceParam(LEAD_KINDS),
  status: choiceParam(LEAD_STATUSES),
  assignee: assigneeParam(),
  overdue: flagParam(),
  q: searchParam(),
  from: dateParam(),
  to: dateParam(),
  sort: choiceParam(LEAD_SORTS),
});
export type LeadFilter = z.infer<typeof LeadFilterSchema>;

export const ApplicationFilterSchema = listParamsSchema({
  job: idParam(),
  status: choiceParam(APPLICATION_STATUSES),
  q: searchParam(),
});
export type ApplicationFilter = z.infer<typeof ApplicationFilterSchema>;

/** /staff/audit: an action's name, a person, the days. */
export const AuditFilterSchema = listParamsSchema({
  action: searchParam(),
  actor: uuidParam(),
  from: dateParam(),
  to: dateParam(),
});

/** /staff/outbox: failed or waiting items, of one channel (core/schemas/outbox.ts) or all. */
export const OutboxFilterSchema = listParamsSchema({
  channel: choiceParam(OUTBOX_CHANNELS),
  status: choiceParam(["failed", "pending"]),
});

/** /staff/messages: a state, an event, a channel, India's day. */
export const MessageFilterSchema = listParamsSchema({
  state: choiceParam(["queued", "sent", "delivered", "failed"]),
  event: choiceParam(MESSAGE_EVENTS),
  channel: choiceParam(["sms", "whatsapp"]),
  date: dateParam(),
});

/** /staff/delivery-requests: a queue (waiting when none), an option. */
export const DeliveryDeskFilterSchema = listParamsSchema({
  queue: choiceParam(DESK_QUEUES),
  option: choiceParam(DELIVERY_OPTIONS),
});

/** The filter in a URL's search parameters; empty values are left out. */
export function readFilter<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.output<S> {
  return readListParams(schema, params).filter;
}

/**
 * The filter, and the parameters it left out or corrected (a date that does
 * not exist, page -3, a status that is none), for the page's note: a
 * mistyped link still shows a list, and says what it did not understand.
 * A parameter given twice counts its last value, and is named if they differ.
 */
export function readListParams<S extends z.ZodObject>(
  schema: S,
  params: URLSearchParams,
): { filter: z.output<S>; ignored: string[] } {
  const entries = [...params].filter(([, value]) => value.trim() !== "");
  const given = Object.fromEntries(entries);
  const filter = schema.parse(given);
  const read = new Map<string, unknown>(Object.entries(filter));
  const ignored = Object.keys(schema.shape).filter((name) => {
    if (!(name in given)) return false;
    if (new Set(params.getAll(name)).size > 1) return true;
    const value = read.get(name);
    return value === undefined || (typeof value === "number" && value !== Number(given[name]));
  });
  return { filter, ignored };
}

/** The search string of a filter, for links (page 1 is left out). */
export function filterQuery(filter: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === "" || (key === "page" && value === 1)) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

const NOTE_MAX = 2000;
const noteText = z
  .string({ error: "Write the note first." })
  .trim()
  .min(1, "Write the note first.")
  .max(NOTE_MAX, `Use at most ${NOTE_MAX} characters.`);

/** A lead's status; `lost` needs a reason (CONTRACT.md). */
export const LeadStatusChangeSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: "Choose a status." }),
    reason: z.string().trim().max(500, "Use at most 500 characters.").optional(),
  })
  .refine((v) => v.status !== "lost" || Boolean(v.reason), {
    path: ["reason"],
    message: "Say why the lead was lost, e.g. chose another carrier.",
  });

export const ApplicationStatusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: "Choose a status." }),
});

/** `me`, `none`, or a staff account's id. */
export const AssignSchema = z.object({
  assignee: z.union([z.enum(["me", "none"]), z.string().regex(UUID)], {
    error: "Choose who takes the lead.",
  }),
});

export const NoteSchema = z.object({ body: noteText });

export const ErasureLookupSchema = z.object({
  who: z
    .string({ error: "Enter an e-mail address or a phone number." })
    .trim()
    .min(1, "Enter an e-mail address or a phone number.")
    .max(254, "Use at most 254 characters."),
});

export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && UUID.test(value);
