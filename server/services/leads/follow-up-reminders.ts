/**
 * The follow-up reminders: on the morning of a lead's follow-up
 * day, India's time, its assignee gets one e-mail saying so, with the link.
 * Once per day per lead: follow_up_reminded_on keeps the day a reminder went
 * for, so a new follow-up day gets its own. Closed leads (won, lost, spam)
 * and leads nobody holds get none. Like the promises' job, one process at a
 * time does the work under an advisory lock; the clock is injected.
 */
import { and, eq, isNotNull, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { leads, staffUsers } from "../../../database/schema";
import { leadKindLabels, leadStatusLabels, staffName } from "@core/content/staff-work";
import { todayInIndia } from "@core/schemas/lead-fields";
import type { Logger } from "../../logger";
import { enqueueEmails } from "../outbox";
import { followUpDay } from "./lead-work";
import { labelOf, StoredLeadKindSchema, StoredLeadStatusSchema } from "@core/schemas/stored-values";

const REMINDERS_LOCK = 4_150_153;
/** Reminders go from 08:00 in India. */
export const MORNING_HOUR = 8;
export const REMINDERS_EVERY_MS = 10 * 60 * 1000;

export function createFollowUpReminders(
  db: Database,
  { siteUrl, now = () => new Date() }: { siteUrl: string; now?: () => Date },
) {
  /** One round: how many reminders were queued; null when another process holds the lock. */
  async function run(): Promise<number | null> {
    const at = now();
    const indiaHour = Math.floor(((at.getUTCHours() * 60 + at.getUTCMinutes() + 330) / 60) % 24);
    if (indiaHour < MORNING_HOUR) return 0;
    const today = todayInIndia(at);
    return db.transaction(async (tx) => {
      const locked = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${REMINDERS_LOCK}) as ok`,
      );
      const row = (locked as unknown as { rows: { ok: boolean }[] }).rows[0];
      if (!row?.ok) return null;
      const due = await tx
        .select({
          id: leads.id,
          kind: leads.kind,
          name: leads.name,
          status: leads.status,
          email: staffUsers.email,
          assignee: staffUsers.name,
        })
        .from(leads)
        .innerJoin(staffUsers, eq(staffUsers.id, leads.assigneeId))
        .where(
          and(
            eq(leads.followUpOn, today),
            or(isNull(leads.followUpRemindedOn), ne(leads.followUpRemindedOn, leads.followUpOn)),
            isNotNull(leads.assigneeId),
            eq(staffUsers.active, true),
            notInArray(leads.status, ["won", "lost", "spam"]),
          ),
        )
        .for("update", { of: leads, skipLocked: true });
      for (const lead of due) {
        const known = StoredLeadKindSchema.safeParse(lead.kind);
        const kind = known.success ? leadKindLabels[known.data].toLowerCase() : lead.kind;
        await enqueueEmails(tx, [
          {
            aboutId: lead.id,
            to: lead.email,
            subject: `Follow up today: ${kind} lead from ${lead.name}`,
            body: [
              `Hello ${staffName({ name: lead.assignee, email: lead.email })},`,
              "",
              `You set today, ${followUpDay(today)}, to follow up the ${kind} lead from ${lead.name}.`,
              `Its status: ${labelOf(StoredLeadStatusSchema, leadStatusLabels, lead.status)}.`,
              "",
              "Open it in the staff console:",
              `${siteUrl}/staff/leads/${lead.id}`,
            ].join("\n"),
          },
        ]);
        await tx.update(leads).set({ followUpRemindedOn: today }).where(eq(leads.id, lead.id));
      }
      return due.length;
    });
  }
  return { run };
}

export type FollowUpReminders = ReturnType<typeof createFollowUpReminders>;

/** Runs a minute after start and then every 10 minutes. */
export function scheduleFollowUpReminders(reminders: FollowUpReminders, logger: Logger) {
  const round = async () => {
    try {
      const sent = await reminders.run();
      if (sent) logger.info({ sent }, "leads: follow-up reminders queued");
    } catch (error) {
      logger.error({ err: error }, "the follow-up reminders job failed");
    }
  };
  const first = setTimeout(() => void round(), 60_000);
  const every = setInterval(() => void round(), REMINDERS_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
