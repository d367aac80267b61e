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
import { LEAD_KINDS, type LeadKind, type LeadStatus } from "@core/schemas/staff-lists";
import {
  mayWorkLead,
  roleInfo,
  rolesForLeadKind,
  type StaffActor,
  type StaffRole,
} from "@core/staff-access";
import { enqueueEmails, type OutgoingEmail } from "../outbox";
import { createAuditLog } from "../staff/audit";

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

export function createLeadWork(
  db: Database,
  { siteUrl, now = () => new Date() }: { siteUrl: string; now?: () => Date },
) {
  const audit = createAuditLog(db);
  const onLead = (id: string) => ({ type: "lead", id });

  async function colleagues(ids?: string[], reader: Pick<Database, "select"> = db) {
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
        role: r.role as StaffRole,
        active: r.active,
      }),
    );
  }

  /** The e-mail to an assignee given a lead by someone else: who, which lead, the link. Nothing else of the customer's. */
  function assignmentEmail(
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

  async function record(
    tx: Transaction,
    id: string,
    actor: StaffActor,
    action: string,
    values: { from?: string | null; to?: string | null; body?: string | null } = {},
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
   * The panel's post, in one transaction: each field that differs from the
   * lead is changed and written to its history, a note added, the post
   * audited once. The first status change ends the due time; `lost` keeps
   * its reason. Nothing is changed when a field is refused.
   */
  async function work(id: string, change: WorkChange, actor: StaffActor): Promise<WorkOutcome> {
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
      if (!lead) return { ok: false, refused: "no-such-lead" } as const;
      const kind = lead.kind as LeadKind;
      if (!mayWorkLead(actor.role, kind)) return { ok: false, refused: "not-your-kind" } as const;

      const fields: Partial<Record<"assignee" | "followUpOn", string>> = {};
      let assignee: { email: string; name: string } | undefined;
      const reassigned = change.assigneeId !== lead.assigneeId;
      if (reassigned && change.assigneeId) {
        const [person] = await tx
          .select({
            email: staffUsers.email,
            name: staffUsers.name,
            role: staffUsers.role,
            active: staffUsers.active,
          })
          .from(staffUsers)
          .where(eq(staffUsers.id, change.assigneeId));
        if (!person?.active || !rolesForLeadKind(kind).includes(person.role as StaffRole))
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
      if (Object.keys(fields).length > 0) return { ok: false, fields } as const;

      const changed: WorkAction[] = [];
      const set: Partial<typeof leads.$inferInsert> = {};
      if (reassigned) {
        set.assigneeId = change.assigneeId;
        await record(tx, id, actor, "assign", { from: lead.assigneeId, to: change.assigneeId });
        changed.push("assign");
      }
      const status = change.status as LeadStatus;
      const reason = status === "lost" ? (change.reason ?? null) : null;
      if (status !== lead.status || (status === "lost" && reason !== lead.lostReason)) {
        set.status = status;
        set.lostReason = reason;
        // The site's promise is met by the first status change (CONTRACT.md "lead statuses").
        set.dueAt = null;
        await record(tx, id, actor, "status", { from: lead.status, to: status, body: reason });
        changed.push("status");
      }
      if (followUpOn !== lead.followUpOn) {
        set.followUpOn = followUpOn;
        await record(tx, id, actor, "follow_up", { from: lead.followUpOn, to: followUpOn });
        changed.push("follow_up");
      }
      if (change.note) {
        await record(tx, id, actor, "note", { body: change.note });
        changed.push("note");
      }
      if (changed.length === 0) return { ok: true, changed } as const;
      if (Object.keys(set).length > 0)
        await tx
          .update(leads)
          .set({ ...set, updatedAt: at })
          .where(eq(leads.id, id));
      await audit.recordBy(
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
      if (assignee && change.assigneeId !== actor.id) {
        const [me] = await colleagues([actor.id], tx);
        await enqueueEmails(tx, [
          assignmentEmail({ id, kind, name: lead.name }, assignee, me?.name ?? actor.email),
        ]);
      }
      return { ok: true, changed } as const;
    });
    return outcome;
  }

  return {
    /** Every account by id, active or not, with the name the console shows (history, assignee). */
    colleagues,

    /**
     * Who may be given a lead of this kind: active accounts whose role works
     * it; without a kind, those who work some kind (the lead list's filter).
     */
    async assignees(kind?: LeadKind): Promise<Colleague[]> {
      const roles = kind ? rolesForLeadKind(kind) : LEAD_KINDS.flatMap(rolesForLeadKind);
      return (await colleagues()).filter((c) => c.active && roles.includes(c.role));
    },

    work,

    /** "Take it": the lead is the actor's, the rest as it is. */
    async take(id: string, actor: StaffActor): Promise<WorkOutcome> {
      const [lead] = await db.select().from(leads).where(eq(leads.id, id));
      if (!lead) return { ok: false, refused: "no-such-lead" };
      return work(
        id,
        {
          assigneeId: actor.id,
          status: lead.status as LeadStatus,
          reason: lead.lostReason ?? undefined,
          followUpOn: lead.followUpOn ?? undefined,
        },
        actor,
      );
    },

    /** A call or a WhatsApp message, written to the history at this moment (India's time on the page). */
    async logContact(
      id: string,
      how: "call" | "whatsapp",
      actor: StaffActor,
    ): Promise<"logged" | "no-such-lead" | "not-your-kind"> {
      return db.transaction(async (tx) => {
        const [lead] = await tx.select({ kind: leads.kind }).from(leads).where(eq(leads.id, id));
        if (!lead) return "no-such-lead";
        if (!mayWorkLead(actor.role, lead.kind as LeadKind)) return "not-your-kind";
        await record(tx, id, actor, how);
        await audit.recordBy(actor, `lead.${how}`, { target: onLead(id) }, tx);
        return "logged";
      });
    },
  };
}

export type LeadWorkService = ReturnType<typeof createLeadWork>;
