/**
 * Sales' work on one lead: the "Work this lead"
 * panel sets assignee, status, follow-up day and a note in one transaction,
 * each change one line of the lead's history (work_activity) and the post
 * one entry of the audit log. The assignee must be an active account whose
 * role works that kind of lead (rolesForLeadKind); someone else's
 * assignment e-mails the new assignee. Calls and WhatsApp messages are
 * logged here too.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../../database/client";
import { leads, staffUsers, workActivity } from "../../../database/schema";
import { leadKindLabels, staffName } from "@core/content/staff-work";
import { addDays, todayInIndia } from "@core/schemas/lead-fields";
import type { LeadWork, WorkAction } from "@core/schemas/lead-work";
import { LEAD_KINDS, type LeadKind } from "@core/schemas/staff-lists";
import {
  StoredLeadKindSchema,
  StoredLeadStatusSchema,
  StoredStaffRoleSchema,
} from "@core/schemas/stored-values";
import {
  mayWorkLead,
  roleInfo,
  rolesForLeadKind,
  type StaffActor,
  type StaffRole,
} from "@core/staff-access";
import { enqueueEmails, type OutgoingEmail } from "../outbox";
import { createAuditLog, type AuditLog } from "../staff/audit";

/** A follow-up day may be set this far ahead. */
const FOLLOW_UP_MAX_DAYS = 366;

export type Colleague = { id: string; name: string; role: StaffRole; active: boolean };

/** What the panel's post did; `fields` are messages to show next to those fields. */
export type WorkOutcome =
  | { ok: true; changed: WorkAction[] }
  | { ok: false; refused: "no-such-lead" | "not-your-kind" }
  | { ok: false; fields: Partial<Record<"assignee" | "followUpOn", string>> };

/** The panel's post as the service takes it: the assignee resolved (`me` is the actor). */
export type WorkChange = Omit<LeadWork, "assignee"> & { assigneeId: string | null };

/** "quote leads are worked by active Administrator or Sales accounts" */
function workedBy(kind: LeadKind): string {
  const roles = rolesForLeadKind(kind).map((r) => roleInfo[r].label);
  return `${leadKindLabels[kind].toLowerCase()} leads are worked by active ${roles.join(" or ")} accounts`;
}

/** "3 Dec 2026": a follow-up day as staff read it. */
export function followUpDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}

/** What the lead work functions share, bound once by `createLeadWork`. */
type LeadWorkContext = { db: Database; audit: AuditLog; siteUrl: string; now: () => Date };

/** The panel's field messages: who to choose, which day. */
type FieldMessages = Partial<Record<"assignee" | "followUpOn", string>>;

type LeadRow = typeof leads.$inferSelect;

export function createLeadWork(
  db: Database,
  { siteUrl, now = () => new Date() }: { siteUrl: string; now?: () => Date },
) {
  const context: LeadWorkContext = { db, audit: createAuditLog(db), siteUrl, now };
  return {
    /** Every account by id, active or not, with the name the console shows (history, assignee). */
    colleagues: (ids?: string[], reader?: Pick<Database, "select">) =>
      listColleagues(context, ids, reader),
    assignees: (kind?: LeadKind) => listAssignees(context, kind),
    work: (id: string, change: WorkChange, actor: StaffActor) =>
      workLead(context, id, change, actor),
    take: (id: string, actor: StaffActor) => takeLead(context, id, actor),
    logContact: (id: string, how: "call" | "whatsapp", actor: StaffActor) =>
      logContact(context, id, how, actor),
  };
}

export type LeadWorkService = ReturnType<typeof createLeadWork>;

const onLead = (id: string) => ({ type: "lead", id });

/** Every account by id, active or not, with the name the console shows (history, assignee). */
async function listColleagues(
  { db }: LeadWorkContext,
  ids?: string[],
  reader: Pick<Database, "select"> = db,
) {
  const rows = await reader
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      active: staffUsers.active,
    })
    .from(staffUsers)
    .where(ids ? inArray(staffUsers.id, ids) : undefined)
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
  return rows.map(
    (r): Colleague => ({
      id: r.id,
      name: staffName(r),
      role: StoredStaffRoleSchema.parse(r.role),
      active: r.active,
    }),
  );
}

/**
 * Who may be given a lead of this kind: active accounts whose role works
 * it; without a kind, those who work some kind (the lead list's filter).
 */
async function listAssignees(context: LeadWorkContext, kind?: LeadKind): Promise<Colleague[]> {
  const roles = kind ? rolesForLeadKind(kind) : LEAD_KINDS.flatMap(rolesForLeadKind);
  return (await listColleagues(context)).filter((c) => c.active && roles.includes(c.role));
}

/** The e-mail to an assignee given a lead by someone else: who, which lead, the link. Nothing else of the customer's. */
function assignmentEmail(
  siteUrl: string,
  lead: { id: string; kind: LeadKind; name: string },
  to: { email: string; name: string },
  by: string,
): OutgoingEmail {
  const kind = leadKindLabels[lead.kind].toLowerCase();
  return {
    aboutId: lead.id,
    to: to.email,
    subject: `${by} gave you a ${kind} lead: ${lead.name}`,
    body: [
      `Hello ${to.name},`,
      "",
      `${by} gave you a ${kind} lead from ${lead.name}.`,
      "",
      "Open it in the staff console:",
      `${siteUrl}/staff/leads/${lead.id}`,
    ].join("\n"),
  };
}

/** What a line of the history says changed: from, to, and a text (a note, a lost reason). */
type ActivityValues = { from?: string | null; to?: string | null; body?: string | null };

/** One line of the lead's history (work_activity). */
async function recordActivity(
  { now }: LeadWorkContext,
  tx: Transaction,
  id: string,
  actor: StaffActor,
  action: string,
  values: ActivityValues = {},
) {
  await tx.insert(workActivity).values({
    subjectType: "lead",
    subjectId: id,
    actorId: actor.id,
    action,
    fromValue: values.from ?? null,
    toValue: values.to ?? null,
    body: values.body ?? null,
    createdAt: now(),
  });
}

/**
 * The panel's fields checked against the lead: a new assignee must be an
 * active account whose role works the kind, a follow-up day within a year
 * from today. The assignee to e-mail when it is fine, else the messages.
 */
async function checkWork(
  tx: Transaction,
  lead: LeadRow,
  kind: LeadKind,
  change: WorkChange,
  at: Date,
): Promise<
  { ok: true; assignee?: { email: string; name: string } } | { ok: false; fields: FieldMessages }
> {
  const fields: FieldMessages = {};
  let assignee: { email: string; name: string } | undefined;
  if (change.assigneeId !== lead.assigneeId && change.assigneeId) {
    const [person] = await tx
      .select({
        email: staffUsers.email,
        name: staffUsers.name,
        role: staffUsers.role,
        active: staffUsers.active,
      })
      .from(staffUsers)
      .where(eq(staffUsers.id, change.assigneeId));
    if (!person?.active || !rolesForLeadKind(kind).some((role) => role === person.role))
      fields.assignee = `Choose someone from the list: ${workedBy(kind)}.`;
    else assignee = { email: person.email, name: staffName(person) };
  }
  const followUpOn = change.followUpOn ?? null;
  if (followUpOn !== lead.followUpOn && followUpOn) {
    const today = todayInIndia(at);
    if (followUpOn < today) fields.followUpOn = "Choose today or a later day.";
    else if (followUpOn > addDays(today, FOLLOW_UP_MAX_DAYS))
      fields.followUpOn = "Choose a day within a year.";
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, assignee };
}

/**
 * The panel's post, in one transaction: each field that differs from the
 * lead is changed and written to its history, a note added, the post
 * audited once. The first status change ends the due time; `lost` keeps
 * its reason. Nothing is changed when a field is refused.
 */
export async function workLead(
  context: LeadWorkContext,
  id: string,
  change: WorkChange,
  actor: StaffActor,
): Promise<WorkOutcome> {
  const at = context.now();
  return context.db.transaction(async (tx): Promise<WorkOutcome> => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) return { ok: false, refused: "no-such-lead" };
    const kind = StoredLeadKindSchema.parse(lead.kind);
    if (!mayWorkLead(actor.role, kind)) return { ok: false, refused: "not-your-kind" };
    const checked = await checkWork(tx, lead, kind, change, at);
    if (!checked.ok) return checked;
    const changed = await applyWork(context, tx, { lead, change, actor, at });
    if (changed.length === 0) return { ok: true, changed };
    if (checked.assignee && change.assigneeId !== actor.id) {
      const [me] = await listColleagues(context, [actor.id], tx);
      await enqueueEmails(tx, [
        assignmentEmail(
          context.siteUrl,
          { id, kind, name: lead.name },
          checked.assignee,
          me?.name ?? actor.email,
        ),
      ]);
    }
    return { ok: true, changed };
  });
}

/** The checked post's changes to the lead, each a line of its history, the post audited once. */
async function applyWork(
  context: LeadWorkContext,
  tx: Transaction,
  { lead, change, actor, at }: { lead: LeadRow; change: WorkChange; actor: StaffActor; at: Date },
): Promise<WorkAction[]> {
  const { id } = lead;
  const record = (action: string, values?: ActivityValues) =>
    recordActivity(context, tx, id, actor, action, values);
  const changed: WorkAction[] = [];
  const set: Partial<typeof leads.$inferInsert> = {};
  const reassigned = change.assigneeId !== lead.assigneeId;
  if (reassigned) {
    set.assigneeId = change.assigneeId;
    await record("assign", { from: lead.assigneeId, to: change.assigneeId });
    changed.push("assign");
  }
  const status = change.status;
  const reason = status === "lost" ? (change.reason ?? null) : null;
  if (status !== lead.status || (status === "lost" && reason !== lead.lostReason)) {
    set.status = status;
    set.lostReason = reason;
    // The site's promise is met by the first status change (CONTRACT.md "lead statuses").
    set.dueAt = null;
    await record("status", { from: lead.status, to: status, body: reason });
    changed.push("status");
  }
  const followUpOn = change.followUpOn ?? null;
  if (followUpOn !== lead.followUpOn) {
    set.followUpOn = followUpOn;
    await record("follow_up", { from: lead.followUpOn, to: followUpOn });
    changed.push("follow_up");
  }
  if (change.note) {
    await record("note", { body: change.note });
    changed.push("note");
  }
  if (changed.length === 0) return changed;
  if (Object.keys(set).length > 0)
    await tx
      .update(leads)
      .set({ ...set, updatedAt: at })
      .where(eq(leads.id, id));
  await context.audit.recordBy(
    actor,
    "lead.work",
    {
      target: onLead(id),
      detail: {
        ...(reassigned && { to: change.assigneeId }),
        ...(changed.includes("status") && { status }),
        ...(changed.includes("follow_up") && { followUpOn }),
        ...(change.note && { note: true }),
      },
    },
    tx,
  );
  return changed;
}

/** "Take it": the lead is the actor's, the rest as it is. */
async function takeLead(
  context: LeadWorkContext,
  id: string,
  actor: StaffActor,
): Promise<WorkOutcome> {
  const [lead] = await context.db.select().from(leads).where(eq(leads.id, id));
  if (!lead) return { ok: false, refused: "no-such-lead" };
  return workLead(
    context,
    id,
    {
      assigneeId: actor.id,
      status: StoredLeadStatusSchema.parse(lead.status),
      reason: lead.lostReason ?? undefined,
      followUpOn: lead.followUpOn ?? undefined,
    },
    actor,
  );
}

/** A call or a WhatsApp message, written to the history at this moment (India's time on the page). */
async function logContact(
  context: LeadWorkContext,
  id: string,
  how: "call" | "whatsapp",
  actor: StaffActor,
): Promise<"logged" | "no-such-lead" | "not-your-kind"> {
  return context.db.transaction(async (tx) => {
    const [lead] = await tx.select({ kind: leads.kind }).from(leads).where(eq(leads.id, id));
    if (!lead) return "no-such-lead";
    if (!mayWorkLead(actor.role, StoredLeadKindSchema.parse(lead.kind))) return "not-your-kind";
    await recordActivity(context, tx, id, actor, how);
    await context.audit.recordBy(actor, `lead.${how}`, { target: onLead(id) }, tx);
    return "logged";
  });
}
