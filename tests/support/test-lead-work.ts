import { eq } from "drizzle-orm";
import { leads } from "../../database/schema";
import type { StaffActor } from "@core/staff-access";
import type { LeadStatus } from "@core/schemas/staff-lists";
import type { WorkChange } from "../../server/services/leads/lead-work";
import type { TestApp } from "./test-app";

/**
 * A post of a lead's "Work this lead" panel (leadWork.work) changing only
 * what `change` names: the rest is sent as the lead has it, as the panel does.
 */
export async function workLead(
  t: TestApp,
  id: string,
  change: Partial<WorkChange>,
  actor: StaffActor,
) {
  const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, id));
  return t.services.leadWork.work(
    id,
    {
      assigneeId: lead?.assigneeId ?? null,
      status: (lead?.status ?? "new") as LeadStatus,
      reason: lead?.lostReason ?? undefined,
      followUpOn: lead?.followUpOn ?? undefined,
      ...change,
    },
    actor,
  );
}
